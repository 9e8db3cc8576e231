import { describe, expect, it } from "vitest";
import { isEndpointOn, protocolLabel } from "./service-endpoints-model";

describe("a service's endpoints, as the page shows them", () => {
  it("names each protocol the API lists in words, and one it does not know as sent", () => {
    expect(["https", "nativesecure", "mysql"].map(protocolLabel)).toEqual(["HTTPS", "Native (TLS)", "MySQL"]);
    expect(protocolLabel("grpc")).toBe("grpc");
    expect(protocolLabel("constructor")).toBe("constructor");
  });

  it("takes a listed endpoint without `enabled` as on, and only `enabled: false` as off", () => {
    expect(isEndpointOn({})).toBe(true);
    expect(isEndpointOn({ enabled: true })).toBe(true);
    expect(isEndpointOn({ enabled: false })).toBe(false);
  });
});
