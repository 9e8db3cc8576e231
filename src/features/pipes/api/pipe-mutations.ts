import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { isApiError } from "@/lib/api-error";
import { managementCommand, managementRequest } from "@/lib/http-client";
import { withItems, type ItemList } from "@/lib/item-list";
import { removeWhenUnobserved } from "@/lib/remove-when-unobserved";
import type { ServiceRef } from "@/lib/service-ref";
import { pipeSchema, pipeSettingsSchema, type Pipe, type PipeCommand, type PipeSettings } from "@/shared/schemas/pipe";
import type { PipeScalingBody } from "@/shared/schemas/pipe-create";
import type { PipePatchBody } from "@/shared/schemas/pipe-update";
import { pipeApiPath, pipeSettingsApiPath } from "@/lib/api-paths";
import { pipeQueries } from "./pipe-queries";

/** The list holds the same pipe: replace it there too, so going back shows the new state at once. */
function replaceInList(list: ItemList<Pipe> | undefined, pipe: Pipe): ItemList<Pipe> | undefined {
  return list && withItems(list, list.items.map((candidate) => (candidate.id === pipe.id ? pipe : candidate)));
}

/**
 * A 409 says the pipe is not as this page shows it: it moved on elsewhere (started in another tab,
 * say). The pipe is read again before the refusal shows, so the page shows the state the refusal
 * names and offers what that state allows (a settled pipe is not polled). A rename's 409 is a name
 * taken: nothing to read again (useUpdatePipe).
 */
function useRefreshOnConflict(ref: ServiceRef) {
  const queryClient = useQueryClient();
  return async (error: unknown, { pipeId }: { pipeId: string }) => {
    if (!isApiError(error) || error.status !== 409) return;
    void queryClient.invalidateQueries({ queryKey: pipeQueries.list(ref).queryKey });
    // Once, without the queries' retries: the refusal does not wait on a read that fails.
    await queryClient.fetchQuery({ ...pipeQueries.detail(ref, pipeId), staleTime: 0, retry: false }).catch(() => undefined);
  };
}

/** start / stop / resync (gaps.md: `PATCH …/pipes/{pipeId}/state`). Never retried: a command is not idempotent. */
export function usePipeCommand(ref: ServiceRef) {
  const queryClient = useQueryClient();
  const replace = useReplacePipe(ref);
  const onError = useRefreshOnConflict(ref);
  return useMutation({
    mutationFn: ({ pipeId, command }: { pipeId: string; command: PipeCommand }) =>
      managementRequest(`${pipeApiPath(ref, pipeId)}/state`, pipeSchema, { method: "PATCH", body: { command } }),
    onError,
    onSuccess: async (pipe) => {
      await replace(pipe);
      // The pipe goes on changing after this answer: the list asks again as soon as it is shown.
      void queryClient.invalidateQueries({ queryKey: pipeQueries.list(ref).queryKey });
    },
  });
}

/** Saves the whole settings object (gaps.md: `PUT …/pipes/{pipeId}/settings`). */
export function useSavePipeSettings(ref: ServiceRef) {
  const queryClient = useQueryClient();
  const onError = useRefreshOnConflict(ref);
  return useMutation({
    onError,
    mutationFn: ({ pipeId, settings }: { pipeId: string; settings: PipeSettings }) =>
      managementRequest(pipeSettingsApiPath(ref, pipeId), pipeSettingsSchema, { method: "PUT", body: settings }),
    onSuccess: (settings, { pipeId }) => {
      queryClient.setQueryData(pipeQueries.settings(ref, pipeId).queryKey, settings);
      // The pipe's own copy of its settings and its updatedAt changed with it.
      void queryClient.invalidateQueries({ queryKey: pipeQueries.detail(ref, pipeId).queryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: pipeQueries.list(ref).queryKey });
    },
  });
}

/**
 * The answer is the whole pipe: it replaces the cached pipe here and in the list. A refresh of either
 * still on its way was asked before this change and would write the pipe back as it was: it is
 * cancelled first (the list's polling asks again at its next turn).
 */
export async function replacePipeInCache(queryClient: QueryClient, ref: ServiceRef, pipe: Pipe): Promise<void> {
  const detail = pipeQueries.detail(ref, pipe.id).queryKey;
  const list = pipeQueries.list(ref).queryKey;
  await Promise.all([queryClient.cancelQueries({ queryKey: detail, exact: true }), queryClient.cancelQueries({ queryKey: list, exact: true })]);
  queryClient.setQueryData(detail, pipe);
  queryClient.setQueryData(list, (cached) => replaceInList(cached, pipe));
}

function useReplacePipe(ref: ServiceRef) {
  const queryClient = useQueryClient();
  return (pipe: Pipe) => replacePipeInCache(queryClient, ref, pipe);
}

/** Rename, remap, add or remove table mappings (gaps.md: `PATCH …/pipes/{pipeId}`). */
export function useUpdatePipe(ref: ServiceRef) {
  const replace = useReplacePipe(ref);
  const refreshOnConflict = useRefreshOnConflict(ref);
  return useMutation({
    onError: (error, variables: { pipeId: string; body: PipePatchBody }) =>
      Object.keys(variables.body).some((key) => key !== "name") ? refreshOnConflict(error, variables) : undefined,
    mutationFn: ({ pipeId, body }: { pipeId: string; body: PipePatchBody }) =>
      managementRequest(pipeApiPath(ref, pipeId), pipeSchema, { method: "PATCH", body }),
    onSuccess: replace,
  });
}

/** `PATCH …/pipes/{pipeId}/scaling`: replicas and replica size, within the shared bounds. */
export function useScalePipe(ref: ServiceRef) {
  const replace = useReplacePipe(ref);
  const onError = useRefreshOnConflict(ref);
  return useMutation({
    onError,
    mutationFn: ({ pipeId, scaling }: { pipeId: string; scaling: PipeScalingBody }) =>
      managementRequest(`${pipeApiPath(ref, pipeId)}/scaling`, pipeSchema, { method: "PATCH", body: scaling }),
    onSuccess: replace,
  });
}

/** `DELETE …/pipes/{pipeId}`: gone from the list at once. */
export function useDeletePipe(ref: ServiceRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pipeId }: { pipeId: string }) => managementCommand(pipeApiPath(ref, pipeId), { method: "DELETE" }),
    onSuccess: (_answer, { pipeId }) => {
      // The list drops the pipe at once. The page still shown keeps its copy until it is left; then the
      // copy goes, so a page that shows the pipe again (browser Back) asks again and says it is gone,
      // instead of offering its actions as if it were still running.
      queryClient.setQueryData(pipeQueries.list(ref).queryKey, (list) => list && withItems(list, list.items.filter((pipe) => pipe.id !== pipeId)));
      void queryClient.invalidateQueries({ queryKey: pipeQueries.list(ref).queryKey });
      removeWhenUnobserved(queryClient, pipeQueries.detail(ref, pipeId).queryKey);
      removeWhenUnobserved(queryClient, pipeQueries.settings(ref, pipeId).queryKey);
    },
  });
}
