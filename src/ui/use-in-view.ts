import { startTransition, useEffect, useState, type RefObject } from "react";

/** How far below (or above) the window an element already counts as in view, in pixels. */
export const IN_VIEW_MARGIN_PX = 200;

/**
 * Whether an element is on screen, or within `margin` of it: content starts loading just before it
 * is scrolled to. Where IntersectionObserver is missing, everything counts as in view.
 */
export function useInView(ref: RefObject<Element | null>, margin = `${IN_VIEW_MARGIN_PX}px`): boolean {
  const [inView, setInView] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    // Not urgent: when a page's tiles all come into view at once, their renders yield to input and paint.
    const observer = new IntersectionObserver(
      ([entry]) => startTransition(() => setInView(entry?.isIntersecting ?? false)),
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin]);
  return inView;
}
