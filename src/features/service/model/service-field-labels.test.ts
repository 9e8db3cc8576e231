import { describe, expect, it } from "vitest";
import { inServicePageWords } from "./service-field-labels";

describe("inServicePageWords", () => {
  it("names the refused field as the page does, and keeps the server's words", () => {
    expect(inServicePageWords("privateEndpointIds.remove[0]: vpce-x is not attached to this service"))
      .toBe("Private endpoints: vpce-x is not attached to this service");
    expect(inServicePageWords("releaseChannel is only available for production services")).toBe("Release channel is only available for production services");
    expect(inServicePageWords("ipAccessList.add[2].source: must be an IPv4 address")).toBe("IP access list: must be an IPv4 address");
    expect(inServicePageWords("name is required")).toBe("Service name is required");
  });

  it("says what to do where the server's words do not: an endpoint id it refused to attach", () => {
    expect(inServicePageWords("privateEndpointIds.add[0]: vpce-x is not an available private endpoint of this service")).toBe(
      "Private endpoints: vpce-x is not an available private endpoint of this service. Check the id in your cloud account, or attach one listed under “Available to attach”.",
    );
    // A sentence the server ended keeps its own stop.
    expect(inServicePageWords("privateEndpointIds.add[1]: vpce-y is not an available private endpoint of this service.")).toBe(
      "Private endpoints: vpce-y is not an available private endpoint of this service. Check the id in your cloud account, or attach one listed under “Available to attach”.",
    );
    // The same field refused for another reason gets no advice that would not fit it.
    expect(inServicePageWords("privateEndpointIds.add[0]: vpce-x is already attached")).toBe("Private endpoints: vpce-x is already attached");
  });

  it("leaves a message that starts with no field of the service as it is", () => {
    expect(inServicePageWords("The service is busy")).toBe("The service is busy");
    expect(inServicePageWords("constructor: nope")).toBe("constructor: nope");
    expect(inServicePageWords("request body is invalid")).toBe("request body is invalid");
  });
});
