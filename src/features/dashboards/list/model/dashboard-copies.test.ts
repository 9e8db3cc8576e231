import { describe, expect, it } from "vitest";
import type { Dashboard } from "@/shared/schemas/dashboard";
import { duplicateBody, exportFileName, exportJson } from "./dashboard-copies";
import { parseDashboardImport } from "./dashboard-import-model";

const dashboard: Dashboard = {
  id: "d-1",
  name: "Service Health",
  tags: ["production", "sre"],
  tiles: [
    { id: "t-1", name: "Requests", x: 0, y: 0, w: 12, h: 4, asRatio: false, series: [{ type: "time", dataSource: "events", aggFn: "count", where: "" }] },
    { id: "t-2", name: "Errors", x: 12, y: 0, w: 12, h: 4, asRatio: true, series: [], extra: "kept" },
  ],
};

describe("duplicateBody", () => {
  it("copies name, tags and tiles, without any tile id", () => {
    expect(duplicateBody(dashboard)).toEqual({
      name: "Copy of Service Health",
      tags: ["production", "sre"],
      tiles: [
        { name: "Requests", x: 0, y: 0, w: 12, h: 4, asRatio: false, series: [{ type: "time", dataSource: "events", aggFn: "count", where: "" }] },
        { name: "Errors", x: 12, y: 0, w: 12, h: 4, asRatio: true, series: [], extra: "kept" },
      ],
    });
  });

  it("keeps the name within the limit and leaves the original alone", () => {
    const long = { ...dashboard, name: "n".repeat(1024) };
    expect(duplicateBody(long).name).toHaveLength(1024);
    const body = duplicateBody(dashboard);
    body.tags?.push("changed");
    expect(dashboard.tags).toEqual(["production", "sre"]);
    expect(dashboard.tiles[0]?.id).toBe("t-1");
  });
});

describe("export", () => {
  it("writes JSON the import takes back as the same dashboard", () => {
    const text = exportJson(dashboard);
    expect(JSON.parse(text)).toEqual(dashboard);
    expect(parseDashboardImport(text, text.length)).toEqual({ ok: true, body: { ...duplicateBody(dashboard), name: "Service Health" } });
  });

  it.each([
    ["Service Health", "service-health.dashboard.json"],
    ["  Café / Checkout: p95!  ", "cafe-checkout-p95.dashboard.json"],
    ["???", "dashboard.dashboard.json"],
    ["a".repeat(59) + " b", `${"a".repeat(59)}.dashboard.json`],
  ])("names the file of %j %j", (name, expected) => {
    expect(exportFileName({ name })).toBe(expected);
  });
});
