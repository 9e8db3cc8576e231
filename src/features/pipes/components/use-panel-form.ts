import { useEffect, useRef } from "react";
import { focusWhenSettled } from "@/ui/focus-when-settled";
import { useForm, type FormErrors } from "@/ui/use-form";

/** A model's verdict on a form's values: the body to send, or a message per field path. */
export type Checked<B> = { ok: true; body: B } | { ok: false; errors: FormErrors };

/**
 * A form a pipe's panel opens in place of its button, on the form hook: it starts on its first
 * field (selected, to retype a name at once), shows the model's problems after a first save and
 * then as they are fixed, and hands a checked body to `onValid` unless a save is on its way.
 */
export function usePanelForm<V extends object, B>({ initial, check, onValid, busy, selectOnOpen = false }: {
  initial: V;
  check: (values: V) => Checked<B>;
  onValid: (body: B) => void;
  busy: boolean;
  selectOnOpen?: boolean;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(
    () =>
      focusWhenSettled(() => formRef.current?.querySelector<HTMLElement>("input, select, textarea"), {
        onFocused: (element) => {
          if (selectOnOpen && element instanceof HTMLInputElement) element.select();
        },
      }),
    [selectOnOpen],
  );
  const form = useForm<V>({
    initial,
    validate: (values) => {
      const checked = check(values);
      return checked.ok ? {} : checked.errors;
    },
    checkAsTyped: false,
    onSubmit: (values) => {
      const checked = check(values);
      if (checked.ok && !busy) onValid(checked.body);
    },
  });
  return { form, formRef };
}
