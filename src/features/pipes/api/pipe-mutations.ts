import { useMutation, useQueryClient } from "@tanstack/react-query";
import { managementRequest } from "@/lib/http-client";
import type { ServiceRef } from "@/lib/service-ref";
import { pipeSchema, pipeSettingsSchema, type Pipe, type PipeCommand, type PipeSettings } from "@/shared/schemas/pipe";
import { pipeApiPath, pipeQueries } from "./pipe-queries";

/** The list holds the same pipe: replace it there too, so going back shows the new state at once. */
function replaceInList(list: Pipe[] | undefined, pipe: Pipe): Pipe[] | undefined {
  return list?.map((candidate) => (candidate.id === pipe.id ? pipe : candidate));
}

/** start / stop / resync (gaps.md: `PATCH …/pipes/{pipeId}/state`). Never retried: a command is not idempotent. */
export function usePipeCommand(ref: ServiceRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pipeId, command }: { pipeId: string; command: PipeCommand }) =>
      managementRequest(`${pipeApiPath(ref, pipeId)}/state`, pipeSchema, { method: "PATCH", body: { command } }),
    onSuccess: (pipe) => {
      queryClient.setQueryData(pipeQueries.detail(ref, pipe.id).queryKey, pipe);
      queryClient.setQueryData(pipeQueries.list(ref).queryKey, (list) => replaceInList(list, pipe));
      // The pipe goes on changing after this answer: the list asks again as soon as it is shown.
      void queryClient.invalidateQueries({ queryKey: pipeQueries.list(ref).queryKey });
    },
  });
}

/** Saves the whole settings object (gaps.md: `PUT …/pipes/{pipeId}/settings`). */
export function useSavePipeSettings(ref: ServiceRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pipeId, settings }: { pipeId: string; settings: PipeSettings }) =>
      managementRequest(`${pipeApiPath(ref, pipeId)}/settings`, pipeSettingsSchema, { method: "PUT", body: settings }),
    onSuccess: (settings, { pipeId }) => {
      queryClient.setQueryData(pipeQueries.settings(ref, pipeId).queryKey, settings);
      // The pipe's own copy of its settings and its updatedAt changed with it.
      void queryClient.invalidateQueries({ queryKey: pipeQueries.detail(ref, pipeId).queryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: pipeQueries.list(ref).queryKey });
    },
  });
}
