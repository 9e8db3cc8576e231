import { useEffect, useId, useRef, type ReactNode } from "react";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: "danger" | "primary";
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal confirmation on the native <dialog>: focus trap, Escape and inert background for free. */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel = "Cancel", tone = "primary", busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // Each opening, not just the first mount: a destructive confirmation starts on Cancel,
      // so Enter never deletes by accident.
      (tone === "danger" ? cancelRef : confirmRef).current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, tone]);

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId} className="dialog__title">{title}</h2>
      {children && <div className="dialog__body">{children}</div>}
      <div className="dialog__actions">
        {/* aria-disabled, not disabled, while busy: a disabled button drops focus to the page body. */}
        <button type="button" className="button" ref={cancelRef} onClick={busy ? undefined : onCancel} aria-disabled={busy || undefined}>
          {cancelLabel}
        </button>
        <button type="button" className={`button button--${tone}`} ref={confirmRef} onClick={busy ? undefined : onConfirm} aria-disabled={busy || undefined}>
          {busy ? "Working…" : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
