import { describe, expect, it } from "vitest";
import { DAY_MS, EVENT_FIELD_VALUES, HOUR_MS, MINUTE_MS } from "../../../shared/schemas/series-query";
import type { Chunk, ChunkSlice, SeriesSource } from "./columns";
import { demoEventsHour } from "./demo-events";
import { demoMetricsHour } from "./demo-metrics";
import { incidentsOfDay, trafficFactor } from "./demo-rhythm";
import { createDemoSources } from "./demo-sources";

const NOW = Date.UTC(2026, 10, 23, 13, 7, 30);
const HOUR = Math.floor(NOW / HOUR_MS);

/** Row `row` of a chunk as a plain object: only the fields it has. */
function rowOf(chunk: Chunk, row: number): Record<string, string | number> {
  const out: Record<string, string | number> = { ts: chunk.ts[row]! };
  for (const [name, column] of chunk.columns) {
    if (column.kind === "number") {
      if (!Number.isNaN(column.values[row]!)) out[name] = column.values[row]!;
    } else if (column.codes[row] !== 0) {
      out[name] = column.dictionary.valueOf(column.codes[row]!);
    }
  }
  return out;
}

function rowsOf(slices: Iterable<ChunkSlice>): Record<string, string | number>[] {
  const rows: Record<string, string | number>[] = [];
  for (const { chunk, from, to } of slices) for (let row = from; row < to; row += 1) rows.push(rowOf(chunk, row));
  return rows;
}

const eventsOf = (source: SeriesSource, start: number, end: number) => rowsOf(source.slices(start, end));

describe("demo events", () => {
  it("an hour is a pure function of the hour: generated twice, the same rows", () => {
    const a = demoEventsHour(HOUR - 30);
    const b = demoEventsHour(HOUR - 30);
    expect(a.length).toBeGreaterThan(300);
    expect(rowsOf([{ chunk: b, from: 0, to: b.length }])).toEqual(rowsOf([{ chunk: a, from: 0, to: a.length }]));
    expect(rowsOf([{ chunk: demoMetricsHour(HOUR), from: 0, to: 10 }])).toEqual(rowsOf([{ chunk: demoMetricsHour(HOUR), from: 0, to: 10 }]));
  });

  it("rows are in time order inside their hour", () => {
    const chunk = demoEventsHour(HOUR);
    for (let row = 1; row < chunk.length; row += 1) expect(chunk.ts[row]!).toBeGreaterThanOrEqual(chunk.ts[row - 1]!);
    expect(chunk.ts[0]!).toBeGreaterThanOrEqual(HOUR * HOUR_MS);
    expect(chunk.ts[chunk.length - 1]!).toBeLessThan((HOUR + 1) * HOUR_MS);
  });

  it("fields are coherent: each sort of event has the fields it should and no others", () => {
    const rows = eventsOf(createDemoSources({ now: () => NOW }).events, NOW - 6 * HOUR_MS, NOW);
    expect(rows.length).toBeGreaterThan(3000);
    /** The rules a row breaks; collected rather than asserted one by one, to keep thousands of rows fast. */
    const broken = (row: Record<string, string | number>): string[] => {
      const has = (field: string) => row[field] !== undefined;
      const status = row.status_code as number;
      const rules: [string, boolean][] = [
        ["level", (EVENT_FIELD_VALUES.level as readonly unknown[]).includes(row.level)],
        ["service", (EVENT_FIELD_VALUES.service as readonly unknown[]).includes(row.service)],
        ["message", typeof row.message === "string"],
        ["kind xor type", has("kind") !== has("type")],
        ["page only on page views", has("page") === (row.type === "page_view")],
        ["provider on orders and failed payments", has("provider") === (row.type === "order_placed" || row.type === "payment_failed")],
        ["amount on the checkout funnel", has("amount") === (row.type === "order_placed" || row.type === "payment_failed" || row.type === "checkout_start")],
        ["status_code on requests", has("status_code") === (row.kind === "request")],
        ["duration_ms on requests and jobs", has("duration_ms") === has("kind")],
        ["jobs on the worker", row.kind !== "job" || row.service === "worker"],
        ["level follows status", !has("status_code") || row.level === (status >= 500 ? "error" : status >= 400 ? "warn" : "info")],
        ["message names status", !has("status_code") || String(row.message).includes(` ${status}`)],
        ["user ids", !has("user_id") || /^user-\d+$/.test(String(row.user_id))],
        ["message names provider", !has("provider") || String(row.message).includes(String(row.provider))],
      ];
      return rules.filter(([, ok]) => !ok).map(([rule]) => `${rule}: ${JSON.stringify(row)}`);
    };
    expect(rows.flatMap(broken).slice(0, 5)).toEqual([]);
    const count = (test: (row: Record<string, string | number>) => boolean) => rows.filter(test).length;
    // A funnel: cart views > checkouts started > orders placed.
    const funnel = [count((r) => r.page === "cart"), count((r) => r.type === "checkout_start"), count((r) => r.type === "order_placed")];
    expect(funnel).toEqual([...funnel].sort((a, b) => b - a));
    expect(count((r) => r.type === "payment_failed")).toBeGreaterThan(0);
    expect(count((r) => (r.duration_ms as number) > 1000)).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.user_id)).size).toBeGreaterThan(1000);
  });

  it("the checkout funnel narrows in an hour, as its dashboard shows it: fewer checkouts started than cart views, fewer orders than checkouts", () => {
    const HOURS = 30 * 24;
    let checkoutsNotFewer = 0;
    let ordersNotFewer = 0;
    for (let hour = HOUR - HOURS; hour < HOUR; hour += 1) {
      const chunk = demoEventsHour(hour);
      const count = (field: string, value: string) => {
        const column = chunk.columns.get(field);
        if (column?.kind !== "string") throw new Error(`no string column ${field}`);
        const code = column.dictionary.codeOf(value);
        return column.codes.filter((each) => each === code).length;
      };
      const [cartViews, checkouts, orders] = [count("page", "cart"), count("type", "checkout_start"), count("type", "order_placed")];
      if (checkouts >= cartViews) checkoutsNotFewer += 1;
      if (orders >= checkouts) ordersNotFewer += 1;
    }
    // A quiet night hour has a handful of each: chance may even two steps out there, rarely.
    expect(checkoutsNotFewer).toBeLessThan(HOURS / 100);
    expect(ordersNotFewer).toBeLessThan(HOURS / 100);
  });

  it("metrics: memory and cpu of every service and the worker's queue every 30 s", () => {
    const rows = rowsOf(createDemoSources({ now: () => NOW }).metrics.slices(NOW - 10 * MINUTE_MS, NOW));
    expect(rows).toHaveLength(20 * 9);
    const names = new Set(rows.map((r) => `${r.metric}/${r.service}`));
    expect(names).toEqual(new Set(["api", "web", "worker", "checkout"].flatMap((s) => [`memory_mb/${s}`, `cpu_pct/${s}`]).concat("queue_depth/worker")));
    for (const row of rows) {
      expect(row.ts as number % 30_000).toBe(0);
      expect(row.value).toBeGreaterThanOrEqual(0);
      if (row.metric === "cpu_pct") expect(row.value).toBeLessThanOrEqual(100);
    }
  });
});

describe("demo sources", () => {
  it("nothing at or after now, and the last 15 minutes always have data", () => {
    for (let day = 0; day < 20; day += 1) {
      const now = NOW - day * 7 * HOUR_MS - day * 611_000;
      const { events, metrics } = createDemoSources({ now: () => now });
      const recent = eventsOf(events, now - 15 * MINUTE_MS, now + HOUR_MS);
      expect(recent.length).toBeGreaterThan(100);
      expect(Math.max(...recent.map((r) => r.ts as number))).toBeLessThan(now);
      expect(new Set(recent.map((r) => r.service)).size).toBe(4);
      expect(eventsOf(metrics, now, now + DAY_MS)).toEqual([]);
    }
  });

  it("a range read in two halves, or with a fresh cache, gives the same events", () => {
    const a = createDemoSources({ now: () => NOW });
    const b = createDemoSources({ now: () => NOW });
    const start = NOW - 3 * HOUR_MS - 12_345;
    const middle = NOW - HOUR_MS - 999;
    const whole = eventsOf(a.events, start, NOW);
    expect([...eventsOf(b.events, start, middle), ...eventsOf(b.events, middle, NOW)]).toEqual(whole);
    expect(eventsOf(a.events, start, NOW)).toEqual(whole);
  });

  it("a daily rhythm: the afternoon peak hour has well over twice the events of the night", () => {
    const { events } = createDemoSources({ now: () => NOW });
    const day = Math.floor(NOW / DAY_MS) - 2;
    const at = (hour: number) => eventsOf(events, day * DAY_MS + hour * HOUR_MS, day * DAY_MS + (hour + 1) * HOUR_MS).length;
    expect(at(15)).toBeGreaterThan(2 * at(3));
    expect(trafficFactor(day * DAY_MS + 15 * HOUR_MS)).toBeCloseTo(trafficFactor(day * DAY_MS + 15 * HOUR_MS + 7 * DAY_MS));
  });

  it("incidents show: an errors incident multiplies api errors, a payments one its provider's failures", () => {
    const { events } = createDemoSources({ now: () => NOW });
    const firstDay = Math.floor(NOW / DAY_MS) - 30;
    const seen = new Set<string>();
    for (let day = firstDay; day < firstDay + 30; day += 1) {
      for (const incident of incidentsOfDay(day)) {
        if (incident.kind === "latency" || seen.has(incident.kind)) continue;
        seen.add(incident.kind);
        const matches = (r: Record<string, string | number>) =>
          incident.kind === "errors" ? r.service === "api" && r.level === "error" : r.type === "payment_failed" && r.provider === incident.provider;
        const during = eventsOf(events, incident.start, incident.end).filter(matches).length;
        const before = eventsOf(events, incident.start - 2 * HOUR_MS, incident.start - HOUR_MS).filter(matches).length;
        const perMinute = (count: number, ms: number) => count / (ms / MINUTE_MS);
        expect(perMinute(during, incident.end - incident.start)).toBeGreaterThan(4 * perMinute(before + 1, HOUR_MS));
      }
    }
    expect(seen).toEqual(new Set(["errors", "payments"]));
  });

  it("the cache stays within its bound, dropping the least recently used hours", () => {
    const { events, cache } = createDemoSources({ now: () => NOW, cacheBytes: 500_000 });
    eventsOf(events, NOW - 12 * HOUR_MS, NOW);
    expect(cache.bytes).toBeLessThanOrEqual(500_000);
    expect(cache.size).toBeGreaterThan(1);
    expect(cache.size).toBeLessThan(12);
  });
});
