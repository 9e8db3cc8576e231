import type { Dashboard } from "@/shared/schemas/dashboard";
import { ErrorPanel } from "@/ui/error-panel";
import { FocusSafeButton } from "@/ui/focus-safe-button";
import { ModalDialog } from "@/ui/modal-dialog";

interface LeaveDialogProps {
  open: boolean;
  saving: boolean;
  error: unknown;
  onCancel: () => void;
  onDiscard: () => void;
  onSave: () => void;
}

/**
 * Leaving with unsaved edits: stay, throw them away, or save and go. It opens on Cancel, not on the request
 * ID's copy button of a failure shown above the choices. While a save runs the buttons are unavailable but
 * keep the focus (FocusSafeButton), so a failed save leaves it on the button pressed.
 */
export function LeaveDialog({ open, saving, error, onCancel, onDiscard, onSave }: LeaveDialogProps) {
  return (
    <ModalDialog open={open} title="Leave with unsaved changes?" onClose={onCancel}>
      <div className="dialog__body">
        <p>This dashboard has changes that are not saved yet.</p>
        {error != null && <ErrorPanel error={error} title="The dashboard could not be saved" />}
      </div>
      <div className="dialog__actions">
        <FocusSafeButton type="button" className="button" onClick={onCancel} unavailable={saving} data-autofocus>
          Cancel
        </FocusSafeButton>
        <FocusSafeButton type="button" className="button button--danger" onClick={onDiscard} unavailable={saving}>
          Discard changes
        </FocusSafeButton>
        <FocusSafeButton type="button" className="button button--primary" onClick={onSave} unavailable={saving}>
          {saving ? "Saving…" : "Save and leave"}
        </FocusSafeButton>
      </div>
    </ModalDialog>
  );
}

interface ConflictDialogProps {
  latest: Dashboard | null;
  /** The server's own refusal (409), when it was the save itself that met the other version. */
  refusal?: unknown;
  saving: boolean;
  onOverwrite: () => void;
  onLoadTheirs: () => void;
  onCancel: () => void;
}

/** Someone saved this dashboard since it was opened; the user decides whose version wins. */
export function ConflictDialog({ latest, refusal, saving, onOverwrite, onLoadTheirs, onCancel }: ConflictDialogProps) {
  return (
    <ModalDialog open={latest !== null} title="This dashboard was changed elsewhere" onClose={onCancel}>
      <div className="dialog__body">
        <p>
          Since you opened it, someone (or another tab) saved a different version
          {latest ? <> (now named “{latest.name}”, with {latest.tiles.length} tile{latest.tiles.length === 1 ? "" : "s"})</> : null}. Saving
          yours would replace theirs.
        </p>
        {refusal != null && <ErrorPanel error={refusal} title="The server did not save your version" />}
      </div>
      <div className="dialog__actions">
        <FocusSafeButton type="button" className="button" onClick={onCancel} unavailable={saving} data-autofocus>
          Keep editing
        </FocusSafeButton>
        <FocusSafeButton type="button" className="button button--danger" onClick={onLoadTheirs} unavailable={saving}>
          Load theirs, drop mine
        </FocusSafeButton>
        <FocusSafeButton type="button" className="button button--primary" onClick={onOverwrite} unavailable={saving}>
          {saving ? "Saving…" : "Overwrite with mine"}
        </FocusSafeButton>
      </div>
    </ModalDialog>
  );
}
