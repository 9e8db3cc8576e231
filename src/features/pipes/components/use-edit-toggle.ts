import { useEffect, useRef, useState } from "react";

/**
 * A panel that opens a form in place: open and close it, remember whether the last close saved, and
 * hand the focus back to the button that opened it (the form that had it is gone), never to <body>.
 */
export function useEditToggle() {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      triggerRef.current?.focus();
    }
  }, [editing]);
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
      if (editing) returnFocus.current = true;
      setEditing(!editing);
    },
    close: (done: boolean) => {
      returnFocus.current = true;
      setSaved(done);
      setEditing(false);
    },
  };
}
