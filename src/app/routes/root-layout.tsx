import { useIsFetching } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Outlet, ScrollRestoration, useLocation, useNavigation } from "react-router";
import { RateLimitNotice } from "../rate-limit-notice";
import { ReconnectHost } from "../reconnect-host";

/**
 * A page's data still on its way for the first time: the query is pending and fetching. Queries
 * marked `meta.quiet` (a dashboard tile's series) show their own loading state instead.
 */
const isFirstLoad = (query: { state: { status: string }; meta?: Record<string, unknown> }) => query.state.status === "pending" && query.meta?.quiet !== true;

/** How long a new page's heading keeps the focus through the page's loading states (its data's first answer). */
const KEEP_HEADING_FOCUSED_MS = 15_000;

/**
 * A new page whose focus was left on nothing (the link or button that led there is gone with the old
 * page): the page's heading gets it, so a keyboard user goes on from the top of the page and a screen
 * reader says where they are. While the page loads its heading may be drawn anew (a loading state's,
 * then the page's own), and the new one takes the focus the old one had, until the focus moves
 * elsewhere or the page has long settled. Focus a page or an action put somewhere on purpose stays.
 */
function useFocusOnNewPage() {
  const { pathname } = useLocation();
  // The page the focus was last looked after for (the first page, loaded anew or reloaded, is the browser's to focus).
  const settled = useRef(pathname);
  useEffect(() => {
    if (settled.current === pathname) return;
    settled.current = pathname;
    let heading: HTMLElement | null = null;
    const focusHeading = () => {
      if (heading?.isConnected || document.activeElement !== document.body) return;
      heading = document.querySelector<HTMLElement>("main h1") ?? document.querySelector("main");
      heading?.setAttribute("tabindex", "-1");
      heading?.focus({ preventScroll: true });
    };
    const onFocusIn = (event: FocusEvent) => event.target !== heading && stop();
    // Focus already somewhere once the page is drawn was put there on purpose: nothing to look after.
    const frame = requestAnimationFrame(() => (document.activeElement === document.body ? focusHeading() : stop()));
    const observer = new MutationObserver(() => heading && focusHeading());
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener("focusin", onFocusIn);
    const timer = setTimeout(stop, KEEP_HEADING_FOCUSED_MS);
    function stop() {
      cancelAnimationFrame(frame);
      observer.disconnect();
      document.removeEventListener("focusin", onFocusIn);
      clearTimeout(timer);
    }
    return stop;
  }, [pathname]);
}

/**
 * The frame around every page: skip link, a progress bar while a navigation or a page's first data
 * loads (pages show at once, in the shape of what is coming), scroll handling (a new page
 * starts at the top; Back returns to where the user was) and the focus on a new page.
 */
export function RootLayout() {
  const navigation = useNavigation();
  const loadingData = useIsFetching({ predicate: isFirstLoad }) > 0;
  useFocusOnNewPage();
  return (
    <>
      <a className="skip-link" href="#main">Skip to content</a>
      {(navigation.state !== "idle" || loadingData) && <div className="route-progress" role="progressbar" aria-label="Loading page" />}
      <ReconnectHost />
      <Outlet />
      <RateLimitNotice />
      {/* A page loaded anew (an address typed or a bookmark, not Back) has no history key of its own:
          React Router files it under "default", where the page loaded before it left its scroll. */}
      <ScrollRestoration getKey={(location) => (location.key === "default" ? location.pathname : location.key)} />
    </>
  );
}
