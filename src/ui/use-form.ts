import { useCallback, useEffect, useEffectEvent, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import type { FormDraft } from "./form-draft";

/** A message per field path (`name`, `series.0.where`, `new-3.source`); a path without one is fine. */
export type FormErrors = Readonly<Partial<Record<string, string>>>;

type Values = object;
type StringKey<V> = Extract<{ [K in keyof V]: V[K] extends string ? K : never }[keyof V], string>;
/** A field (`password`) or a field of a part (`kafka.password`). */
export type FieldPath<V> = {
  [K in keyof V & string]: V[K] extends readonly unknown[] ? K : V[K] extends object ? K | `${K}.${keyof V[K] & string}` : K;
}[keyof V & string];

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
  /**
   * A field's problem shows once the user has changed it and left it, rather than as it is typed; the
   * form element takes `watchFields`, so the hook sees which registered field was changed and left.
   */
  checkWhenLeft?: boolean;
  /**
   * A form in steps: the step the values are on. A submit then shows the problems of that step (each
   * step remembers its own), so `validate` gives only the current step's problems.
   */
  stepOf?: (values: V) => string;
  /** Called on every change the user makes (a "saved" note no longer describes the form, say). */
  onEdit?: () => void;
  /** Whether the values hold unsent work; default: some top-level field differs from `initial`. */
  isDirty?: (values: V, initial: V) => boolean;
  /**
   * Keeps the edits in this tab's sessionStorage (`formDraft` in ./form-draft: a key, the secret fields
   * never written, how a kept draft turns back into values), so a reload loses nothing typed; cleared by
   * `reset`. A draft, not a plain key, so that a form without one loads none of its code.
   */
  sessionDraft?: FormDraft<V>;
}

const changedFrom = <V extends Values>(values: V, initial: V) =>
  (Object.keys(initial) as (keyof V)[]).some((key) => !Object.is(values[key], initial[key]));

/**
 * One form's state over its pure model: values (untouched, they follow `initial`), the problems the
 * user sees (a field's as it is typed, all after a submit), "submitted", and on a refused submit the
 * focus on the first field with a problem, in page order, once its message is on the page.
 */
export function useForm<V extends Values>(options: FormOptions<V>) {
  const { initial, validate, onSubmit, onEdit, checkAsTyped = true, checkWhenLeft = false, stepOf, isDirty = changedFrom } = options;
  const [store] = useState(() => options.sessionDraft?.(initial));
  // null: untouched, so the values are `initial` as it is now.
  const [edits, setEdits] = useState<V | null>(() => store?.read() ?? null);
  // Whether the values came from the kept draft; until the form is reset (saved or discarded).
  const [restored, setRestored] = useState(() => edits !== null);
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());
  // Fields changed in the page, and those changed and then left (checkWhenLeft).
  const changed = useRef(new Set<string>());
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set());
  // The steps submitted; a form without steps is one step, "".
  const [submittedSteps, setSubmittedSteps] = useState<ReadonlySet<string>>(() => new Set());
  // A field to focus after the next render: a path, or null for the first one with a problem.
  const [focusRequest, setFocusRequest] = useState<{ path: string | null } | null>(null);
  const elements = useRef(new Map<string, HTMLElement>());
  const refs = useRef(new Map<string, (element: HTMLElement | null) => void>());

  const values = edits ?? initial;
  const step = stepOf?.(values) ?? "";
  const submitted = submittedSteps.has(step);
  const problems = validate(values);
  const asTyped = (path: string) => edited.has(path) && (typeof checkAsTyped === "function" ? checkAsTyped(path) : checkAsTyped);
  const shows = (path: string) => submitted || (checkWhenLeft ? left.has(path) : asTyped(path));
  const errors: FormErrors = Object.fromEntries(Object.entries(problems).filter(([path, message]) => message && shows(path)));

  // False once the draft is discarded: what the page still shows is not kept again.
  const keeping = useRef(true);
  useEffect(() => {
    if (!store || !keeping.current) return;
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

  /** Every problem of `target` (a step; default: the current one) shows from now on, the first focused once it does. */
  function showProblems(target: string = step) {
    setSubmittedSteps((current) => (current.has(target) ? current : new Set([...current, target])));
    setFocusRequest({ path: null });
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (Object.values(problems).some(Boolean)) return showProblems();
    setSubmittedSteps((current) => (current.has(step) ? current : new Set([...current, step])));
    onSubmit(values);
  }

  const pathOf = (target: EventTarget) => [...elements.current].find(([, element]) => element === target)?.[0];

  /** Back to `initial`, nothing typed or submitted, the kept draft gone (at once: the form may be leaving the page). */
  const reset = useCallback(() => {
    store?.clear();
    setEdits(null);
    setRestored(false);
    setEdited(new Set());
    changed.current.clear();
    setLeft(new Set());
    setSubmittedSteps(new Set());
  }, [store]);

  const dirty = edits !== null && isDirty(edits, initial);
  return {
    values,
    /** The values came back from the kept draft when the form opened, and are not saved yet: the form should say so. */
    restored: restored && dirty,
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
    showProblems,
    reset,
    /** Forgets the session draft and keeps no more, the values staying on screen: a submit that leaves the page. */
    discardDraft: () => {
      keeping.current = false;
      store?.clear();
    },
    /** With checkWhenLeft, for the form element: notes which registered field is changed, and left. */
    watchFields: {
      onChange: (event: { target: EventTarget }) => {
        const path = pathOf(event.target);
        if (path !== undefined) changed.current.add(path);
      },
      onBlur: (event: { target: EventTarget }) => {
        const path = pathOf(event.target);
        if (path !== undefined && changed.current.has(path)) setLeft((current) => (current.has(path) ? current : new Set([...current, path])));
      },
    },
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
