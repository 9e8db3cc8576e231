import { describe, expect, it } from "vitest";
import { parseConsoleConfig } from "./console-config-query";

describe("parseConsoleConfig", () => {
  it("reads the emulator's demo credentials", () => {
    const demoCredentials = { keyId: "k", keySecret: "s", dashboardToken: "t" };
    expect(parseConsoleConfig({ mode: "emulator", demoCredentials })).toEqual({ mode: "emulator", demoCredentials });
  });
  it("reads an emulator that offers no demo credentials (it was given its own)", () => {
    expect(parseConsoleConfig({ mode: "emulator" })).toEqual({ mode: "emulator" });
  });
  it("reads upstream mode and whether the server holds the credentials", () => {
    expect(parseConsoleConfig({ mode: "upstream", credentialsProvided: true })).toMatchObject({ mode: "upstream", credentialsProvided: true, dashboardCredentialsProvided: false });
  });
  it("never takes demo credentials from an upstream answer", () => {
    expect(parseConsoleConfig({ mode: "upstream", credentialsProvided: false, demoCredentials: { keyId: "k", keySecret: "s", dashboardToken: "t" } })).not.toHaveProperty("demoCredentials");
  });
  it("refuses what it does not understand", () => {
    expect(parseConsoleConfig(null)).toBeUndefined();
    expect(parseConsoleConfig({ mode: "other" })).toBeUndefined();
    expect(parseConsoleConfig({ mode: "emulator", demoCredentials: { keyId: 1 } })).toBeUndefined();
  });
});
