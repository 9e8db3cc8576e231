import { describe, expect, it } from "vitest";
import { validateCredentials } from "./connect-form";

describe("validateCredentials", () => {
  it("names every empty field", () => {
    expect(validateCredentials({ keyId: " ", keySecret: "", dashboardToken: "" })).toEqual({
      errors: { keyId: "Enter the API key id.", keySecret: "Enter the API key secret.", dashboardToken: "Enter the dashboard API token." },
    });
  });
  it("takes spaces alone as no secret or token", () => {
    expect(validateCredentials({ keyId: "id", keySecret: "  ", dashboardToken: " \t" })).toEqual({
      errors: { keySecret: "Enter the API key secret.", dashboardToken: "Enter the dashboard API token." },
    });
  });
  it("trims the key id but never the secret", () => {
    expect(validateCredentials({ keyId: " id ", keySecret: " s ", dashboardToken: "t" })).toEqual({
      credentials: { keyId: "id", keySecret: " s ", dashboardToken: "t" },
    });
  });
});
