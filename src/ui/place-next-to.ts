import type { Placement } from "@floating-ui/dom";
import type * as FloatingUi from "./floating-ui";

let floatingUi: Promise<typeof FloatingUi> | undefined;

/**
 * Floating UI, a chunk of its own (6 KB of gzip): a page loads it when something first floats, or
 * earlier when idle (`preparePlacement`), not with the page. Asked again, it is the same promise; one
 * that failed (offline, or a release that removed the chunk) is forgotten, so the next asks again.
 */
export function preparePlacement(): Promise<typeof FloatingUi> {
  floatingUi ??= import("./floating-ui").catch((error: unknown) => {
    floatingUi = undefined;
    throw error;
  });
  return floatingUi;
}

/** Shown, and taking presses again, where it now is. */
function reveal(floating: HTMLElement) {
  floating.style.opacity = "";
  floating.style.pointerEvents = "";
}

/**
 * Without Floating UI (its chunk did not come): under the anchor, its right edge on the anchor's, kept
 * inside the window, though not flipped above it nor following the page.
 */
function placeUnder(anchor: Element, floating: HTMLElement) {
  const box = anchor.getBoundingClientRect();
  floating.style.top = `${box.bottom + 4}px`;
  floating.style.left = `${Math.max(8, Math.min(box.right - floating.offsetWidth, window.innerWidth - floating.offsetWidth - 8))}px`;
}

/**
 * Keeps a floating element (a menu, a popover panel; `position: fixed`, in the top layer) next to its
 * anchor, inside the window: below and flipped above where there is no room, shifted off the edges,
 * and following scrolling, resizing and layout shifts. Floating UI does the measuring. Until its first
 * place is known (the first time, Floating UI may still be on its way) the element is transparent and
 * lets presses through, so it is never seen, nor pressed, in the window's corner; it can take the focus
 * meanwhile. Returns the function that stops it.
 */
export function placeNextTo(anchor: Element, floating: HTMLElement, placement: Placement = "bottom-end"): () => void {
  let stopped = false;
  let stopUpdating: (() => void) | undefined;
  floating.style.opacity = "0";
  floating.style.pointerEvents = "none";
  preparePlacement().then(
    ({ autoUpdate, computePosition, flip, offset, shift }) => {
      if (stopped) return;
      stopUpdating = autoUpdate(anchor, floating, () =>
        void computePosition(anchor, floating, { strategy: "fixed", placement, middleware: [offset(4), flip(), shift({ padding: 8 })] }).then(({ x, y }) => {
          floating.style.left = `${x}px`;
          floating.style.top = `${y}px`;
          reveal(floating);
        }),
      );
    },
    () => {
      if (stopped) return;
      placeUnder(anchor, floating);
      reveal(floating);
    },
  );
  return () => {
    stopped = true;
    stopUpdating?.();
  };
}
