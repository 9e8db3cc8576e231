import type { Dashboard, Tile } from "@/shared/schemas/dashboard";

/** Small dashboards for the editor's unit tests. */
export function testTile(id: string, x: number, y: number, w: number, h: number, name = `Tile ${id}`): Tile {
  return { id, name, x, y, w, h, asRatio: false, series: [{ type: "time", dataSource: "events", aggFn: "count", where: "" }] };
}

/** Two tiles side by side on the first row, one below the first. */
export function testDashboard(): Dashboard {
  return {
    id: "dash-1",
    name: "Health",
    tags: ["prod"],
    tiles: [testTile("a", 0, 0, 12, 4), testTile("b", 12, 0, 12, 4), testTile("c", 0, 4, 8, 3)],
  };
}
