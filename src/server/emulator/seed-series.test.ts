import { describe, expect, it } from "vitest";
import { DAY_MS, HOUR_MS, seriesDataKey, seriesQueryBodySchema } from "../../shared/schemas/series-query";
import { buildSeedData, SEED_DASHBOARDS } from "./seed";
import { createDemoSources } from "./series/demo-sources";
import { runSeriesQuery } from "./series/series-engine";

const NOW = Date.UTC(2026, 10, 23, 13, 7, 30);
const sources = createDemoSources({ now: () => NOW });
const dashboards = buildSeedData({ pipeCount: null, now: NOW }).dashboards.map((d) => d.record);

describe("seeded tiles against the demo data", () => {
  it("three dashboards; the third shows every tile kind", () => {
    expect(dashboards.map((d) => d.name)).toEqual(Object.values(SEED_DASHBOARDS).map((d) => d.name));
    const overview = dashboards.find((d) => d.id === SEED_DASHBOARDS.platformOverview.id)!;
    const first = overview.tiles.map((tile) => tile.series[0]!);
    expect(new Set(first.map((s) => s.type))).toEqual(new Set(["time", "number", "table"]));
    expect(overview.tiles.filter((tile) => tile.asRatio && tile.series.length === 2).map((tile) => tile.series[0]!.type).sort()).toEqual(["number", "time"]);
    expect(first.some((s) => s.type === "time" && (s.groupBy ?? []).length > 0)).toBe(true);
    expect(first.some((s) => s.aggFn === "count_per_min")).toBe(true);
    expect(overview.tiles.find((tile) => tile.series[0]!.type === "table")!.series.length).toBeGreaterThan(2);
  });

  for (const dashboard of dashboards) {
    for (const tile of dashboard.tiles) {
      it(`${dashboard.name} / ${tile.name}: every series has values over the last hour and day`, () => {
        for (const span of [HOUR_MS, DAY_MS]) {
          const query = seriesQueryBodySchema.parse({ startTime: NOW - span, endTime: NOW, granularity: "auto", series: tile.series });
          const { data } = runSeriesQuery(query, sources);
          expect(data.length).toBeGreaterThan(0);
          tile.series.forEach((series, index) => {
            const values = data.map((row) => row[seriesDataKey(index)]).filter((value) => typeof value === "number");
            expect(values.some((value) => value > 0), `series ${index} over ${span / HOUR_MS} h`).toBe(true);
          });
          if ((tile.series[0]!.groupBy ?? []).length > 0) expect(new Set(data.map((row) => JSON.stringify(row.group))).size).toBeGreaterThan(1);
        }
      });
    }
  }
});
