import { describe, expect, it } from "vitest";
import { isApiPath, isDashboardApiPath, isManagementApiPath, isServerPath } from "./server-paths";

describe("server paths", () => {
  it("a prefix matches itself and what lies below it, never a longer name", () => {
    expect(isManagementApiPath("/v1")).toBe(true);
    expect(isManagementApiPath("/v1/organizations")).toBe(true);
    expect(isManagementApiPath("/v1x")).toBe(false);
    expect(isDashboardApiPath("/api/v3/anything")).toBe(true);
    expect(isDashboardApiPath("/apis")).toBe(false);
  });

  it("the server's own paths are server paths but not API paths", () => {
    for (const path of ["/healthz", "/console-config.json", "/console-session"]) {
      expect(isServerPath(path), path).toBe(true);
      expect(isApiPath(path), path).toBe(false);
    }
  });

  it("the SPA's routes and files are not", () => {
    for (const path of ["/", "/connect", "/o/x/s/y/pipes", "/assets/index-abc.js", "/robots.txt", "/healthzz", "/console-config.jsonp"]) {
      expect(isServerPath(path), path).toBe(false);
    }
  });
});
