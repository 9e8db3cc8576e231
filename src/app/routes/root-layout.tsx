import { Outlet, ScrollRestoration, useNavigation } from "react-router";

/**
 * The frame around every page: skip link, a progress bar while a navigation loads, and scroll
 * handling (a new page starts at the top; Back returns to where the user was).
 */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <a className="skip-link" href="#main">Skip to content</a>
      {navigation.state !== "idle" && <div className="route-progress" role="progressbar" aria-label="Loading page" />}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
