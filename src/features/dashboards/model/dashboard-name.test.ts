import { describe, expect, it } from "vitest";
import { dashboardBodySchema } from "@/shared/schemas/dashboard";
import { dashboardNameError } from "./dashboard-name";

describe("dashboardNameError", () => {
  it("says what is wrong with a name, as the field's sentence", () => {
    expect(dashboardNameError(" \t ")).toBe("Enter a name for the dashboard.");
    expect(dashboardNameError("n".repeat(1025))).toBe("The name must be at most 1024 characters (it has 1025).");
    expect(dashboardNameError("Ops\u202eevil")).toBe("The name must not contain control or direction characters (U+202E at character 4).");
  });

  it("takes exactly the names the server takes: 1024 characters, counted after trimming", () => {
    for (const name of ["a", "n".repeat(1024), `  ${"n".repeat(1024)}  `, "n".repeat(1025), " ", "a\u0000", "a\ud800"]) {
      expect(dashboardNameError(name) === undefined, JSON.stringify(name.slice(0, 12))).toBe(dashboardBodySchema.safeParse({ name }).success);
    }
  });
});
