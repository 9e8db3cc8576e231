import { useId, useRef } from "react";
import { InlineError } from "@/ui/error-panel";
import { FocusSafeButton } from "@/ui/focus-safe-button";
import { RestoredDraftNote } from "@/ui/restored-draft-note";
import type { SavePart } from "./use-save-service-part";

/**
 * A form's Save and Discard, its confirmation, the server's error, and whether what it holds was restored, under the form.
 * Save keeps the focus through the save and after it (FocusSafeButton), where its confirmation or error is announced.
 */
export function SaveActions({ part, saveLabel, idleReason, dirty, restored, onDiscard }: {
  part: SavePart;
  saveLabel: string;
  /**
   * Why Save cannot act while nothing is changed, where that is not plain from the form (a field that
   * starts empty): beside it, and its description, so the reason is seen and heard. A form that shows
   * its current values has none: an edit of them is what Save waits for, as on any settings page.
   */
  idleReason?: string;
  dirty: boolean;
  /** The values came back from this tab's kept draft. */
  restored: boolean;
  onDiscard: () => void;
}) {
  const saveRef = useRef<HTMLButtonElement>(null);
  const reasonId = useId();
  // After a save its confirmation stands there instead; while saving, the button says so itself.
  const idle = idleReason !== undefined && !dirty && !part.pending && !part.savedNote;
  // Discard goes once there is nothing to discard: the focus moves to Save, which stays, rather than to the page.
  const discard = () => {
    onDiscard();
    part.discarded();
    saveRef.current?.focus();
  };
  return (
    <div className="save-actions">
      <RestoredDraftNote shown={restored} />
      <div className="button-row">
        <FocusSafeButton ref={saveRef} type="submit" className="button button--primary" unavailable={!dirty || part.pending}
          aria-describedby={idle ? reasonId : undefined}>
          {part.pending ? "Saving…" : saveLabel}
        </FocusSafeButton>
        {dirty && (
          <FocusSafeButton type="button" className="button button--ghost" unavailable={part.pending} onClick={discard}>
            Discard changes
          </FocusSafeButton>
        )}
        {idle && <p id={reasonId} className="field__hint">{idleReason}</p>}
        <p className="success-note" role="status">{part.savedNote}</p>
      </div>
      {part.error !== null && <InlineError error={part.error} />}
    </div>
  );
}
