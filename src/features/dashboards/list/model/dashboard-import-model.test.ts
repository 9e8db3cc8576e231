import { describe, expect, it } from "vitest";
import { MAX_IMPORT_BYTES, MAX_LISTED_PROBLEMS, parseDashboardImport } from "./dashboard-import-model";

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

  it("names the place of each grid problem: the tile by its number and name, then the field", () => {
    const tiles = [tile(), tile({ x: 12 }), tile({ x: 20, w: 6 }), tile({ y: -1 }), tile({ h: 1.5 })];
    expect(errorsOf({ name: "Bad grid", tiles })).toEqual([
      "Tile 3 “Errors”, w: x + w must be at most 24",
      "Tile 4 “Errors”, y: y must be at least 0",
      "Tile 5 “Errors”, h: h must be a whole number",
    ]);
  });

  it("names missing and mistyped fields", () => {
    expect(errorsOf({ tiles: [] })).toEqual(["name: name is required"]);
    expect(errorsOf({ name: "x", tiles: "none" })[0]).toMatch(/^tiles: /);
    expect(errorsOf({ name: "x", tiles: [tile({ name: undefined, w: "wide" })] })).toEqual([
      "Tile 1, name: tile name is required",
      "Tile 1, w: w must be a number",
    ]);
    expect(errorsOf({ name: "x", tiles: [tile({ series: [{ type: "time", aggFn: "count" }] })] })[0]).toMatch(/^Tile 1 “Errors”, series\[0\]\.dataSource: /);
    expect(errorsOf({ name: "x", tags: ["t".repeat(33)] })).toEqual(["tags[0]: each tag must be at most 32 characters"]);
  });

  it("reports every problem of the file at once, a grid rule of a tile with other problems too", () => {
    const tiles = [
      tile({ name: 5, x: 20, w: 6 }),
      tile({ name: "Latency", x: 22, w: 4, series: [{ type: "time" }] }),
      "a tile",
      tile({ name: "Fine" }),
      tile({ name: "Deep", y: -2, h: 0 }),
    ];
    expect(errorsOf({ name: "", tags: ["t".repeat(33)], tiles })).toEqual([
      "name: name is required",
      "Tile 1, name: tile name must be a string",
      "Tile 1, w: x + w must be at most 24",
      "Tile 2 “Latency”, series[0].dataSource: series dataSource is required",
      "Tile 2 “Latency”, series[0].aggFn: series aggFn is required",
      "Tile 2 “Latency”, w: x + w must be at most 24",
      "Tile 3: Invalid input: expected object, received string",
      "Tile 5 “Deep”, y: y must be at least 0",
      "Tile 5 “Deep”, h: h must be at least 1",
      "tags[0]: each tag must be at most 32 characters",
    ]);
  });

  it("quotes a tile's name only when it is plain text, and shortens a long one", () => {
    expect(errorsOf({ name: "x", tiles: [tile({ name: "Evil\u202Ename", y: -1 })] })).toEqual([
      "Tile 1, name: tile name must not contain control or direction characters (U+202E at character 5)",
      "Tile 1, y: y must be at least 0",
    ]);
    expect(errorsOf({ name: "x", tiles: [tile({ name: "n".repeat(50), y: -1 })] })).toEqual([`Tile 1 “${"n".repeat(40)}…”, y: y must be at least 0`]);
  });

  it(`lists up to ${MAX_LISTED_PROBLEMS} problems and counts the rest`, () => {
    const tiles = Array.from({ length: MAX_LISTED_PROBLEMS + 5 }, () => tile({ x: -1 }));
    const errors = errorsOf({ name: "x", tiles });
    expect(errors).toHaveLength(MAX_LISTED_PROBLEMS + 1);
    expect(errors[0]).toBe("Tile 1 “Errors”, x: x must be at least 0");
    expect(errors[MAX_LISTED_PROBLEMS - 1]).toBe(`Tile ${MAX_LISTED_PROBLEMS} “Errors”, x: x must be at least 0`);
    expect(errors[MAX_LISTED_PROBLEMS]).toBe("…and 5 more problems.");
  });
});
