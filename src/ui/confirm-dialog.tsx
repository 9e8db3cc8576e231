import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { showModalFocused } from "./modal-dialog";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /**
   * The name of what is asked about, as someone typed it (up to 1024 characters): said once, in full,
   * under a title that does not repeat it, so a long name does not fill a phone's dialog twice.
   */
  subject?: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** "danger": destructive or hard to undo, so the dialog opens on Cancel; "primary" (harmless) opens on the confirm button. */
  tone?: "danger" | "primary";
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal confirmation on the native <dialog>: focus trap, Escape and inert background for free. */
export function ConfirmDialog({ open, title, subject, children, confirmLabel, cancelLabel = "Cancel", tone = "primary", busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const subjectId = useId();

  // A long name scrolls in its own bounded box (theme.css), so the question and the buttons stay in
  // view; while it scrolls, it takes the focus in turn, so a keyboard can scroll it too.
  const subjectRef = useRef<HTMLParagraphElement>(null);
  const [subjectScrolls, setSubjectScrolls] = useState(false);
  useEffect(() => {
    const element = subjectRef.current;
    if (!element || !open) return;
    const measure = () => setSubjectScrolls(element.scrollHeight > element.clientHeight);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => observer.disconnect();
  }, [open, subject]);

  // One press confirms once. TanStack Query tells a component of a mutation it started a task later,
  // so a double click, or two clicks queued behind a busy main thread, would both find `busy` still
  // false and send twice (a second delete answered 404). It counts again once `busy` or `open` changes.
  const pressed = useRef(false);
  useEffect(() => {
    pressed.current = false;
  }, [busy, open]);
  const confirmOnce = () => {
    if (pressed.current) return;
    pressed.current = true;
    onConfirm();
  };

  // What had the focus when the dialog opened (the button that asked), for a dialog removed while open.
  const openerRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      showModalFocused(dialog);
    }
    if (!open && dialog.open) {
      openerRef.current = null;
      // close() gives the focus back to the opener.
      dialog.close();
    }
  }, [open]);

  // Removed while open (a dialog mounted only while it is needed, as the leave guard's): the browser
  // gives the focus back only on close(), so here the opener gets it, unless the focus has gone elsewhere.
  useEffect(
    () => () => {
      const opener = openerRef.current;
      if (opener === null) return;
      requestAnimationFrame(() => {
        const lost = document.activeElement === null || document.activeElement === document.body;
        if (lost && opener.isConnected) opener.focus();
      });
    },
    [],
  );

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={subject === undefined ? titleId : `${titleId} ${subjectId}`}
      onCancel={(event) => {
        event.preventDefault();
        // React passes the event on to a dialog this one is inside (the tile editor's): this Escape is this dialog's.
        event.stopPropagation();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId} className="dialog__title">{title}</h2>
      {subject !== undefined && (
        <p id={subjectId} ref={subjectRef} className="dialog__subject" tabIndex={subjectScrolls ? 0 : undefined}>{subject}</p>
      )}
      {children && <div className="dialog__body">{children}</div>}
      <div className="dialog__actions">
        {/* aria-disabled, not disabled, while busy: a disabled button drops focus to the page body. A
            destructive confirmation starts on Cancel, so Enter never deletes by accident; a harmless one on its confirm button. */}
        <button type="button" className="button" data-autofocus={tone === "danger" || undefined} onClick={busy ? undefined : onCancel} aria-disabled={busy || undefined}>
          {cancelLabel}
        </button>
        <button type="button" className={`button button--${tone}`} data-autofocus={tone !== "danger" || undefined} onClick={busy ? undefined : confirmOnce} aria-disabled={busy || undefined}>
          {busy ? "Working…" : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
