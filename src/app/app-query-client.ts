import { createQueryClient } from "@/lib/query-client";

/** The one cache of server state; route loaders and components share it. */
export const queryClient = createQueryClient();
