/**
 * The ids api.md declares as uuids (organizations, services, pipes, reverse private endpoints): the
 * emulator refuses any other as a 400, and the console tells such an address apart by the same test.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
