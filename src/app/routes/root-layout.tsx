import { Outlet, useNavigation } from "react-router";

/** The frame around every page: skip link and a progress bar while a navigation loads. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <a className="skip-link" href="#main">Skip to content</a>
      {navigation.state !== "idle" && <div className="route-progress" role="progressbar" aria-label="Loading page" />}
      <Outlet />
    </>
  );
}
