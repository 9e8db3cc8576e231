import { Hono } from "hono";
import { serviceUpdateBodySchema } from "../../shared/schemas/service";
import { managementOk } from "../api-responses";
import type { AppEnv } from "../app-env";
import { parseJsonBody } from "../request-body";
import type { DataStore } from "./data-store";
import { ORGANIZATIONS_PATH, ORGANIZATION_PATH, SERVICE_PATH, findOrganization, findService } from "./scope";
import { applyServiceUpdate } from "./service-update";

/** Discovery (organizations, services) and the service update (api.md row 5). */
export function managementRoutes(store: DataStore): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(ORGANIZATIONS_PATH, (c) => managementOk(c, store.read().organizations));

  routes.get(ORGANIZATION_PATH, (c) => managementOk(c, findOrganization(store.read(), c.req.param("organizationId"))));

  routes.get(`${ORGANIZATION_PATH}/services`, (c) => {
    const data = store.read();
    const organization = findOrganization(data, c.req.param("organizationId"));
    return managementOk(
      c,
      data.services.filter((service) => service.organizationId === organization.id).map((service) => service.record),
    );
  });

  routes.get(SERVICE_PATH, (c) => managementOk(c, findService(store.read(), c.req.param()).record));

  routes.patch(SERVICE_PATH, async (c) => {
    findService(store.read(), c.req.param());
    const update = await parseJsonBody(c, serviceUpdateBodySchema);
    const result = await store.mutate((data) => {
      const stored = findService(data, c.req.param());
      stored.record = applyServiceUpdate(stored.record, update);
      return stored.record;
    });
    return managementOk(c, result);
  });

  return routes;
}
