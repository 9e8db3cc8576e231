// @vitest-environment node
import { describe, expect, it } from "vitest";
import { serviceUpdateBodySchema } from "@/shared/schemas/service";
import { serviceNameBody, serviceNameError } from "./name-model";

describe("service name rule", () => {
  it.each(["Prod", "Production Warehouse 2", "a".repeat(50), "  spaced  "])("accepts %j", (name) => {
    expect(serviceNameError(name)).toBeUndefined();
  });
  it("asks for a name when empty or only spaces", () => {
    expect(serviceNameError("")).toBe("Enter a name.");
    expect(serviceNameError("   ")).toBe("Enter a name.");
  });
  it("says how long a too long name is, spaces around it left out", () => {
    expect(serviceNameError("a".repeat(51))).toBe("Name must be at most 50 characters (it has 51).");
    expect(serviceNameError(`  ${"a".repeat(50)}  `)).toBeUndefined();
  });
  it("names the characters that are not allowed, once each", () => {
    expect(serviceNameError("Prod!!")).toBe("Name may contain only letters A–Z, digits and spaces; “!” is not allowed.");
    expect(serviceNameError("naïve-db")).toBe("Name may contain only letters A–Z, digits and spaces; “ï”, “-” are not allowed.");
    // A character one cannot see is named by its code, not shown as an empty pair of quotes.
    expect(serviceNameError("Bad\u0007Name\tX\u00a0Y\u200bZ")).toBe("Name may contain only letters A–Z, digits and spaces; U+0007, U+0009, U+00A0, U+200B are not allowed.");
    expect(serviceNameError("Prod 😀")).toBe("Name may contain only letters A–Z, digits and spaces; “😀” is not allowed.");
  });
});

describe("name form body", () => {
  it("holds only the name, and the server's schema takes it", () => {
    const body = serviceNameBody("Warehouse 2");
    expect(body).toEqual({ name: "Warehouse 2" });
    expect(serviceUpdateBodySchema.parse(body)).toEqual({ name: "Warehouse 2" });
  });
  it("sends the name without the spaces around it, as a pipe's rename does", () => {
    expect(serviceNameBody("  Production Warehouse  ")).toEqual({ name: "Production Warehouse" });
  });
});
