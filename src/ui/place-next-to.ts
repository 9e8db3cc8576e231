import { autoUpdate, computePosition, flip, offset, shift, type Placement } from "@floating-ui/dom";

/**
 * Keeps a floating element (a menu, a popover panel; `position: fixed`, in the top layer) next to its
 * anchor, inside the window: below and flipped above where there is no room, shifted off the edges,
 * and following scrolling, resizing and layout shifts. Floating UI does the measuring. Returns the
 * function that stops it.
 */
export function placeNextTo(anchor: Element, floating: HTMLElement, placement: Placement = "bottom-end"): () => void {
  const place = () =>
    void computePosition(anchor, floating, { strategy: "fixed", placement, middleware: [offset(4), flip(), shift({ padding: 8 })] }).then(({ x, y }) => {
      floating.style.left = `${x}px`;
      floating.style.top = `${y}px`;
    });
  return autoUpdate(anchor, floating, place);
}
