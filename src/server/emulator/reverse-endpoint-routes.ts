import { randomBytes, randomUUID } from "node:crypto";
import { Hono } from "hono";
import {
  MAX_REVERSE_ENDPOINTS_PER_SERVICE, reverseEndpointCreateBodySchema, type ReverseEndpoint, type ReverseEndpointCreateBody,
} from "../../shared/schemas/reverse-endpoint";
import { conflict, notFound } from "../http-errors";
import { managementDeleted, managementOk } from "../api-responses";
import type { AppEnv } from "../app-env";
import { parseJsonBody } from "../request-body";
import type { DataStore } from "./data-store";
import type { EmulatorData, StoredReverseEndpoint } from "./emulator-data";
import type { TransitionDurations } from "./emulator-config";
import { SERVICE_PATH, findService, requireUuid } from "./scope";
import { currentState, transitionAfter } from "./transitions";

const ENDPOINTS_PATH = `${SERVICE_PATH}/pipesReversePrivateEndpoints`;
const ENDPOINT_PATH = `${ENDPOINTS_PATH}/:reversePrivateEndpointId`;

type EndpointParams = { organizationId: string; serviceId: string; reversePrivateEndpointId: string };

function endpointView(stored: StoredReverseEndpoint, now: number): ReverseEndpoint {
  const { state } = currentState(stored.record.status, stored.transition, now);
  return state === stored.record.status ? stored.record : { ...stored.record, status: state };
}

function findEndpoint(data: EmulatorData, params: EndpointParams) {
  const service = findService(data, params);
  const id = requireUuid(params.reversePrivateEndpointId, "reversePrivateEndpointId");
  const index = data.reverseEndpoints.findIndex((e) => e.record.id === id && e.record.serviceId === service.record.id);
  const stored = data.reverseEndpoints[index];
  if (stored === undefined) throw notFound(`reverse private endpoint ${id} not found`);
  return { stored, index };
}

const hex = (bytes: number) => randomBytes(bytes).toString("hex");

/** A new endpoint: only its own type's fields (gaps.md "Fidelity"), the returned-only fields made up like AWS does. */
function newEndpoint(serviceId: string, body: ReverseEndpointCreateBody): ReverseEndpoint {
  const endpointId = `vpce-0${hex(8)}`;
  const region = "eu-west-1";
  const base = {
    id: randomUUID(),
    serviceId,
    description: body.description,
    type: body.type,
    endpointId,
    dnsNames: [`${endpointId}-${hex(4)}.vpce.${region}.vpce.amazonaws.com`],
    privateDnsNames: [] as string[],
    status: "Provisioning",
  };
  switch (body.type) {
    case "VPC_ENDPOINT_SERVICE":
      return { ...base, vpcEndpointServiceName: body.vpcEndpointServiceName };
    case "VPC_RESOURCE":
      return {
        ...base,
        vpcResourceConfigurationId: body.vpcResourceConfigurationId,
        vpcResourceShareArn: body.vpcResourceShareArn,
        privateDnsNames: [`${body.vpcResourceConfigurationId}.resource.${region}.vpce.amazonaws.com`],
      };
    case "MSK_MULTI_VPC":
      return {
        ...base,
        mskClusterArn: body.mskClusterArn,
        mskAuthentication: body.mskAuthentication,
        privateDnsNames: [1, 2, 3].map((n) => `b-${n}.${hex(3)}.kafka.${region}.amazonaws.com`),
      };
  }
}

/** Reverse private endpoints: create, get (api.md rows 3-4), list, delete (gaps.md). */
export function reverseEndpointRoutes(store: DataStore, durations: TransitionDurations): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(ENDPOINTS_PATH, (c) => {
    const data = store.read();
    const service = findService(data, c.req.param());
    const now = Date.now();
    return managementOk(
      c,
      data.reverseEndpoints.filter((e) => e.record.serviceId === service.record.id).map((e) => endpointView(e, now)),
    );
  });

  routes.post(ENDPOINTS_PATH, async (c) => {
    findService(store.read(), c.req.param());
    const body = await parseJsonBody(c, reverseEndpointCreateBodySchema);
    const result = await store.mutate((data) => {
      const service = findService(data, c.req.param());
      const count = data.reverseEndpoints.filter((e) => e.record.serviceId === service.record.id).length;
      if (count >= MAX_REVERSE_ENDPOINTS_PER_SERVICE) {
        throw conflict(`the service already has ${count} reverse private endpoints, the most it can hold; delete one first`);
      }
      const record = newEndpoint(service.record.id, body);
      data.reverseEndpoints.push({
        record,
        transition: transitionAfter("Ready", durations.endpointProvisionMs, Date.now()),
      });
      return record;
    });
    return managementOk(c, result);
  });

  routes.get(ENDPOINT_PATH, (c) => managementOk(c, endpointView(findEndpoint(store.read(), c.req.param()).stored, Date.now())));

  // The endpoint simply disappears: the emulator does not show a Deleting phase.
  routes.delete(ENDPOINT_PATH, async (c) => {
    await store.mutate((data) => {
      const { index } = findEndpoint(data, c.req.param());
      data.reverseEndpoints.splice(index, 1);
    });
    return managementDeleted(c);
  });

  return routes;
}
