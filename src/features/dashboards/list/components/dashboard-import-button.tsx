import { useRef, type ChangeEvent } from "react";
import { MAX_IMPORT_BYTES, parseDashboardImport, type DashboardImportResult } from "../model/dashboard-import-model";

/**
 * "Import JSON…": a real button that opens the file picker (a styled file input is awkward to
 * reach by keyboard and announces badly), then hands the checked file on.
 */
export function DashboardImportButton({ disabled, onChecked }: { disabled?: boolean; onChecked: (fileName: string, result: DashboardImportResult) => void }) {
  const inputRef = useRef<HTMLInputElement>(null);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so choosing the same file again (after fixing it) is a change too.
    input.value = "";
    if (!file) return;
    const text = file.size > MAX_IMPORT_BYTES ? "" : await file.text();
    onChecked(file.name, parseDashboardImport(text, file.size));
  }

  return (
    <>
      {/* aria-disabled rather than disabled: the button has focus while its import runs, and a disabled one would drop it. */}
      <button type="button" className="button dashboards-busy-button" aria-disabled={disabled || undefined} onClick={() => !disabled && inputRef.current?.click()}>
        {disabled ? "Importing…" : "Import JSON…"}
      </button>
      <input
        ref={inputRef}
        type="file"
        accept="application/json,.json"
        hidden
        aria-label="Dashboard JSON file to import"
        onChange={(event) => void onChange(event)}
      />
    </>
  );
}
