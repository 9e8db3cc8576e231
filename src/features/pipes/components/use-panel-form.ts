import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { ServiceRef } from "@/lib/service-ref";
import { focusWhenSettled } from "@/ui/focus-when-settled";
import { useForm, type FormErrors } from "@/ui/use-form";
import { useResendOffer } from "@/ui/use-resend-offer";
import { formDraft, formDraftKey } from "@/ui/form-draft";

/** A form's first field; of a group of radio buttons, the one chosen, as Tab would reach it. */
function firstField(form: HTMLFormElement | null): HTMLElement | null | undefined {
  const first = form?.querySelector<HTMLElement>("input, select, textarea");
  if (!(first instanceof HTMLInputElement) || first.type !== "radio") return first;
  return [...(form?.querySelectorAll<HTMLInputElement>("input[type=radio]") ?? [])].find((radio) => radio.name === first.name && radio.checked) ?? first;
}

/**
 * A form's key handler: Escape closes it. Not while an IME composes, nor when a control inside has used
 * the key (a menu or popup closing). The rename does what its Cancel does, as a file's inline rename
 * does; a form of several fields keeps what was typed, as a draft it shows again when it opens next,
 * so one key does not throw away many edits: its Cancel does that.
 */
export const closeOnEscape = (close: () => void) => (event: KeyboardEvent) => {
  if (event.key === "Escape" && !event.nativeEvent.isComposing && !event.defaultPrevented) close();
};

/** A model's verdict on a form's values: the body to send, or a message per field path. */
export type Checked<B> = { ok: true; body: B } | { ok: false; errors: FormErrors };

/** Where this tab keeps what is typed in one of a pipe's forms (nothing these forms hold is a secret). */
export const pipeFormDraftKey = (ref: ServiceRef, pipeId: string, form: string) =>
  formDraftKey(ref, "pipe", pipeId, form);

/**
 * A form a pipe's panel opens in place of its button, on the form hook: it starts on its first
 * field (selected, to retype a name at once) unless it opens with a draft restored after a reload,
 * shows the model's problems after a first save and then as they are fixed, and sends a checked body
 * unless a save is on its way. What is typed is kept in this tab under `draftKey` (if any) until it
 * is saved or `discard`ed; a save refused for the key is offered again (`resendLabel`) once reconnected.
 * `editedSinceSent` says the values are no longer the ones last sent: a refusal of those no longer
 * describes them, and goes (as the rename form's does); typed back, it shows again.
 */
export function usePanelForm<V extends object, B>({ initial, check, send, onSaved, busy, draftKey, resendLabel, selectOnOpen = false, mayTakeFocus }: {
  initial: V;
  check: (values: V) => Checked<B>;
  /** Sends the body (a mutation), telling `done` how it went. */
  send: (body: B, done: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  onSaved: (body: B) => void;
  busy: boolean;
  /** Where this tab keeps what is typed; none for a form of secrets. */
  draftKey?: string;
  resendLabel: string;
  selectOnOpen?: boolean;
  /** Whether the form, as it opens, may take the focus (by default it does). */
  mayTakeFocus?: (form: HTMLFormElement) => boolean;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  // As text: a form not edited yet builds its values afresh on each render, so they are compared by value.
  const [sentValues, setSentValues] = useState<string | null>(null);
  const offerResend = useResendOffer();
  const attempt = (body: B) =>
    send(body, {
      onSuccess: () => {
        form.reset();
        onSaved(body);
      },
      onError: (error) => offerResend(error, resendLabel, () => attempt(body)),
    });
  const form = useForm<V>({
    initial,
    validate: (values) => {
      const checked = check(values);
      return checked.ok ? {} : checked.errors;
    },
    checkAsTyped: false,
    sessionDraft: draftKey === undefined ? undefined : formDraft({ key: draftKey }),
    onSubmit: (values) => {
      const checked = check(values);
      if (!checked.ok || busy) return;
      setSentValues(JSON.stringify(values));
      attempt(checked.body);
    },
  });
  // A form that opens by itself with a restored draft leaves the focus (and the scroll) where the page has it.
  const openedByUser = useRef(!form.restored);
  // Asked once, as the form opens.
  const takeFocus = useRef(mayTakeFocus);
  useEffect(() => {
    if (!openedByUser.current || (formRef.current && takeFocus.current?.(formRef.current) === false)) return undefined;
    return focusWhenSettled(() => firstField(formRef.current), {
      onFocused: (element) => {
        if (selectOnOpen && element instanceof HTMLInputElement) element.select();
      },
    });
  }, [selectOnOpen]);
  return { form, formRef, restored: form.restored, discard: form.reset, editedSinceSent: JSON.stringify(form.values) !== sentValues };
}
