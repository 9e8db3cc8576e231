import { useEffect, useRef, useState } from "react";
import { focusWhenSettled } from "@/ui/focus-when-settled";
import { hasSessionDraft } from "@/ui/form-draft";

/**
 * A panel that opens a form in place: open and close it, remember whether the last close saved, and
 * hand the focus back to the button that opened it (the form that had it is gone; a panel's button
 * comes back a render later), never to <body>. With `draftKey`, a form left open with edits (kept in
 * this tab under that key) opens again by itself, after a reload or on coming back to the page.
 */
export function useEditToggle(draftKey?: string) {
  const [editing, setEditing] = useState(() => draftKey !== undefined && hasSessionDraft(draftKey));
  const [saved, setSaved] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const stopWaiting = useRef<() => void>(undefined);
  useEffect(() => () => stopWaiting.current?.(), []);
  const focusTrigger = () => {
    stopWaiting.current?.();
    stopWaiting.current = focusWhenSettled(() => triggerRef.current);
  };
  return {
    editing,
    saved,
    triggerRef,
    open: () => {
      setSaved(false);
      setEditing(true);
    },
    toggle: () => {
      setSaved(false);
      if (editing) focusTrigger();
      setEditing(!editing);
    },
    close: (done: boolean) => {
      focusTrigger();
      setSaved(done);
      setEditing(false);
    },
  };
}

