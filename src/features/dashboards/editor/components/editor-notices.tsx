import { useEffect, useRef } from "react";
import { formatExactTime } from "@/lib/format-time";
import { ErrorPanel } from "@/ui/error-panel";
import { FocusSafeButton } from "@/ui/focus-safe-button";
import { RelativeTime } from "@/ui/relative-time";
import type { StoredDraft } from "../model/draft-store";
import { focusDashboardName } from "./editor-keyboard";

interface EditorNoticesProps {
  /** Unsaved edits this browser kept from an earlier visit, with what to do about them. */
  restoreOffer: { kept: StoredDraft; restore: () => void; dismiss: () => void } | null;
  changedElsewhere: boolean;
  /** What the save body breaks, found before sending. */
  problems: readonly string[];
  saveError: unknown;
  /** How many saves were refused or failed so far: each new one brings the notice into view. */
  failedSaves: number;
  /** Offered when the dashboard was deleted elsewhere: save the edits as a new dashboard. */
  saveAsNew: { run: () => void; saving: boolean } | null;
}

/** Runs `action`, which removes the button pressed with its notice, and moves the focus to the dashboard's name. */
const thenFocusHeading = (action: () => void) => () => {
  action();
  focusDashboardName();
};

/**
 * Why a save did not happen, brought to the user: on each refused or failed attempt the notice is
 * scrolled into view (below the sticky toolbar) and takes the focus, as a form's error summary does.
 * Save is often pressed from far down a dashboard, where a notice under the toolbar is off screen.
 */
function useSaveOutcomeInView(failedSaves: number) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const notice = ref.current;
    if (failedSaves === 0 || notice === null || notice.childElementCount === 0) return;
    notice.scrollIntoView({ block: "nearest" });
    notice.focus({ preventScroll: true });
  }, [failedSaves]);
  return ref;
}

/** What the editor has to tell under its toolbar: kept edits to restore, a newer version elsewhere, why a save did not happen. */
export function EditorNotices({ restoreOffer, changedElsewhere, problems, saveError, failedSaves, saveAsNew }: EditorNoticesProps) {
  // Keyed on the attempts themselves, not on the notice's contents: those also change without a save (the leave dialog shows the error meanwhile).
  const outcome = useSaveOutcomeInView(failedSaves);
  return (
    <>
      {restoreOffer && (
        <div className="dashboard-notice dashboard-notice--info" role="region" aria-label="Unsaved edits found">
          <p>
            This browser kept unsaved edits of this dashboard from <RelativeTime value={restoreOffer.kept.savedAt} /> (
            {formatExactTime(restoreOffer.kept.savedAt)}).
          </p>
          <div className="button-row">
            <button type="button" className="button button--primary" onClick={thenFocusHeading(restoreOffer.restore)}>
              Restore my edits
            </button>
            <button type="button" className="button" onClick={thenFocusHeading(restoreOffer.dismiss)}>
              Discard them
            </button>
          </div>
        </div>
      )}

      {changedElsewhere && (
        <p className="dashboard-notice dashboard-notice--warn">
          This dashboard was changed elsewhere since you opened it. Saving will ask whether to overwrite that version.
        </p>
      )}

      <div ref={outcome} className="editor-save-outcome" tabIndex={-1}>
        {problems.length > 0 && (
          <div className="error-panel" role="alert">
            <p className="error-panel__title">Fix these before saving</p>
            <ul>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        )}
        {saveError != null && <ErrorPanel error={saveError} title="The dashboard could not be saved. Your edits are kept." />}
        {saveAsNew && (
          <div className="dashboard-notice dashboard-notice--warn" role="region" aria-label="Dashboard deleted elsewhere">
            <p>This dashboard is no longer on the server: it was deleted elsewhere. Your edits can become a new dashboard.</p>
            <div className="button-row">
              <FocusSafeButton type="button" className="button button--primary" unavailable={saveAsNew.saving} onClick={saveAsNew.run}>
                {saveAsNew.saving ? "Saving…" : "Save as a new dashboard"}
              </FocusSafeButton>
            </div>
          </div>
        )}
      </div>
    </>
  );
}
