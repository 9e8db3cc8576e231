import type { ReactNode } from "react";
import { isRouteErrorResponse, Link, useLocation, useRevalidator, useRouteError } from "react-router";
import { isApiError } from "@/lib/api-error";
import { ErrorPanel } from "@/ui/error-panel";
import { PageHeader } from "@/ui/page-header";

/** Whatever a route throws ends here: never a blank page, always the reason and a way on. */
function RouteErrorContent() {
  const error = useRouteError();
  const revalidator = useRevalidator();

  if (isApiError(error) && error.status === 401) {
    // The reconnect dialog asks for a key over this page; Try again reads it once connected.
    return <ErrorPanel error={error} title="The server refused this console's credentials" onRetry={() => void revalidator.revalidate()} />;
  }
  if (isApiError(error) && error.status === 404) {
    return <ErrorPanel error={error} title="Not found" />;
  }
  return (
    <ErrorPanel
      error={isRouteErrorResponse(error) ? new Error(String(error.data ?? error.statusText)) : error}
      title="This page could not be shown"
      onRetry={() => void revalidator.revalidate()}
    />
  );
}

/**
 * The error under a heading, with a way on beside it: for a service's page back to its area's list, for any
 * other page (outside the service frame, with no top bar) to the console's start.
 */
function ErrorPage({ wayOn }: { wayOn: ReactNode }) {
  const error = useRouteError();
  // An address that names no page (a "*" route, or one without its ids): the header says all there is.
  const noPage = isRouteErrorResponse(error) && error.status === 404;
  const notFound = noPage || (isApiError(error) && error.status === 404);
  return (
    <>
      <title>{`${notFound ? "Not found" : "Error"} · Console`}</title>
      <PageHeader
        title={noPage ? "Page not found" : notFound ? "Not found" : "This page could not be shown"}
        description={noPage && String(error.data)}
        actions={wayOn}
      />
      {!noPage && <RouteErrorContent />}
    </>
  );
}

/** For routes outside the service frame: the error is the whole page. */
export function RouteErrorBoundary() {
  return (
    <main id="main" className="page-narrow" tabIndex={-1}>
      <ErrorPage wayOn={<Link className="button" to="/">Go to the start</Link>} />
    </main>
  );
}

/** For a service's pages: the frame's <main> is already there; one level up, as a bad id is the usual cause. */
export function ServicePageErrorBoundary() {
  const up = useLocation().pathname.replace(/\/[^/]+\/?$/, "");
  return <ErrorPage wayOn={<Link className="button" to={up}>Back</Link>} />;
}
