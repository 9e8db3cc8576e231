import { useEffect } from "react";

/**
 * A page that turns out not to exist (the thing its address names is not there) says so in place of
 * what it was loading, under a heading of its own. Reached by a link, the loading page's heading had
 * the focus (root-layout.tsx gives a new page's heading the focus) and has just gone with it: the new
 * heading takes it, and is announced. On a direct load too, where the focus is still on nothing.
 */
export function useFocusOnMissing(missing: boolean): void {
  useEffect(() => {
    const active = document.activeElement;
    if (!missing || (active !== null && active !== document.body)) return;
    const heading = document.querySelector<HTMLElement>("main h1");
    heading?.setAttribute("tabindex", "-1");
    heading?.focus({ preventScroll: true });
  }, [missing]);
}
