/**
 * Submit and Cancel of a panel's form. The submit button stays focusable while it works (aria-disabled,
 * not disabled), so a refused save leaves a keyboard user on it and a second Enter sends nothing more.
 */
export function FormActions({ label, busyLabel, busy, onCancel }: { label: string; busyLabel: string; busy: boolean; onCancel: () => void }) {
  return (
    <div className="button-row">
      <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
        {busy ? busyLabel : label}
      </button>
      <button type="button" className="button" onClick={onCancel}>Cancel</button>
    </div>
  );
}
