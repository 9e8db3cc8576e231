import { useId, type ReactNode } from "react";

interface ModalDialogProps {
  open: boolean;
  title: ReactNode;
  /** Escape and the dialog's own close buttons call this; the parent decides whether it closes. */
  onClose: () => void;
  children: ReactNode;
  className?: string;
}

/**
 * Opens a dialog as a modal with the focus on its element marked `data-autofocus` (the safe choice, the
 * field to fill), else where the browser puts it: the first control. Not React's `autoFocus`: React runs
 * that as the element mounts, before the dialog is shown (in vain), and showModal() then moves the focus.
 */
export function showModalFocused(dialog: HTMLDialogElement) {
  dialog.showModal();
  // Not the mark of a dialog inside this one (a confirmation it may ask), which is still closed.
  const marked = [...dialog.querySelectorAll<HTMLElement>("[data-autofocus]")].find((element) => element.closest("dialog") === dialog);
  marked?.focus();
}

/** Shown as a modal as soon as it is in the page; closed (so focus goes back where it was) as it leaves. */
function showAsModal(dialog: HTMLDialogElement | null) {
  if (!dialog) return;
  if (!dialog.open) showModalFocused(dialog);
  return () => {
    if (dialog.open) dialog.close();
  };
}

/**
 * A modal on the native <dialog> for forms (ConfirmDialog is for yes/no questions): focus trap,
 * Escape and an inert background come from the browser. It is only in the page while open, so
 * each opening starts with fresh form state, and its title id is unique per instance. The element
 * to start on is marked `data-autofocus` (showModalFocused).
 */
export function ModalDialog({ open, title, onClose, children, className }: ModalDialogProps) {
  const titleId = useId();
  if (!open) return null;
  return (
    <dialog
      ref={showAsModal}
      className={`dialog ${className ?? ""}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        // React passes the event on to a dialog this one is inside: this Escape is this dialog's.
        event.stopPropagation();
        onClose();
      }}
    >
      <h2 id={titleId} className="dialog__title">{title}</h2>
      {children}
    </dialog>
  );
}
