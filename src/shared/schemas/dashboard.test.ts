import { describe, expect, it } from "vitest";
import { dashboardBodySchema, dashboardSchema } from "./dashboard";

const tile = { id: "t1", name: "Errors", x: 0, y: 0, w: 6, h: 4, asRatio: false, series: [{ type: "time", dataSource: "events", aggFn: "count", where: "level:error", groupBy: [] }] };

describe("dashboardSchema", () => {
  it("accepts a dashboard and keeps unknown fields of tiles and series", () => {
    const parsed = dashboardSchema.parse({ id: "d", name: "Ops", tags: ["a"], tiles: [{ ...tile, color: "red", series: [{ ...tile.series[0], unit: "ms" }] }] });
    expect(parsed.tiles[0]).toMatchObject({ color: "red" });
    expect(parsed.tiles[0]?.series[0]).toMatchObject({ unit: "ms" });
  });
  it("accepts series types and aggregations it does not know", () => {
    expect(dashboardSchema.safeParse({ id: "d", name: "n", tiles: [{ ...tile, series: [{ ...tile.series[0], type: "histogram", aggFn: "p999" }] }] }).success).toBe(true);
  });
  it("refuses a tile without a position", () => {
    const { x: _x, ...noX } = tile;
    expect(dashboardSchema.safeParse({ id: "d", name: "n", tiles: [noX] }).success).toBe(false);
  });
});

describe("dashboard body (PUT)", () => {
  it("accepts tiles without ids", () => {
    const { id: _id, ...newTile } = tile;
    expect(dashboardBodySchema.safeParse({ name: "Ops", tiles: [newTile], tags: [] }).success).toBe(true);
  });
  it.each([
    [{ ...tile, x: 24 }, "tiles.0.x"],
    [{ ...tile, x: 20, w: 6 }, "tiles.0.w"],
    [{ ...tile, w: 0 }, "tiles.0.w"],
    [{ ...tile, w: 25 }, "tiles.0.w"],
    [{ ...tile, h: 0 }, "tiles.0.h"],
    [{ ...tile, y: -1 }, "tiles.0.y"],
    [{ ...tile, x: 1.5 }, "tiles.0.x"],
  ])("refuses a tile off the grid (%#)", (badTile, path) => {
    expect(dashboardBodySchema.safeParse({ name: "Ops", tiles: [badTile] }).error?.issues[0]?.path.join(".")).toBe(path);
  });
  it("refuses two tiles with the same id, naming the second", () => {
    const issue = dashboardBodySchema.safeParse({ name: "Ops", tiles: [tile, tile] }).error?.issues[0];
    expect(issue?.path.join(".")).toBe("tiles.1.id");
  });
  it("applies the limits on name, tags and tile count", () => {
    expect(dashboardBodySchema.safeParse({ name: " " }).error?.issues[0]?.message).toBe("name is required");
    expect(dashboardBodySchema.safeParse({ name: "x".repeat(1025) }).success).toBe(false);
    expect(dashboardBodySchema.safeParse({ name: "n", tags: ["x".repeat(33)] }).success).toBe(false);
    expect(dashboardBodySchema.safeParse({ name: "n", tags: Array.from({ length: 51 }, (_, i) => `t${i}`) }).success).toBe(false);
    expect(dashboardBodySchema.safeParse({ name: "n", tiles: Array.from({ length: 501 }, (_, i) => ({ ...tile, id: `t${i}` })) }).success).toBe(false);
  });
});
