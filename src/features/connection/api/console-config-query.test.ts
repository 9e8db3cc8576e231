import { describe, expect, it } from "vitest";
import { parseConsoleConfig } from "./console-config-query";

describe("parseConsoleConfig", () => {
  it("reads the emulator's demo credentials", () => {
    const demoCredentials = { keyId: "k", keySecret: "s", dashboardToken: "t" };
    expect(parseConsoleConfig({ mode: "emulator", demoCredentials })).toEqual({ mode: "emulator", demoCredentials, accessTokenRequired: false, sessionActive: false });
  });
  it("reads an emulator that offers no demo credentials (it was given its own)", () => {
    expect(parseConsoleConfig({ mode: "emulator" })).toEqual({ mode: "emulator", accessTokenRequired: false, sessionActive: false });
  });
  it("reads whether the console access token is needed and whether this browser has a session", () => {
    expect(parseConsoleConfig({ mode: "upstream", credentialsProvided: true, accessTokenRequired: true, sessionActive: false })).toMatchObject({ accessTokenRequired: true, sessionActive: false });
    expect(parseConsoleConfig({ mode: "emulator", accessTokenRequired: true, sessionActive: true })).toMatchObject({ accessTokenRequired: true, sessionActive: true });
    expect(parseConsoleConfig({ mode: "emulator", accessTokenRequired: "yes" })).toMatchObject({ accessTokenRequired: false });
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
