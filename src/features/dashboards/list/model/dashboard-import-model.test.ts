import { describe, expect, it } from "vitest";
import { MAX_IMPORT_BYTES, parseDashboardImport } from "./dashboard-import-model";

const tile = (overrides: Record<string, unknown> = {}) => ({
  id: "t-1",
  name: "Errors",
  x: 0,
  y: 0,
  w: 12,
  h: 4,
  asRatio: false,
  series: [{ type: "time", dataSource: "events", aggFn: "count", where: "level:error", groupBy: [] }],
  ...overrides,
});
const file = (value: unknown) => {
  const text = JSON.stringify(value);
  return parseDashboardImport(text, new TextEncoder().encode(text).length);
};
const errorsOf = (value: unknown) => {
  const result = file(value);
  if (result.ok) throw new Error("expected errors");
  return result.errors;
};

describe("parseDashboardImport", () => {
  it("takes an exported dashboard and drops its id and its tiles' ids", () => {
    const result = file({ id: "d-1", name: " Service Health ", tags: ["sre"], tiles: [tile(), tile({ id: "t-2", x: 12, custom: { kept: true } })] });
    expect(result).toEqual({
      ok: true,
      body: {
        name: "Service Health",
        tags: ["sre"],
        tiles: [
          { name: "Errors", x: 0, y: 0, w: 12, h: 4, asRatio: false, series: [tile().series[0]] },
          { name: "Errors", x: 12, y: 0, w: 12, h: 4, asRatio: false, series: [tile().series[0]], custom: { kept: true } },
        ],
      },
    });
  });

  it("fills in what may be left out: tags, tiles, asRatio", () => {
    expect(file({ name: "Empty" })).toEqual({ ok: true, body: { name: "Empty", tags: [], tiles: [] } });
    const result = file({ name: "One", tiles: [{ name: "n", x: 0, y: 0, w: 1, h: 1 }] });
    expect(result.ok && result.body.tiles[0]).toEqual({ name: "n", x: 0, y: 0, w: 1, h: 1, asRatio: false, series: [] });
  });

  it("takes a dashboard saved from an API answer ({data} or {result})", () => {
    expect(file({ data: { id: "d", name: "From API", tiles: [], tags: [] } })).toMatchObject({ ok: true, body: { name: "From API" } });
    expect(file({ status: 200, requestId: "r", result: { name: "From management" } })).toMatchObject({ ok: true, body: { name: "From management" } });
  });

  it("refuses text that is not JSON", () => {
    const result = parseDashboardImport("{ name: 'x' ", 12);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[0]).toMatch(/^The file is not valid JSON \(.+\)\.$/);
  });

  it.each([[[]], ["a string"], [42], [null]])("refuses %j: not one dashboard object", (value) => {
    expect(errorsOf(value)).toEqual(["The file must hold one dashboard: a JSON object with a name, tiles and tags."]);
  });

  it("refuses a file over 1 MiB before parsing it", () => {
    expect(parseDashboardImport("{}", MAX_IMPORT_BYTES + 300 * 1024)).toEqual({
      ok: false,
      errors: ["The file is too big (1.3 MiB): a dashboard file must be at most 1 MiB."],
    });
    expect(parseDashboardImport(JSON.stringify({ name: "ok" }), MAX_IMPORT_BYTES).ok).toBe(true);
  });

  it("names the place of each grid problem", () => {
    const tiles = [tile(), tile({ x: 12 }), tile({ x: 20, w: 6 }), tile({ y: -1 }), tile({ h: 1.5 })];
    expect(errorsOf({ name: "Bad grid", tiles })).toEqual([
      "tiles[2].w: x + w must be at most 24",
      "tiles[3].y: y must be at least 0",
      "tiles[4].h: h must be a whole number",
    ]);
  });

  it("names missing and mistyped fields", () => {
    expect(errorsOf({ tiles: [] })).toEqual(["name: name is required"]);
    expect(errorsOf({ name: "x", tiles: "none" })[0]).toMatch(/^tiles: /);
    expect(errorsOf({ name: "x", tiles: [tile({ name: undefined, w: "wide" })] })).toEqual([
      "tiles[0].name: tile name is required",
      "tiles[0].w: w must be a number",
    ]);
    expect(errorsOf({ name: "x", tiles: [tile({ series: [{ type: "time", aggFn: "count" }] })] })[0]).toMatch(/^tiles\[0\]\.series\[0\]\.dataSource: /);
    expect(errorsOf({ name: "x", tags: ["t".repeat(33)] })).toEqual(["tags[0]: each tag must be at most 32 characters"]);
  });

  it("lists a few problems and counts the rest", () => {
    const tiles = Array.from({ length: 12 }, () => tile({ x: -1 }));
    const errors = errorsOf({ name: "x", tiles });
    expect(errors).toHaveLength(9);
    expect(errors[0]).toBe("tiles[0].x: x must be at least 0");
    expect(errors[8]).toBe("…and 4 more problems.");
  });
});
