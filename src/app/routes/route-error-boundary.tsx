import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from "react-router";
import { isApiError } from "@/lib/api-error";
import { EmptyState } from "@/ui/empty-state";
import { ErrorPanel } from "@/ui/error-panel";

/** Whatever a route throws ends here: never a blank page, always the reason and a way on. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main id="main" className="page-narrow">
        <EmptyState title="Page not found" action={<Link className="button" to="/o">Go to organizations</Link>}>
          {typeof error.data === "string" ? error.data : "There is nothing at this address."}
        </EmptyState>
      </main>
    );
  }
  if (isApiError(error) && error.status === 401) {
    return (
      <main id="main" className="page-narrow">
        <p role="status">Your credentials were refused. Taking you to the connect page…</p>
      </main>
    );
  }
  if (isApiError(error) && error.status === 404) {
    return (
      <main id="main" className="page-narrow">
        <ErrorPanel error={error} title="Not found" />
      </main>
    );
  }
  return (
    <main id="main" className="page-narrow">
      <ErrorPanel
        error={isRouteErrorResponse(error) ? new Error(String(error.data ?? error.statusText)) : error}
        title="This page could not be shown"
        onRetry={() => void revalidator.revalidate()}
      />
    </main>
  );
}
