import { InlineError } from "@/ui/error-panel";
import { RestoredDraftNote } from "@/ui/restored-draft-note";
import type { SavePart } from "./use-save-service-part";

/** A form's Save and Discard, its confirmation, the server's error, and whether what it holds was restored, under the form. */
export function SaveActions({ part, saveLabel, dirty, restored, onDiscard }: {
  part: SavePart;
  saveLabel: string;
  dirty: boolean;
  /** The values came back from this tab's kept draft. */
  restored: boolean;
  onDiscard: () => void;
}) {
  return (
    <div className="save-actions">
      <RestoredDraftNote shown={restored} />
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={!dirty || part.pending}>
          {part.pending ? "Saving…" : saveLabel}
        </button>
        {dirty && (
          <button type="button" className="button button--ghost" disabled={part.pending} onClick={onDiscard}>
            Discard changes
          </button>
        )}
        <p className="success-note" role="status">{part.savedNote}</p>
      </div>
      {part.error !== null && <InlineError error={part.error} />}
    </div>
  );
}
