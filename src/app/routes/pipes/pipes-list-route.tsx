import { Link, useLocation, useParams, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from "react-router";
import { queryClient } from "@/app/app-query-client";
import { serviceRefFrom } from "@/app/route-params";
import { pipeQueries } from "@/features/pipes/api/pipe-queries";
import { PipesList } from "@/features/pipes/components/pipes-list";
import { serviceRoutePath } from "@/lib/route-paths";
import { PageHeader } from "@/ui/page-header";
import { PAGE_HEADINGS } from "@/shared/page-headings";

/**
 * Starts loading the list while the page's code loads, without holding the navigation: the page
 * shows its skeleton, and a failure shows in the page with a retry instead of replacing it.
 */
export function loader({ params }: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(pipeQueries.list(serviceRefFrom(params)));
  return null;
}

/** Search, filters and sort live in the query string; changing them is not a reason to load again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/** The pipe the detail page just deleted, passed in the navigation's state. */
function deletedPipeFrom(state: unknown): string | undefined {
  if (typeof state !== "object" || state === null || !("deletedPipe" in state)) return undefined;
  return typeof state.deletedPipe === "string" ? state.deletedPipe : undefined;
}

/** Ingestion pipes of this service. */
export function Component() {
  const ref = serviceRefFrom(useParams());
  const deleted = deletedPipeFrom(useLocation().state);
  return (
    <>
      <title>Pipes · Console</title>
      <PageHeader
        {...PAGE_HEADINGS.pipes}
        actions={<Link className="button button--primary" to={`${serviceRoutePath(ref)}/pipes/new`}>Create pipe</Link>}
      />
      {deleted && <p className="success-note pipe-deleted-note" role="status">Pipe {deleted} was deleted.</p>}
      <PipesList serviceRef={ref} />
    </>
  );
}
