import { isRouteErrorResponse, Link, useLocation, useRevalidator, useRouteError } from "react-router";
import { isApiError } from "@/lib/api-error";
import { EmptyState } from "@/ui/empty-state";
import { ErrorPanel } from "@/ui/error-panel";
import { PageHeader } from "@/ui/page-header";

/** Whatever a route throws ends here: never a blank page, always the reason and a way on. */
function RouteErrorContent() {
  const error = useRouteError();
  const revalidator = useRevalidator();

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <EmptyState title="Page not found" action={<Link className="button" to="/o">Go to organizations</Link>}>
        {typeof error.data === "string" ? error.data : "There is nothing at this address."}
      </EmptyState>
    );
  }
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

/** For routes outside the service frame: the error is the whole page. */
export function RouteErrorBoundary() {
  return (
    <main id="main" className="page-narrow" tabIndex={-1}>
      <RouteErrorContent />
    </main>
  );
}

/**
 * For a service's pages: the frame's <main> is already there, the error fills it, under a heading
 * and with a way back to the area's list (one level up: a bad id is the usual cause).
 */
export function ServicePageErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const notFound = (isRouteErrorResponse(error) || isApiError(error)) && error.status === 404;
  const up = pathname.replace(/\/[^/]+\/?$/, "");
  return (
    <>
      <title>{`${notFound ? "Not found" : "Error"} · Console`}</title>
      <PageHeader
        title={notFound ? "Not found" : "This page could not be shown"}
        actions={<Link className="button" to={up}>Back</Link>}
      />
      <RouteErrorContent />
    </>
  );
}
