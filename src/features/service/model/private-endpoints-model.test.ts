// @vitest-environment node
import { describe, expect, it } from "vitest";
import { serviceUpdateBodySchema } from "@/shared/schemas/service";
import {
  addablePrivateEndpointIds,
  addPrivateEndpoint,
  discardPrivateEndpoint,
  EMPTY_PRIVATE_ENDPOINT_DRAFT,
  isPrivateEndpointDraftDirty,
  privateEndpointIdError,
  privateEndpointsBody,
  togglePrivateEndpointRemoval,
} from "./private-endpoints-model";

const SERVICE = {
  privateEndpointIds: ["vpce-a"],
  availablePrivateEndpointIds: ["vpce-a", "vpce-b", "vpce-c"],
};

describe("private endpoint choices", () => {
  it("offers the available ids not attached and not already waiting", () => {
    expect(addablePrivateEndpointIds(SERVICE, EMPTY_PRIVATE_ENDPOINT_DRAFT)).toEqual(["vpce-b", "vpce-c"]);
    expect(addablePrivateEndpointIds(SERVICE, addPrivateEndpoint(EMPTY_PRIVATE_ENDPOINT_DRAFT, "vpce-c"))).toEqual(["vpce-b"]);
  });
  it.each([
    ["", "Enter a private endpoint id."],
    ["vpce x", "A private endpoint id has no spaces."],
    ["vpce-a", "Private endpoint vpce-a is already attached."],
    [`vpce-${"a".repeat(124)}`, "A private endpoint id is at most 128 characters (this one has 129)."],
    ["<b>bold</b>", "A private endpoint id has no “<”: it is an id such as vpce-0123456789abcdef0, not text or markup."],
    ["vpce-1\"onmouseover=x", "A private endpoint id has no “\"”: it is an id such as vpce-0123456789abcdef0, not text or markup."],
  ])("refuses the typed id %j", (value, message) => {
    expect(privateEndpointIdError(value, SERVICE, EMPTY_PRIVATE_ENDPOINT_DRAFT)).toBe(message);
  });
  it("refuses an id already waiting to be added, and accepts one the server may know", () => {
    const draft = addPrivateEndpoint(EMPTY_PRIVATE_ENDPOINT_DRAFT, "vpce-b");
    expect(privateEndpointIdError(" vpce-b ", SERVICE, draft)).toBe("Private endpoint vpce-b is already in the list to add.");
    expect(privateEndpointIdError("vpce-typed", SERVICE, draft)).toBeUndefined();
  });
  it("takes ids of other clouds than AWS: no format is given for them", () => {
    for (const id of ["1234567890123456789", "pe-azure.6f2a1c3e-8d4b-4f6a-9e1d-2c3b4a5d6e7f", "projects/p/regions/r/forwardingRules/f"]) {
      expect(privateEndpointIdError(id, SERVICE, EMPTY_PRIVATE_ENDPOINT_DRAFT)).toBeUndefined();
    }
  });
});

describe("private endpoint ids and the shared text rules", () => {
  it("refuses control and direction characters, as the server does", () => {
    expect(privateEndpointIdError("vpce-\u2066x", SERVICE, EMPTY_PRIVATE_ENDPOINT_DRAFT)).toBe(
      "A private endpoint id must not contain control or direction characters (U+2066 at character 6).",
    );
  });
});

describe("private endpoints body", () => {
  it("holds only privateEndpointIds with add and remove", () => {
    const draft = togglePrivateEndpointRemoval(addPrivateEndpoint(addPrivateEndpoint(EMPTY_PRIVATE_ENDPOINT_DRAFT, "vpce-b"), " vpce-typed "), "vpce-a");
    const body = privateEndpointsBody(SERVICE, draft);
    expect(body).toEqual({ privateEndpointIds: { add: ["vpce-b", "vpce-typed"], remove: ["vpce-a"] } });
    expect(serviceUpdateBodySchema.parse(body)).toEqual(body);
  });
  it("is clean again once every edit is undone", () => {
    const draft = discardPrivateEndpoint(togglePrivateEndpointRemoval(togglePrivateEndpointRemoval(addPrivateEndpoint(EMPTY_PRIVATE_ENDPOINT_DRAFT, "vpce-b"), "vpce-a"), "vpce-a"), "vpce-b");
    expect(isPrivateEndpointDraftDirty(draft)).toBe(false);
    expect(privateEndpointsBody(SERVICE, draft)).toEqual({ privateEndpointIds: { add: [], remove: [] } });
  });
});
