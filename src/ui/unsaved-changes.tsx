import { useCallback, useEffect, useState } from "react";
import { useBlocker, type Blocker } from "react-router";
import { ConfirmDialog } from "./confirm-dialog";

/** Tells the page whether one form holds edits not yet sent. */
export type ReportDirty = (form: string, dirty: boolean) => void;

/** The names of the forms with unsent edits, and the stable callback each form reports through. */
export function useDirtyForms(): [readonly string[], ReportDirty] {
  const [dirtyForms, setDirtyForms] = useState<readonly string[]>([]);
  const report = useCallback<ReportDirty>((form, dirty) => {
    setDirtyForms((current) => {
      if (dirty === current.includes(form)) return current;
      return dirty ? [...current, form] : current.filter((name) => name !== form);
    });
  }, []);
  return [dirtyForms, report];
}

/** Reports a form's dirtiness as it changes, and clean when the form goes away. */
export function useReportDirty(form: string, dirty: boolean, report: ReportDirty): void {
  useEffect(() => {
    report(form, dirty);
    return () => report(form, false);
  }, [form, dirty, report]);
}

/**
 * While `dirty`, leaving asks first: react-router's blocker for in-app navigation to another page
 * (the caller answers it in its own dialog), and the browser's own prompt for reload, close and
 * typed addresses. The listener is only there while dirty, so a clean page keeps the back-forward cache.
 */
export function useLeaveGuard(dirty: boolean): Blocker {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium shows the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);
  return useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
}

/** Asks before unsent edits of the named forms are lost, in our own dialog. */
export function UnsavedChangesGuard({ dirtyForms, onLeave }: {
  dirtyForms: readonly string[];
  /** The user chose to leave: what the forms keep of their edits (a session draft) goes too, as the dialog says. */
  onLeave?: (dirtyForms: readonly string[]) => void;
}) {
  const blocker = useLeaveGuard(dirtyForms.length > 0);

  // Mounted only while blocked: two closed dialogs on one page would share the dialog title id.
  if (blocker.state !== "blocked") return null;
  return (
    <ConfirmDialog
      open
      title="Leave with unsaved changes?"
      confirmLabel="Leave without saving"
      cancelLabel="Stay on this page"
      tone="danger"
      onConfirm={() => {
        onLeave?.(dirtyForms);
        blocker.proceed();
      }}
      onCancel={() => blocker.reset()}
    >
      <p>Not saved yet: {dirtyForms.join(", ")}. Leaving this page discards these changes.</p>
    </ConfirmDialog>
  );
}
