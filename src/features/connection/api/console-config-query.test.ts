import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { consoleConfigSchema } from "@/shared/schemas/console-config";
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

/*
 * The reader above is written by hand to keep zod off the first page; the shared schema the server
 * answers with stays the one definition, and these properties hold the reader to it.
 */
describe("parseConsoleConfig against the shared schema", () => {
  const flag = fc.option(fc.boolean(), { nil: undefined });
  const credentials = fc.record({ keyId: fc.string(), keySecret: fc.string(), dashboardToken: fc.string() });
  const access = { accessTokenRequired: flag, sessionActive: flag };
  const emulator = fc.record({ mode: fc.constant("emulator" as const), ...access, demoCredentials: fc.option(credentials, { nil: undefined }) }, { requiredKeys: ["mode"] });
  const upstream = fc.record(
    { mode: fc.constant("upstream" as const), ...access, credentialsProvided: fc.boolean(), dashboardCredentialsProvided: flag, dashboardApiConfigured: flag },
    { requiredKeys: ["mode", "credentialsProvided"] },
  );

  it("reads every answer the schema accepts, with the schema's meaning and the page's defaults", () => {
    fc.assert(
      fc.property(fc.oneof(emulator, upstream), (answer) => {
        const config = consoleConfigSchema.parse(answer);
        const defaults = { accessTokenRequired: config.accessTokenRequired === true, sessionActive: config.sessionActive === true };
        const expected =
          config.mode === "upstream"
            ? { ...config, ...defaults, dashboardCredentialsProvided: config.dashboardCredentialsProvided === true, dashboardApiConfigured: config.dashboardApiConfigured !== false }
            : { mode: config.mode, ...defaults, ...(config.demoCredentials ? { demoCredentials: config.demoCredentials } : {}) };
        expect(parseConsoleConfig(answer)).toEqual(expected);
      }),
    );
  });

  it("refuses what the schema refuses: another mode, or demo credentials that are not three strings", () => {
    const otherMode = fc.record({ mode: fc.string().filter((mode) => mode !== "emulator" && mode !== "upstream") });
    const badDemo = fc.record({
      mode: fc.constant("emulator"),
      demoCredentials: fc.oneof(fc.constant(null), fc.integer(), fc.record({ keyId: fc.integer(), keySecret: fc.string(), dashboardToken: fc.string() })),
    });
    fc.assert(
      fc.property(fc.oneof(otherMode, badDemo), (answer) => {
        expect(consoleConfigSchema.safeParse(answer).success).toBe(false);
        expect(parseConsoleConfig(answer)).toBeUndefined();
      }),
    );
  });
});
