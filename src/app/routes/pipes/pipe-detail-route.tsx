import { useLocation, useParams, type LoaderFunctionArgs } from "react-router";
import { queryClient } from "@/app/app-query-client";
import { requireParam, serviceRefFrom } from "@/app/route-params";
import { pipeQueries } from "@/features/pipes/api/pipe-queries";
import { PipeDetail } from "@/features/pipes/components/pipe-detail";

/** Starts loading the pipe and its settings with the page's code; the page shows a skeleton meanwhile. */
export function loader({ params }: LoaderFunctionArgs) {
  const ref = serviceRefFrom(params);
  const pipeId = requireParam(params, "pipeId");
  void queryClient.prefetchQuery(pipeQueries.detail(ref, pipeId));
  void queryClient.prefetchQuery(pipeQueries.settings(ref, pipeId));
  return null;
}

function listSearchFrom(state: unknown): string | undefined {
  if (typeof state !== "object" || state === null || !("listSearch" in state)) return undefined;
  return typeof state.listSearch === "string" && state.listSearch.startsWith("?") ? state.listSearch : undefined;
}

/** One pipe: its source, destination and settings, and its start/stop/resync. The title comes with the pipe's name. */
export function Component() {
  const params = useParams();
  const location = useLocation();
  return <PipeDetail serviceRef={serviceRefFrom(params)} pipeId={requireParam(params, "pipeId")} listSearch={listSearchFrom(location.state)} />;
}
