import { startTransition, useEffect, useState, type RefObject } from "react";

/** How far below (or above) the window an element already counts as in view, in pixels. */
export const IN_VIEW_MARGIN_PX = 200;

type Listener = (inView: boolean) => void;

interface SharedObserver {
  observer: IntersectionObserver;
  listeners: Map<Element, Listener>;
}

/**
 * One observer for all the elements watched with the same margin, as react-intersection-observer
 * shares them: the browser works out each observer's root and margin on every frame in which
 * something under it moves, so 200 dashboard tiles with an observer each cost that 200 times per
 * step of a drag.
 */
const shared = new Map<string, SharedObserver>();

function watch(element: Element, margin: string, listener: Listener): () => void {
  let entry = shared.get(margin);
  if (entry === undefined) {
    const listeners = new Map<Element, Listener>();
    // Not urgent: when a page's tiles all come into view at once, their renders yield to input and paint.
    const observer = new IntersectionObserver(
      (changes) => startTransition(() => changes.forEach((change) => listeners.get(change.target)?.(change.isIntersecting))),
      { rootMargin: margin },
    );
    entry = { observer, listeners };
    shared.set(margin, entry);
  }
  const { observer, listeners } = entry;
  listeners.set(element, listener);
  observer.observe(element);
  return () => {
    observer.unobserve(element);
    listeners.delete(element);
    if (listeners.size === 0) {
      observer.disconnect();
      shared.delete(margin);
    }
  };
}

/**
 * Whether an element is on screen, or within `margin` of it: content starts loading just before it
 * is scrolled to. Where IntersectionObserver is missing, everything counts as in view. One hook per
 * element: a second would take the first one's place.
 */
export function useInView(ref: RefObject<Element | null>, margin = `${IN_VIEW_MARGIN_PX}px`): boolean {
  const [inView, setInView] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    return watch(element, margin, setInView);
  }, [ref, margin]);
  return inView;
}
