import { useMutation, useQueryClient } from "@tanstack/react-query";
import { managementRequest } from "@/lib/http-client";
import type { ServiceRef } from "@/lib/service-ref";
import { pipeSchema } from "@/shared/schemas/pipe";
import type { PipeCreateBody } from "@/shared/schemas/pipe-create";
import { pipesApiPath } from "@/lib/api-paths";
import { pipeQueries } from "../../api/pipe-queries";

/** `POST …/pipes` (gaps.md "Pipe lifecycle"). Never retried: a second try could create a second pipe. */
export function useCreatePipe(ref: ServiceRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PipeCreateBody) => managementRequest(pipesApiPath(ref), pipeSchema, { method: "POST", body }),
    onSuccess: (pipe) => {
      // The new pipe's page shows at once; the list asks again, since it has one more.
      queryClient.setQueryData(pipeQueries.detail(ref, pipe.id).queryKey, pipe);
      void queryClient.invalidateQueries({ queryKey: pipeQueries.list(ref).queryKey });
    },
  });
}
