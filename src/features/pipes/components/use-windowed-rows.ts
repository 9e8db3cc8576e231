import { useEffect, useState, type RefObject } from "react";

export interface RowWindow {
  /** First row rendered. */
  start: number;
  /** One past the last row rendered. */
  end: number;
  rowHeight: number;
}

/**
 * Which rows of a long list of equal-height rows are near the window's viewport. The page itself
 * scrolls (no inner scroll box), so the list reads like any other page and works at any width;
 * the row height is measured from a rendered row, so CSS may change it per breakpoint.
 */
export function useWindowedRows(
  count: number,
  bodyRef: RefObject<HTMLElement | null>,
  { overscan = 8, estimatedRowHeight = 64, initialRows = 30 } = {},
): RowWindow {
  const [window_, setWindow] = useState<RowWindow>({ start: 0, end: initialRows, rowHeight: estimatedRowHeight });

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const body = bodyRef.current;
      if (!body) return;
      const measured = body.querySelector<HTMLElement>("[data-row]")?.getBoundingClientRect().height;
      const rowHeight = measured && measured > 0 ? measured : estimatedRowHeight;
      const top = body.getBoundingClientRect().top;
      const viewport = window.innerHeight || document.documentElement.clientHeight;
      const firstVisible = Math.floor(-top / rowHeight);
      const lastVisible = Math.ceil((viewport - top) / rowHeight);
      // Not clamped to `count`: when a filter is cleared the rows in view are there at once.
      const start = Math.max(0, firstVisible - overscan);
      const end = Math.max(start, lastVisible + overscan);
      setWindow((current) =>
        current.start === start && current.end === end && current.rowHeight === rowHeight ? current : { start, end, rowHeight },
      );
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [count, bodyRef, overscan, estimatedRowHeight]);

  // Until the next frame measures, a shorter list must not be asked for rows it no longer has.
  const end = Math.min(window_.end, count);
  return { start: Math.min(window_.start, end), end, rowHeight: window_.rowHeight };
}
