import { describe, expect, it } from "vitest";
import { validateDashboardCreate } from "./dashboard-create-model";

describe("validateDashboardCreate", () => {
  it("makes an empty dashboard with trimmed name and tags", () => {
    expect(validateDashboardCreate({ name: "  Latency ", tags: "prod, sre ,, prod" })).toEqual({ body: { name: "Latency", tags: ["prod", "sre"], tiles: [] } });
    expect(validateDashboardCreate({ name: "No tags", tags: "  " })).toEqual({ body: { name: "No tags", tags: [], tiles: [] } });
  });

  it("asks for a name and limits it", () => {
    expect(validateDashboardCreate({ name: "  ", tags: "" })).toEqual({ errors: { name: "Enter a name for the dashboard." } });
    expect(validateDashboardCreate({ name: "n".repeat(1025), tags: "" })).toEqual({ errors: { name: "The name must be at most 1024 characters (it has 1025)." } });
  });

  it("names a tag that is too long, and limits the count", () => {
    const long = "x".repeat(33);
    expect(validateDashboardCreate({ name: "a", tags: `ok, ${long}` })).toEqual({ errors: { tags: `The tag “${long}” is longer than 32 characters.` } });
    const many = Array.from({ length: 51 }, (_, index) => `t${index}`).join(",");
    expect(validateDashboardCreate({ name: "a", tags: many })).toEqual({ errors: { tags: "A dashboard has at most 50 tags (this would make 51)." } });
  });
});

describe("the shared text rules (as the server applies them)", () => {
  it("refuses control and direction characters in the name and the tags, saying where", () => {
    expect(validateDashboardCreate({ name: "Ops\u202eevil", tags: "" })).toEqual({
      errors: { name: "The name must not contain control or direction characters (U+202E at character 4)." },
    });
    expect(validateDashboardCreate({ name: "Ops", tags: "ok, b\u0000d" })).toEqual({
      errors: { tags: "A tag must not contain control or direction characters (U+0000 at character 2)." },
    });
  });
});
