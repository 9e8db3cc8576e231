import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError } from "./config-error";
import { parseServerEnv } from "./server-env";

describe("the server's environment, through one schema", () => {
  it("unset and empty variables take their defaults", () => {
    for (const env of [{}, { HOST: "", PORT: "", CONSOLE_DATA_DIR: "", UPSTREAM_TIMEOUT_MS: "", LOG_REQUESTS: "" }]) {
      const parsed = parseServerEnv(env);
      expect(parsed.HOST).toBe("127.0.0.1");
      expect(parsed.PORT).toBe(4173);
      expect(parsed.CONSOLE_DATA_DIR).toBe(path.resolve(".console-data"));
      expect(parsed.UPSTREAM_TIMEOUT_MS).toBe(30_000);
      expect(parsed.LOG_REQUESTS).toBe(false);
      expect(parsed.MANAGEMENT_API_URL).toBeNull();
      expect(parsed.EMULATOR_PIPE_COUNT).toBeNull();
      expect(parsed.EMULATOR_TRANSITION_MS).toBe(3000);
    }
  });

  it("reads what is set", () => {
    const parsed = parseServerEnv({
      PORT: "0", LOG_REQUESTS: "1", EMULATOR_RESET: "true", EMULATOR_PIPE_COUNT: "5000", CONSOLE_HOSTS: " a.example , ,b.example",
      MANAGEMENT_API_URL: " https://api.example.com/base/ ", UPSTREAM_IDLE_TIMEOUT_MS: "250",
    });
    expect(parsed).toMatchObject({ PORT: 0, LOG_REQUESTS: true, EMULATOR_RESET: true, EMULATOR_PIPE_COUNT: 5000, UPSTREAM_IDLE_TIMEOUT_MS: 250 });
    expect(parsed.CONSOLE_HOSTS).toEqual(["a.example", "b.example"]);
    expect(parsed.MANAGEMENT_API_URL?.href).toBe("https://api.example.com/base/");
  });

  it.each([
    [{ PORT: "70000" }, 'PORT must be a port number (0-65535) (got "70000")'],
    [{ PORT: "http" }, 'PORT must be a port number (0-65535) (got "http")'],
    [{ UPSTREAM_TIMEOUT_MS: "0" }, 'UPSTREAM_TIMEOUT_MS must be a positive whole number of milliseconds (got "0")'],
    [{ UPSTREAM_IDLE_TIMEOUT_MS: "1.5" }, "UPSTREAM_IDLE_TIMEOUT_MS must be a positive whole number of milliseconds"],
    [{ EMULATOR_PIPE_COUNT: "-1" }, 'EMULATOR_PIPE_COUNT must be a whole number of 0 or more (got "-1")'],
    [{ EMULATOR_PROVISION_MS: "soon" }, "EMULATOR_PROVISION_MS must be a whole number of 0 or more"],
    [{ LOG_REQUESTS: "yes" }, 'LOG_REQUESTS must be 1 or 0 (got "yes")'],
    [{ EMULATOR_RESET: "2" }, "EMULATOR_RESET must be 1 or 0"],
    [{ MANAGEMENT_API_URL: "ftp://x" }, "MANAGEMENT_API_URL must be an http(s) URL"],
    [{ MANAGEMENT_API_URL: "not a url" }, "MANAGEMENT_API_URL must be an http(s) URL"],
    [{ DASHBOARD_API_URL: "https://x/?a=1" }, "DASHBOARD_API_URL must not have a query or fragment"],
    [{ CONSOLE_ACCESS_TOKEN: "short" }, "CONSOLE_ACCESS_TOKEN must be at least 16 characters"],
    [{ HOST: "0.0.0.0" }, "HOST=0.0.0.0 lets other machines reach this server, so CONSOLE_ACCESS_TOKEN must be set: "],
  ])("%j is a ConfigError naming the variable", (env, message) => {
    expect(() => parseServerEnv(env)).toThrow(ConfigError);
    expect(() => parseServerEnv(env)).toThrow(message);
  });

  it("names every wrong variable at once, one a line, and never repeats a secret", () => {
    let error: unknown;
    try {
      parseServerEnv({ PORT: "-1", UPSTREAM_TIMEOUT_MS: "x", CONSOLE_ACCESS_TOKEN: "secret-short" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const lines = (error as ConfigError).message.split("\n");
    expect(lines.map((line) => line.split(" ")[0])).toEqual(["PORT", "CONSOLE_ACCESS_TOKEN", "UPSTREAM_TIMEOUT_MS"]);
    expect((error as ConfigError).message).not.toContain("secret-short");
  });
});
