import { describe, expect, it } from "vitest";
import { seriesSummary, tileSummary } from "./series-summary";

describe("seriesSummary", () => {
  it("reads like the issue's example", () => {
    expect(seriesSummary({ type: "time", dataSource: "events", aggFn: "count", where: "level:error", groupBy: [] })).toBe(
      "count of events where level:error, over time",
    );
  });

  it("names stack sources, group-by fields and single numbers", () => {
    const names = new Map([["src-1", "Logs"]]);
    expect(seriesSummary({ type: "number", dataSource: "src-1", aggFn: "p95", where: "", groupBy: ["service", "host"] }, names)).toBe(
      "p95 of Logs, by service, host, as one number",
    );
  });

  it("shows values it does not know as they are", () => {
    expect(seriesSummary({ type: "heatmap", dataSource: "spans", aggFn: "rate", where: "" })).toBe("rate of spans, as heatmap");
  });

  it("names the field an aggregation reads, and tables and rates in words", () => {
    expect(seriesSummary({ type: "table", dataSource: "events", aggFn: "p95", field: "duration_ms", where: "", groupBy: ["service"] })).toBe(
      "p95 of duration_ms in events, by service, as a table by group",
    );
    expect(seriesSummary({ type: "time", dataSource: "events", aggFn: "count_per_min", where: "" })).toBe("count per minute of events, over time");
  });
});

describe("tileSummary", () => {
  it("joins series, says when a tile is a ratio, and when it has none", () => {
    const a = { type: "time", dataSource: "events", aggFn: "count", where: "level:error" };
    const b = { type: "time", dataSource: "events", aggFn: "count", where: "" };
    expect(tileSummary({ series: [a, b], asRatio: true })).toBe("ratio of count of events where level:error, over time to count of events, over time");
    expect(tileSummary({ series: [a, b], asRatio: false })).toBe("count of events where level:error, over time; count of events, over time");
    expect(tileSummary({ series: [], asRatio: false })).toBe("No series yet");
    expect(tileSummary({ series: [a], asRatio: true })).toBe("count of events where level:error, over time (not a ratio: that needs a second series)");
  });
});
