import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AGG_FNS, DAY_MS, MINUTE_MS, seriesQueryResponseSchema } from "../../shared/schemas/series-query";
import { validSeriesBody } from "../test-support/endpoints";
import { startTestServer, type TestServer } from "../test-support/test-server";
import { SERIES_PATH } from "./series-routes";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const query = (body: unknown) => server.call("POST", SERIES_PATH, body);
const series = (overrides: Record<string, unknown> = {}) => ({ ...validSeriesBody.series[0], ...overrides });
const withSeries = (...items: unknown[]) => ({ ...validSeriesBody, series: items });

async function answer(body: unknown) {
  const response = await query(body);
  expect(response.status, await response.clone().text()).toBe(200);
  return { response, body: seriesQueryResponseSchema.parse(await response.json()) };
}

async function refusal(body: unknown): Promise<string> {
  const response = await query(body);
  expect(response.status).toBe(400);
  expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
  const error = (await response.json()) as { message: string };
  return error.message;
}

describe("POST /api/v2/charts/series", () => {
  it("answers {data} rows sorted by bucket then group, a count for every bucket and group, with Server-Timing", async () => {
    const { response, body } = await answer(validSeriesBody);
    expect(response.headers.get("Server-Timing")).toMatch(/^series;desc="series query";dur=\d+(\.\d)?$/);
    expect(body.meta).toBeUndefined();
    // One hour at auto granularity: 30 s buckets (120 of them), each with all four services.
    const buckets = [...new Set(body.data.map((row) => row.ts_bucket))];
    expect(buckets).toHaveLength(120);
    expect(buckets[0]).toBe(validSeriesBody.startTime);
    expect(buckets.every((ts, index) => ts === validSeriesBody.startTime + index * 30_000)).toBe(true);
    expect(body.data).toHaveLength(480);
    for (const [index, row] of body.data.entries()) {
      expect(row.group).toEqual([["api", "checkout", "web", "worker"][index % 4]]);
      expect(typeof row["series_0.data"]).toBe("number");
    }
    expect(body.data.some((row) => (row["series_0.data"] as number) > 0)).toBe(true);
  });

  it("the same past the next time: the answer is a function of the range", async () => {
    const first = await answer(validSeriesBody);
    const again = await answer(validSeriesBody);
    expect(again.body).toEqual(first.body);
  });

  it("the last 15 minutes always have data; the future has none", async () => {
    const now = Date.now();
    const recent = await answer({ startTime: now - 15 * MINUTE_MS, endTime: now, series: [series({ type: "number", where: "", groupBy: [] })] });
    expect(recent.body.data).toHaveLength(1);
    expect(recent.body.data[0]!["series_0.data"]).toBeGreaterThan(50);
    const future = await answer({ startTime: now + DAY_MS, endTime: now + 2 * DAY_MS, series: [series({ aggFn: "avg", field: "duration_ms", groupBy: [] })] });
    expect(future.body.data).toEqual([]);
  });

  it("every aggregation answers for a day at auto granularity (15 min buckets)", async () => {
    const start = Date.UTC(2026, 0, 1);
    for (const aggFn of AGG_FNS) {
      const { body } = await answer({ startTime: start, endTime: start + DAY_MS, series: [series({ aggFn, field: "duration_ms", where: "", groupBy: [] })] });
      expect(body.data.map((row) => row.ts_bucket), aggFn).toEqual(Array.from({ length: 96 }, (_, index) => start + index * 15 * MINUTE_MS));
      expect(body.data.every((row) => typeof row["series_0.data"] === "number" && Number.isFinite(row["series_0.data"])), aggFn).toBe(true);
    }
  });

  it("a table of many groups keeps 60 and says groupsCut", async () => {
    const { body } = await answer(withSeries(series({ type: "table", where: "", groupBy: ["user_id"] })));
    expect(body.data).toHaveLength(60);
    expect(body.meta).toEqual({ groupsCut: true });
  });

  it("metrics: max memory by service", async () => {
    const { body } = await answer(withSeries({ type: "number", dataSource: "metrics", aggFn: "max", field: "value", where: "metric:memory_mb", groupBy: ["service"] }));
    expect(body.data.map((row) => row.group)).toEqual([["api"], ["checkout"], ["web"], ["worker"]]);
    expect(body.data.every((row) => (row["series_0.data"] as number) > 500)).toBe(true);
  });
});

describe("a 400 whose message names the field, for each bad input", () => {
  const start = validSeriesBody.startTime;
  it.each([
    ["span over 31 days", { startTime: start, endTime: start + 32 * DAY_MS }, "endTime must be at most 31 days after startTime"],
    ["end before start", { endTime: start - 1 }, "endTime must be after startTime"],
    ["start not a number", { startTime: "yesterday" }, "startTime must be a number (epoch milliseconds)"],
    ["fractional end", { endTime: start + 0.5 }, "endTime must be whole epoch milliseconds"],
    ["over 1000 buckets", { endTime: start + DAY_MS, granularity: "30s" }, "granularity 30s gives 2880 buckets over this range; at most 1000 are allowed"],
    ["unknown granularity", { granularity: "3m" }, "granularity must be one of 30s, 1m, 5m, 10m, 15m, 30m, 1h, 2h, 6h, 12h, 1d, 2d, 7d, 30d, auto"],
    ["no series", { series: [] }, "series must have at least 1 item"],
    ["six series", { series: Array.from({ length: 6 }, () => series()) }, "series must have at most 5 items"],
    ["series not an array", { series: "count" }, "series must be an array"],
    ["unknown aggFn", { series: [series({ aggFn: "median" })] }, `series[0].aggFn must be one of ${AGG_FNS.join(", ")}`],
    ["unknown dataSource", { series: [series(), series({ dataSource: "logs" })] }, "series[1].dataSource must be one of events, metrics"],
    ["unknown type", { series: [series({ type: "pie" })] }, "series[0].type must be one of time, number, table"],
    ["missing field", { series: [series(), series({ aggFn: "avg" })] }, "series[1].field is required for aggFn avg"],
    ["groupBy mismatch", { series: [series(), series({ groupBy: ["level"] })] }, "series[1].groupBy must be the same for every series"],
    ["eleven groupBy fields", { series: [series({ groupBy: Array.from({ length: 11 }, () => "service") })] }, "series[0].groupBy must name at most 10 fields"],
    ["where not a string", { series: [series({ where: 5 })] }, "series[0].where must be a string"],
    ["bad where", { series: [series(), series({ where: "level:" })] }, 'series[1].where: expected a value after "level:" at position 7, found the end of the filter'],
    ["bad where deeper", { series: [series({ where: "service:api (level:error OR" })] }, "series[0].where: expected a term at position 28, found the end of the filter"],
    ["unknown where field", { series: [series({ where: "lvl:error" })] }, 'series[0].where: events have no field "lvl" (at position 1); fields: level, service, type, page, provider, kind, duration_ms, amount, status_code, user_id, message'],
    ["unknown field", { series: [series({ aggFn: "p95", field: "latency" })] }, 'series[0].field: events have no field "latency"; fields: level, service, type, page, provider, kind, duration_ms, amount, status_code, user_id, message'],
    ["unknown groupBy field", { series: [{ dataSource: "metrics", aggFn: "count", groupBy: ["host"] }] }, 'series[0].groupBy[0]: metrics rows have no field "host"; fields: metric, value, service'],
  ])("%s", async (_, change, message) => {
    expect(await refusal({ ...validSeriesBody, ...change })).toBe(message);
  });

  it("names both bad fields of a series, each by its path, in one message", async () => {
    const message = await refusal(withSeries(series({ aggFn: "median", dataSource: "logs" })));
    expect(message).toBe(`series[0].dataSource must be one of events, metrics; series[0].aggFn must be one of ${AGG_FNS.join(", ")}`);
  });

  it("names three bad fields across the body and its series in one message", async () => {
    const message = await refusal({ ...validSeriesBody, startTime: "yesterday", granularity: "3m", series: [series(), series({ where: 5 })] });
    expect(message).toBe(
      "startTime must be a number (epoch milliseconds); granularity must be one of 30s, 1m, 5m, 10m, 15m, 30m, 1h, 2h, 6h, 12h, 1d, 2d, 7d, 30d, auto; series[1].where must be a string",
    );
  });

  it("names a missing field beside another bad field of the same series", async () => {
    const message = await refusal(withSeries(series({ dataSource: "logs", aggFn: "avg" })));
    expect(message).toBe("series[0].dataSource must be one of events, metrics; series[0].field is required for aggFn avg");
  });

  it("names a range and a groupBy that do not fit together beside a bad field of a series", async () => {
    const message = await refusal({ ...validSeriesBody, endTime: validSeriesBody.startTime - 1, series: [series({ aggFn: "median" }), series({ groupBy: ["level"] })] });
    expect(message).toBe(
      `series[0].aggFn must be one of ${AGG_FNS.join(", ")}; endTime must be after startTime; series[1].groupBy must be the same for every series`,
    );
  });

  it("names each series whose filter is wrong, the same filter text too", async () => {
    const message = await refusal(withSeries(series({ where: "level:" }), series({ where: "level:" }), series({ where: "level:" })));
    expect(message).toBe(
      [0, 1, 2].map((index) => `series[${index}].where: expected a value after "level:" at position 7, found the end of the filter`).join("; "),
    );
  });

  it("names every field the data source cannot answer, not only the first", async () => {
    const message = await refusal(withSeries(series({ aggFn: "p95", field: "latency", where: "lvl:error", groupBy: ["host"] })));
    expect(message).toBe(
      'series[0].groupBy[0]: events have no field "host"; fields: level, service, type, page, provider, kind, duration_ms, amount, status_code, user_id, message; ' +
        'series[0].field: events have no field "latency"; fields: level, service, type, page, provider, kind, duration_ms, amount, status_code, user_id, message; ' +
        'series[0].where: events have no field "lvl" (at position 1); fields: level, service, type, page, provider, kind, duration_ms, amount, status_code, user_id, message',
    );
  });

  it("broken or missing JSON is a 400, not JSON a 415", async () => {
    expect((await query("{")).status).toBe(400);
    expect((await server.call("POST", SERIES_PATH, validSeriesBody, { "Content-Type": "text/plain" })).status).toBe(415);
  });

  it("without the bearer token: 401, before looking at the body", async () => {
    const response = await fetch(`${server.url}${SERIES_PATH}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{" });
    expect(response.status).toBe(401);
  });
});
