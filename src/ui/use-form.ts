import { useCallback, useEffect, useEffectEvent, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { createKeptValue, tabStorage } from "@/lib/kept-value";

/** A message per field path (`name`, `series.0.where`, `new-3.source`); a path without one is fine. */
export type FormErrors = Readonly<Partial<Record<string, string>>>;

type Values = object;
type StringKey<V> = Extract<{ [K in keyof V]: V[K] extends string ? K : never }[keyof V], string>;

export interface FormOptions<V extends Values> {
  /** The values before any edit. Read on every render while the form is untouched, so it follows the server. */
  initial: V;
  /** Every problem of these values, by field path: the feature's model, so no schema library loads here. */
  validate: (values: V) => FormErrors;
  /** Called with the values when a submit finds nothing wrong. */
  onSubmit: (values: V) => void;
  /**
   * Which fields show their problem as soon as they are typed in (before that, only after a submit).
   * Default: every field. After a submit every problem shows, and follows what is typed.
   */
  checkAsTyped?: boolean | ((path: string) => boolean);
  /** Called on every change the user makes (a "saved" note no longer describes the form, say). */
  onEdit?: () => void;
  /** Whether the values hold unsent work; default: some top-level field differs from `initial`. */
  isDirty?: (values: V, initial: V) => boolean;
  /**
   * Keeps the edits in this tab's sessionStorage under `key`, so a reload loses nothing typed; the
   * `secret` fields are never written (they are typed again). Cleared by `reset`.
   */
  sessionDraft?: { key: string; secret?: readonly (keyof V & string)[] };
}

const changedFrom = <V extends Values>(values: V, initial: V) =>
  (Object.keys(initial) as (keyof V)[]).some((key) => !Object.is(values[key], initial[key]));

/** A kept draft over the initial values: only fields the form has, of the same type, and no secret. */
function draftStore<V extends Values>(options: FormOptions<V>["sessionDraft"], initial: V) {
  if (!options) return undefined;
  const secret = new Set<string>(options.secret ?? []);
  return createKeptValue<V>(tabStorage(), options.key, {
    what: "form draft",
    encode: (values) => Object.fromEntries(Object.entries(values).filter(([key]) => !secret.has(key))),
    decode: (json) => {
      if (typeof json !== "object" || json === null || Array.isArray(json)) return null;
      const base = { ...initial } as Record<string, unknown>;
      for (const [key, value] of Object.entries(json)) {
        if (key in base && !secret.has(key) && typeof value === typeof base[key]) base[key] = value;
      }
      return base as V;
    },
  });
}

/**
 * One form's state over its pure model: values (untouched, they follow `initial`), the problems the
 * user sees (a field's as it is typed, all after a submit), "submitted", and on a refused submit the
 * focus on the first field with a problem, in page order, once its message is on the page.
 */
export function useForm<V extends Values>(options: FormOptions<V>) {
  const { initial, validate, onSubmit, onEdit, checkAsTyped = true, isDirty = changedFrom } = options;
  const [store] = useState(() => draftStore(options.sessionDraft, initial));
  // null: untouched, so the values are `initial` as it is now.
  const [edits, setEdits] = useState<V | null>(() => store?.read() ?? null);
  // Whether the values came from the kept draft; until the form is reset (saved or discarded).
  const [fromDraft, setFromDraft] = useState(() => edits !== null);
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  // A field to focus after the next render: a path, or null for the first one with a problem.
  const [focusRequest, setFocusRequest] = useState<{ path: string | null } | null>(null);
  const elements = useRef(new Map<string, HTMLElement>());
  const refs = useRef(new Map<string, (element: HTMLElement | null) => void>());

  const values = edits ?? initial;
  const problems = validate(values);
  const shows = (path: string) => submitted || (edited.has(path) && (typeof checkAsTyped === "function" ? checkAsTyped(path) : checkAsTyped));
  const errors: FormErrors = Object.fromEntries(Object.entries(problems).filter(([path, message]) => message && shows(path)));

  useEffect(() => {
    if (!store) return;
    if (edits) store.write(edits);
    else store.clear();
  }, [store, edits]);

  const focusRequested = useEffectEvent((path: string | null) => {
    if (path !== null) return elements.current.get(path)?.focus();
    const invalid = [...elements.current].filter(([field, element]) => element.isConnected && problems[field]).map(([, element]) => element);
    invalid.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0]?.focus();
  });
  // After the render that shows the messages (or the new field), so the field is announced with its problem.
  useEffect(() => {
    if (focusRequest) focusRequested(focusRequest.path);
  }, [focusRequest]);

  /** Changes the values; `paths` are the fields the user typed in, whose problems show from now on. */
  function update(change: (current: V) => V, paths: readonly string[]) {
    setEdits((current) => change(current ?? initial));
    setEdited((current) => (paths.every((path) => current.has(path)) ? current : new Set([...current, ...paths])));
    onEdit?.();
  }

  function set<K extends keyof V & string>(field: K, value: V[K]) {
    update((current) => ({ ...current, [field]: value }), [field]);
  }

  /** The ref that lets a refused submit focus this field. */
  const register = useCallback((path: string) => {
    let ref = refs.current.get(path);
    if (!ref) {
      ref = (element) => {
        if (element) elements.current.set(path, element);
        else elements.current.delete(path);
      };
      refs.current.set(path, ref);
    }
    return ref;
  }, []);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    setSubmitted(true);
    if (Object.values(problems).some(Boolean)) {
      setFocusRequest({ path: null });
      return;
    }
    onSubmit(values);
  }

  /** Back to `initial`, nothing typed or submitted, the kept draft gone (at once: the form may be leaving the page). */
  const reset = useCallback(() => {
    store?.clear();
    setEdits(null);
    setEdited(new Set());
    setSubmitted(false);
    setFromDraft(false);
  }, [store]);

  const dirty = edits !== null && isDirty(edits, initial);
  return {
    values,
    /** The values came back from the kept draft when the form opened, and are not saved yet: the form should say so. */
    restored: fromDraft && dirty,
    /** The problems the user sees now. */
    errors,
    /** Every problem, shown or not yet. */
    problems,
    submitted,
    dirty,
    set,
    update,
    register,
    submit,
    reset,
    /** Focuses the field at `path` once the page shows it (a row just added, a field named in a summary). */
    focus: (path: string) => setFocusRequest({ path }),
    /** Value, problem, focus ref and change handler of a labelled text field (ui/text-field). */
    text: <K extends StringKey<V>>(field: K) => ({
      value: values[field] as string,
      error: errors[field],
      inputRef: register(field),
      onChange: (value: string) => set(field, value as V[K]),
    }),
    /** Value, change handler and focus ref of a native text input, select or textarea. */
    bind: <K extends StringKey<V>>(field: K) => ({
      name: field,
      value: values[field] as string,
      ref: register(field),
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => set(field, event.target.value as V[K]),
    }),
  };
}
