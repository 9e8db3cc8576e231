import { expect, test, type APIRequestContext } from "@playwright/test";
import { DAY_MS, HOUR_MS, MINUTE_MS, type QuerySeries } from "../src/shared/schemas/series-query";
import { median, report } from "./bench-support";

// The emulator's series query (POST /api/v2/charts/series): the server's own time, from the
// Server-Timing header it adds, and the round trip seen here. "cold" is the first query of a range
// nobody asked for yet (its hours are generated), "warm" the median of repeats. Printed, never asserted.

const PATH = "/api/v2/charts/series";
const HEADERS = { Authorization: "Bearer demo-dashboard-token" };
const WARM_RUNS = 10;

interface Timing {
  status: number;
  serverMs: number;
  roundTripMs: number;
  rows: number;
  message: string;
}

async function timed(request: APIRequestContext, body: unknown): Promise<Timing> {
  const started = performance.now();
  const response = await request.post(PATH, { headers: HEADERS, data: body });
  const json = (await response.json()) as { data?: unknown[]; message?: string };
  const roundTripMs = performance.now() - started;
  const serverMs = Number(/dur=([\d.]+)/.exec(response.headers()["server-timing"] ?? "")?.[1] ?? NaN);
  return { status: response.status(), serverMs, roundTripMs, rows: json.data?.length ?? 0, message: json.message ?? "" };
}

/** The first query, then the medians of WARM_RUNS repeats. */
async function coldAndWarm(request: APIRequestContext, name: string, body: unknown): Promise<void> {
  const cold = await timed(request, body);
  expect(cold.status, cold.message).toBe(200);
  const warm: Timing[] = [];
  for (let run = 0; run < WARM_RUNS; run += 1) warm.push(await timed(request, body));
  report(name, {
    coldServerMs: cold.serverMs,
    warmServerMs: median(warm.map((t) => t.serverMs)),
    coldRoundTripMs: cold.roundTripMs,
    warmRoundTripMs: median(warm.map((t) => t.roundTripMs)),
    rows: String(cold.rows),
  });
}

const events = (overrides: Partial<QuerySeries>): QuerySeries => ({ type: "time", dataSource: "events", aggFn: "count", where: "", groupBy: [], ...overrides });

test("series query: server time per shape", async ({ request }) => {
  // Whole hours in the past, so every run asks for ranges this server has not generated yet.
  const now = Math.floor(Date.now() / HOUR_MS) * HOUR_MS;
  const byService = { groupBy: ["service"] };

  await coldAndWarm(request, "series: one week by service, auto (2 h buckets)", {
    startTime: now - 21 * DAY_MS, endTime: now - 14 * DAY_MS, granularity: "auto", series: [events(byService)],
  });
  // Another week nobody asked for: cold again, but now with the server's code warmed up.
  await coldAndWarm(request, "series: another week by service, auto, JIT warm", {
    startTime: now - 28 * DAY_MS, endTime: now - 21 * DAY_MS, granularity: "auto", series: [events(byService)],
  });
  await coldAndWarm(request, "series: last 15 minutes by service, auto (30 s buckets)", {
    startTime: Date.now() - 15 * MINUTE_MS, endTime: Date.now(), granularity: "auto", series: [events(byService)],
  });
  const fiveSeries = [
    events(byService),
    events({ ...byService, aggFn: "p95", field: "duration_ms", where: "kind:request" }),
    events({ ...byService, aggFn: "count_distinct", field: "user_id" }),
    events({ ...byService, aggFn: "avg", field: "amount", where: "type:order_placed OR type:payment_failed" }),
    { ...byService, type: "time", dataSource: "metrics", aggFn: "max", field: "value", where: "metric:memory_mb" },
  ];
  await coldAndWarm(request, "series: 31 days, 5 series (events and metrics) by service, auto (12 h buckets)", {
    startTime: now - 62 * DAY_MS, endTime: now - 31 * DAY_MS, granularity: "auto", series: fiveSeries,
  });

  // Long filters: five different 64-term filters (the emulator's most), one per series, over a month.
  const longFilter = (n: number) => Array.from({ length: 63 }, (_, i) => [`-word${i}`, `-level:x${i}`, `-duration_ms:>${90_000 + i}`][i % 3]).join(" ") + ` -series${n}`;
  await coldAndWarm(request, "series: 31 days, 5 series with different 64-term filters", {
    startTime: now - 62 * DAY_MS, endTime: now - 31 * DAY_MS, granularity: "auto", series: [0, 1, 2, 3, 4].map((n) => events({ where: longFilter(n) })),
  });

  // The worst body the contract allows: 31 days, 5 series, 10 groupBy fields. Its groups run into the
  // emulator's cap, so it is refused with a 400 naming the groupBy; the figure is how long that takes.
  const everyField = ["level", "service", "type", "page", "provider", "kind", "status_code", "message", "user_id", "amount"];
  const worst = await timed(request, {
    startTime: now - 31 * DAY_MS, endTime: now, granularity: "auto",
    series: ["count", "p99", "count_distinct", "max", "count_per_min"].map((aggFn) => events({ aggFn: aggFn as QuerySeries["aggFn"], field: "duration_ms", groupBy: everyField })),
  });
  report("series: worst case, 31 days, 5 series, 10 groupBy fields", { status: String(worst.status), roundTripMs: worst.roundTripMs, answer: worst.message.slice(0, 60) || `${worst.rows} rows` });
});
