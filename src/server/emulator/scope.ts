import { MANAGEMENT_API_BASE } from "../../shared/server-paths";
import { UUID_PATTERN } from "../../shared/uuid";
import { badRequest, notFound } from "../http-errors";
import type { EmulatorData, StoredService } from "./emulator-data";

/** Every management path starts here; route modules build on it so Hono types their params. */
export const ORGANIZATIONS_PATH = `${MANAGEMENT_API_BASE}/organizations`;
export const ORGANIZATION_PATH = `${ORGANIZATIONS_PATH}/:organizationId`;
export const SERVICE_PATH = `${ORGANIZATION_PATH}/services/:serviceId`;

/** Path ids the API declares as uuids: anything else is a 400, not a 404 (gaps.md). */
export function requireUuid(value: string, name: string): string {
  if (!UUID_PATTERN.test(value)) throw badRequest(`${name} must be a uuid`);
  return value.toLowerCase();
}

export function findOrganization(data: EmulatorData, organizationId: string) {
  const id = requireUuid(organizationId, "organizationId");
  const organization = data.organizations.find((org) => org.id === id);
  if (organization === undefined) throw notFound(`organization ${id} not found`);
  return organization;
}

/** The service, only when it belongs to the organization in the path. */
export function findService(data: EmulatorData, params: { organizationId: string; serviceId: string }): StoredService {
  const organization = findOrganization(data, params.organizationId);
  const id = requireUuid(params.serviceId, "serviceId");
  const service = data.services.find((s) => s.record.id === id && s.organizationId === organization.id);
  if (service === undefined) throw notFound(`service ${id} not found in organization ${organization.id}`);
  return service;
}

/** A stack record (dashboard, alert, …) of the service; their ids are plain strings. */
export function findScoped<T extends { serviceId: string; record: { id: string } }>(
  records: readonly T[],
  serviceId: string,
  id: string,
  what: string,
): T {
  const found = records.find((item) => item.serviceId === serviceId && item.record.id === id);
  if (found === undefined) throw notFound(`${what} ${id} not found`);
  return found;
}
