import { queryOptions } from "@tanstack/react-query";
import { z } from "@/shared/zod";
import { ORGANIZATIONS_API_PATH, servicesApiPath } from "@/lib/api-paths";
import { managementRequest } from "@/lib/http-client";
import { organizationKey } from "@/lib/query-keys";
import { organizationSchema } from "@/shared/schemas/organization";
import { serviceSchema } from "@/shared/schemas/service";

/** Discovery (gaps.md): what the key can see, so the user picks by clicking instead of typing uuids. */
export const discoveryQueries = {
  organizations: () =>
    queryOptions({
      queryKey: ["organizations"],
      queryFn: ({ signal }) => managementRequest(ORGANIZATIONS_API_PATH, z.array(organizationSchema), { signal }),
    }),
  services: (organizationId: string) =>
    queryOptions({
      queryKey: [...organizationKey(organizationId), "services"],
      queryFn: ({ signal }) =>
        managementRequest(servicesApiPath(organizationId), z.array(serviceSchema), { signal }),
    }),
};
