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
  /** Offered when the dashboard was deleted elsewhere: save the edits as a new dashboard. */
  saveAsNew: { run: () => void; saving: boolean } | null;
}

/** Runs `action`, which removes the button pressed with its notice, and moves the focus to the dashboard's name. */
const thenFocusHeading = (action: () => void) => () => {
  action();
  focusDashboardName();
};

/** What the editor has to tell under its toolbar: kept edits to restore, a newer version elsewhere, why a save did not happen. */
export function EditorNotices({ restoreOffer, changedElsewhere, problems, saveError, saveAsNew }: EditorNoticesProps) {
  return (
    <>
      {restoreOffer && (
        <div className="dashboard-notice dashboard-notice--info" role="region" aria-label="Unsaved edits found">
          <p>
            This browser kept unsaved edits of this dashboard from <RelativeTime value={restoreOffer.kept.savedAt} /> (
            {new Date(restoreOffer.kept.savedAt).toLocaleString()}).
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
    </>
  );
}
