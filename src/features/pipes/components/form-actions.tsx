import { RestoredDraftNote } from "@/ui/restored-draft-note";

/**
 * Submit and Cancel of a panel's form, under a note when what it holds was restored from this tab.
 * The submit button stays focusable while it works (aria-disabled, not disabled), so a refused save
 * leaves a keyboard user on it and a second Enter sends nothing more.
 */
export function FormActions({ label, busyLabel, busy, restored, onCancel }: {
  label: string;
  busyLabel: string;
  busy: boolean;
  restored: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      <RestoredDraftNote shown={restored} />
      <div className="button-row">
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          {busy ? busyLabel : label}
        </button>
        <button type="button" className="button" onClick={onCancel}>Cancel</button>
      </div>
    </>
  );
}
