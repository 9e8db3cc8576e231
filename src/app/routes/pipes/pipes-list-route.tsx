import { useParams, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from "react-router";
import { queryClient } from "@/app/app-query-client";
import { serviceRefFrom } from "@/app/route-guards";
import { pipeQueries } from "@/features/pipes/api/pipe-queries";
import { PipesList } from "@/features/pipes/components/pipes-list";
import { PageHeader } from "@/ui/page-header";

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

/** Ingestion pipes of this service. */
export function Component() {
  const ref = serviceRefFrom(useParams());
  return (
    <>
      <title>Pipes · Console</title>
      <PageHeader title="Pipes" description="Ingestion pipes of this service: where each reads from, where it writes, and how it runs." />
      <PipesList serviceRef={ref} />
    </>
  );
}
