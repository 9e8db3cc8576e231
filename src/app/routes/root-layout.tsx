import { useIsFetching } from "@tanstack/react-query";
import { Outlet, ScrollRestoration, useNavigation } from "react-router";
import { RateLimitNotice } from "../rate-limit-notice";
import { ReconnectHost } from "../reconnect-host";

/**
 * A page's data still on its way for the first time: the query is pending and fetching. Queries
 * marked `meta.quiet` (a dashboard tile's series) show their own loading state instead.
 */
const isFirstLoad = (query: { state: { status: string }; meta?: Record<string, unknown> }) => query.state.status === "pending" && query.meta?.quiet !== true;

/**
 * The frame around every page: skip link, a progress bar while a navigation or a page's first data
 * loads (pages show at once, in the shape of what is coming), and scroll handling (a new page
 * starts at the top; Back returns to where the user was).
 */
export function RootLayout() {
  const navigation = useNavigation();
  const loadingData = useIsFetching({ predicate: isFirstLoad }) > 0;
  return (
    <>
      <a className="skip-link" href="#main">Skip to content</a>
      {(navigation.state !== "idle" || loadingData) && <div className="route-progress" role="progressbar" aria-label="Loading page" />}
      <ReconnectHost />
      <Outlet />
      <RateLimitNotice />
      <ScrollRestoration />
    </>
  );
}
