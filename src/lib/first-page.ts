/**
 * The history entry this document was loaded at, reloaded or anew: React Router's key for it, kept in
 * the entry's state ("default" when there is none). Its page is the browser's to focus, not the console's.
 */
let firstKey: string | undefined;

const historyKey = (): string => (window.history.state as { key?: unknown } | null)?.key?.toString() ?? "default";

/** Called once as the console starts (src/main.tsx), before any navigation. */
export function noteFirstPage(): void {
  firstKey ??= historyKey();
}

/** Whether the location with this key is the page the document was loaded at. */
export function isFirstPage(locationKey: string): boolean {
  return locationKey === (firstKey ?? "default");
}
