import { useEffect } from "react";

declare global {
  interface Window {
    /** Renders per tile key, counted only when a benchmark has put this object on the page. */
    __tileRenders?: Record<string, number>;
  }
}

/**
 * Counts committed renders of a tile body for `npm run bench`. Off unless the page was opened
 * with `window.__tileRenders = {}`: one property read per render otherwise.
 */
export function useRenderCount(key: string): void {
  useEffect(() => {
    const counts = window.__tileRenders;
    if (counts) counts[key] = (counts[key] ?? 0) + 1;
  });
}
