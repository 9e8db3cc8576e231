import { describe, expect, it } from "vitest";
import { connectPath, safeNextPath } from "./route-guards";

describe("safeNextPath (finding 10)", () => {
  it.each([
    ["/o/org/s/svc/pipes", "/o/org/s/svc/pipes"],
    ["/o/org/s/svc/pipes?state=Running#top", "/o/org/s/svc/pipes?state=Running#top"],
    ["/o/a%20b", "/o/a%20b"],
  ])("keeps a path of this console: %j", (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    ["/\\evil.example", "a backslash the browser reads as a second slash"],
    ["//evil.example", "a protocol-relative address"],
    ["/\t/evil.example", "a tab the URL parser drops"],
    ["/\n/evil.example", "a line feed the URL parser drops"],
    ["/./\\evil.example", "a dot segment before a backslash"],
    ["/.//evil.example", "a dot segment leaving two slashes"],
    ["https://evil.example/o", "another origin"],
    ["javascript:alert(1)", "a script address"],
    ["o/relative", "a relative path"],
    ["/connect", "the connect page itself"],
    ["/connect?next=/o", "the connect page with its own next"],
    ["", "nothing"],
  ])("goes to the start instead of %j (%s)", (next) => {
    expect(safeNextPath(next)).toBe("/o");
  });

  it("goes to the start without a next", () => {
    expect(safeNextPath(null)).toBe("/o");
  });

  it("decodes /%5Cevil.example the way the search params hand it over, and refuses it", () => {
    const next = new URLSearchParams("next=/%5Cevil.example").get("next");
    expect(next).toBe("/\\evil.example");
    expect(safeNextPath(next)).toBe("/o");
  });

  it("round-trips what connectPath builds", () => {
    const path = connectPath("/o/org/s/svc/service?tab=ip");
    expect(safeNextPath(new URL(path, "http://x").searchParams.get("next"))).toBe("/o/org/s/svc/service?tab=ip");
  });
});
