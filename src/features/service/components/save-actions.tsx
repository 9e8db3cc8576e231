import { InlineError } from "@/ui/error-panel";
import type { SavePart } from "./use-save-service-part";

/** A form's Save and Discard, its confirmation and the server's error, in one place under the form. */
export function SaveActions({ part, saveLabel, dirty, onDiscard }: {
  part: SavePart;
  saveLabel: string;
  dirty: boolean;
  onDiscard: () => void;
}) {
  return (
    <div className="save-actions">
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
