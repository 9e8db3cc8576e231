import { MAX_IP_ACCESS_ENTRIES, type Service, type ServiceEndpoint, type serviceUpdateBodySchema } from "../../shared/schemas/service";
import type { z } from "../../shared/zod";
import { badRequest } from "../http-errors";

type ServiceUpdate = z.output<typeof serviceUpdateBodySchema>;

/** The service after a PATCH (gaps.md "Service update"); throws before changing anything. */
export function applyServiceUpdate(service: Service, update: ServiceUpdate): Service {
  if (update.releaseChannel !== undefined && service.tier !== "production") {
    throw badRequest("releaseChannel is only available for production services");
  }
  if (update.transparentDataEncryptionKeyId !== undefined && service.hasTransparentDataEncryption !== true) {
    throw badRequest("transparentDataEncryptionKeyId cannot be rotated: transparent data encryption is not enabled on this service");
  }
  const available = new Set(service.availablePrivateEndpointIds);
  update.privateEndpointIds?.add?.forEach((id, index) => {
    if (!available.has(id)) {
      throw badRequest(`privateEndpointIds.add[${index}]: ${id} is not an available private endpoint of this service`);
    }
  });

  const next: Service = { ...service };
  if (update.name !== undefined) next.name = update.name;
  if (update.releaseChannel !== undefined) next.releaseChannel = update.releaseChannel;
  if (update.transparentDataEncryptionKeyId !== undefined) {
    next.transparentDataEncryptionKeyId = update.transparentDataEncryptionKeyId;
  }
  if (update.ipAccessList !== undefined) {
    // remove before add (gaps.md); adding a source again replaces its description.
    const removed = new Set((update.ipAccessList.remove ?? []).map((entry) => entry.source.trim()));
    const added = (update.ipAccessList.add ?? []).map((entry) => ({ source: entry.source.trim(), description: entry.description }));
    const addedSources = new Set(added.map((entry) => entry.source));
    next.ipAccessList = [
      ...service.ipAccessList.filter((entry) => !removed.has(entry.source) && !addedSources.has(entry.source)),
      ...added,
    ];
    if (next.ipAccessList.length > MAX_IP_ACCESS_ENTRIES) {
      throw badRequest(`ipAccessList would hold ${next.ipAccessList.length} entries; a service holds at most ${MAX_IP_ACCESS_ENTRIES}`);
    }
  }
  if (update.privateEndpointIds !== undefined) {
    const removed = new Set(update.privateEndpointIds.remove ?? []);
    const kept = service.privateEndpointIds.filter((id) => !removed.has(id));
    next.privateEndpointIds = [...new Set([...kept, ...(update.privateEndpointIds.add ?? [])])];
  }
  if (update.endpoints !== undefined) {
    next.endpoints = update.endpoints.reduce(toggleEndpoint, service.endpoints);
  }
  return next;
}

/** Turns one protocol's endpoint on or off; turning on a protocol the service lacks adds it. */
function toggleEndpoint(
  endpoints: ServiceEndpoint[],
  change: { protocol: string; enabled: boolean },
): ServiceEndpoint[] {
  if (endpoints.some((endpoint) => endpoint.protocol === change.protocol)) {
    return endpoints.map((endpoint) =>
      endpoint.protocol === change.protocol ? { ...endpoint, enabled: change.enabled } : endpoint,
    );
  }
  if (!change.enabled) return endpoints;
  const host = endpoints[0]?.host ?? "localhost";
  return [...endpoints, { protocol: change.protocol, host, port: 3306, username: "default_mysql", enabled: true }];
}
