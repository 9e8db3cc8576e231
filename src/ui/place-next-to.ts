import type { Placement } from "@floating-ui/dom";
import type * as FloatingUi from "./floating-ui";

let floatingUi: Promise<typeof FloatingUi> | undefined;

/**
 * Floating UI, a chunk of its own (6 KB of gzip): a page loads it when something first floats, or
 * earlier when idle (`preparePlacement`), not with the page. Asked again, it is the same promise.
 */
export function preparePlacement(): Promise<typeof FloatingUi> {
  floatingUi ??= import("./floating-ui");
  return floatingUi;
}

/**
 * Keeps a floating element (a menu, a popover panel; `position: fixed`, in the top layer) next to its
 * anchor, inside the window: below and flipped above where there is no room, shifted off the edges,
 * and following scrolling, resizing and layout shifts. Floating UI does the measuring. Until its first
 * place is known (the first time, Floating UI may still be on its way) the element is transparent, so
 * it is never seen in the window's corner; it can take the focus meanwhile. Returns the function that
 * stops it.
 */
export function placeNextTo(anchor: Element, floating: HTMLElement, placement: Placement = "bottom-end"): () => void {
  let stopped = false;
  let stopUpdating: (() => void) | undefined;
  floating.style.opacity = "0";
  void preparePlacement().then(({ autoUpdate, computePosition, flip, offset, shift }) => {
    if (stopped) return;
    stopUpdating = autoUpdate(anchor, floating, () =>
      void computePosition(anchor, floating, { strategy: "fixed", placement, middleware: [offset(4), flip(), shift({ padding: 8 })] }).then(({ x, y }) => {
        floating.style.left = `${x}px`;
        floating.style.top = `${y}px`;
        floating.style.opacity = "";
      }),
    );
  });
  return () => {
    stopped = true;
    stopUpdating?.();
  };
}
