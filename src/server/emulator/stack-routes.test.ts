import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "../../shared/zod";
import { AGG_FNS, dashboardSchema, type Dashboard } from "../../shared/schemas/dashboard";
import { dashboardEnvelope, dashboardErrorBody } from "../../shared/schemas/envelope";
import { alertSchema, sourceSchema, webhookSchema } from "../../shared/schemas/stack";
import { validAlertBody, validDashboardBody } from "../test-support/endpoints";
import { errorOf, resultOf, startTestServer, type TestServer } from "../test-support/test-server";
import {
  DEMO_ORGANIZATION, DEVELOPMENT_SERVICE, PRODUCTION_SERVICE, SEED_ALERTS, SEED_DASHBOARDS, SEED_SOURCES, SEED_WEBHOOKS,
} from "./seed";

// A fresh seed per test: these tests delete and replace the seeded dashboards.
let server: TestServer;
beforeEach(async () => {
  await server?.close();
  server = await startTestServer();
});
afterAll(() => server.close());

const stack = (serviceId: string) => `/v1/organizations/${DEMO_ORGANIZATION.id}/services/${serviceId}/stack`;
const prod = stack(PRODUCTION_SERVICE.id);
const health = SEED_DASHBOARDS.serviceHealth;

async function dashboard(id: string): Promise<Dashboard> {
  return dashboardSchema.parse(await resultOf(await server.call("GET", `${prod}/dashboards/${id}`)));
}
const series = { type: "number", dataSource: "events", aggFn: "count", where: "" };
const tile = (overrides: Record<string, unknown> = {}) => ({ name: "Tile", x: 0, y: 0, w: 4, h: 2, series: [series], ...overrides });

describe("stack dashboards", () => {
  it("lists three seeded dashboards with 6-10 tiles of every series type", async () => {
    const list = z.array(dashboardSchema).parse(await resultOf(await server.call("GET", `${prod}/dashboards`)));
    expect(list.map((d) => d.name)).toEqual(["Service Health", "Checkout Funnel", "Platform Overview"]);
    for (const d of list) {
      expect(d.tiles.length).toBeGreaterThanOrEqual(6);
      expect(d.tiles.length).toBeLessThanOrEqual(10);
    }
    const series = list.flatMap((d) => d.tiles.flatMap((t) => t.series));
    expect(new Set(series.map((s) => s.type))).toEqual(new Set(["time", "number", "table"]));
    expect(new Set(series.map((s) => s.aggFn)).size).toBeGreaterThan(3);
    expect(series.some((s) => s.where.includes(":"))).toBe(true);
    expect(await resultOf(await server.call("GET", `${stack(DEVELOPMENT_SERVICE.id)}/dashboards`))).toEqual([]);
  });

  it("creates: every tile gets a new id, even one the body names", async () => {
    const created = dashboardSchema.parse(
      await resultOf(await server.call("POST", `${prod}/dashboards`, { ...validDashboardBody, tiles: [tile({ id: "mine" }), tile({ x: 4 })] })),
    );
    expect(created.name).toBe("Ops");
    expect(created.tiles.map((t) => t.id)).not.toContain("mine");
    expect(new Set(created.tiles.map((t) => t.id)).size).toBe(2);
    expect(await dashboard(created.id)).toEqual(created);
  });

  it("PUT replaces: known tile ids kept, unknown or missing ids get new ones, gone tiles' alerts deleted", async () => {
    const kept = health.tileIds.requests;
    const body = {
      name: "Service Health v2",
      tags: ["x"],
      tiles: [tile({ id: kept, name: "Requests" }), tile({ id: "made-up", x: 4 }), tile({ x: 8 })],
    };
    const updated = dashboardSchema.parse(await resultOf(await server.call("PUT", `${prod}/dashboards/${health.id}`, body)));
    expect(updated.id).toBe(health.id);
    expect(updated.name).toBe("Service Health v2");
    expect(updated.tags).toEqual(["x"]);
    expect(updated.tiles).toHaveLength(3);
    expect(updated.tiles[0]!.id).toBe(kept);
    expect(updated.tiles[1]!.id).not.toBe("made-up");
    expect(updated.tiles[2]!.id).toMatch(/^[0-9a-f-]{36}$/);
    // The seeded alert was on the errors tile, which is gone.
    expect((await server.call("GET", `${prod}/alerts/${SEED_ALERTS.errorSpike.id}`)).status).toBe(404);
    expect(await dashboard(health.id)).toEqual(updated);
  });

  it("PUT keeps an alert whose tile is kept", async () => {
    const tiles = (await dashboard(health.id)).tiles;
    await resultOf(await server.call("PUT", `${prod}/dashboards/${health.id}`, { name: "n", tiles: tiles.filter((t) => t.id === health.tileIds.errors) }));
    expect((await server.call("GET", `${prod}/alerts/${SEED_ALERTS.errorSpike.id}`)).status).toBe(200);
  });

  it.each([
    [{ tiles: [tile({ x: 20, w: 5 })] }, "BAD_REQUEST: tiles[0].w: x + w must be at most 24"],
    [{ tiles: [tile(), tile(), tile(), tile({ x: 23, w: 2 })] }, "BAD_REQUEST: tiles[3].w: x + w must be at most 24"],
    [{ tiles: [tile({ x: 24, w: 1 })] }, "BAD_REQUEST: tiles[0].x must be at most 23"],
    [{ tiles: [tile({ x: -1 })] }, "BAD_REQUEST: tiles[0].x must be at least 0"],
    [{ tiles: [tile({ w: 0 })] }, "BAD_REQUEST: tiles[0].w must be at least 1"],
    [{ tiles: [tile({ w: 25, x: 0 })] }, "BAD_REQUEST: tiles[0].w must be at most 24"],
    [{ tiles: [tile({ y: -1 })] }, "BAD_REQUEST: tiles[0].y must be at least 0"],
    [{ tiles: [tile({ h: 0 })] }, "BAD_REQUEST: tiles[0].h must be at least 1"],
    [{ tiles: [tile({ h: 1.5 })] }, "BAD_REQUEST: tiles[0].h must be a whole number"],
    [{ tiles: [tile({ id: "a" }), tile({ id: "a" })] }, "BAD_REQUEST: tiles[1].id: tile id a is used twice"],
    [{ name: "" }, "BAD_REQUEST: name is required"],
    [{ name: undefined }, "BAD_REQUEST: name is required"],
    [{ name: "n".repeat(1025) }, "BAD_REQUEST: name must be at most 1024 characters"],
    [{ tags: Array.from({ length: 51 }, () => "t") }, "BAD_REQUEST: tags must be at most 50"],
    [{ tags: ["t".repeat(33)] }, "BAD_REQUEST: tags[0]: each tag must be at most 32 characters"],
    [{ tiles: Array.from({ length: 501 }, () => tile()) }, "BAD_REQUEST: tiles must be at most 500"],
    // gaps.md's series values ("Chart data").
    [{ tiles: [tile({ series: [{ ...series, type: "bogus" }] })] }, "BAD_REQUEST: tiles[0].series[0].type must be one of time, number, table"],
    [{ tiles: [tile(), tile({ series: [series, { ...series, dataSource: "nowhere" }] })] }, "BAD_REQUEST: tiles[1].series[1].dataSource must be one of events, metrics"],
    [{ tiles: [tile({ series: [{ ...series, aggFn: "frobnicate" }] })] }, `BAD_REQUEST: tiles[0].series[0].aggFn must be one of ${AGG_FNS.join(", ")}`],
    [{ tiles: [tile({ series: [{ ...series, type: "time", aggFn: "avg" }] })] }, "BAD_REQUEST: tiles[0].series[0].field is required for aggFn avg"],
    [{ tiles: [tile({ series: [{ ...series, aggFn: "p95", field: " " }] })] }, "BAD_REQUEST: tiles[0].series[0].field is required for aggFn p95"],
  ])("refuses %#", async (overrides, message) => {
    const body = { ...validDashboardBody, ...overrides };
    for (const [method, path] of [["PUT", `${prod}/dashboards/${health.id}`], ["POST", `${prod}/dashboards`]] as const) {
      const response = await server.call(method, path, body);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).error).toBe(message);
    }
    expect((await dashboard(health.id)).name).toBe("Service Health");
  });

  it("accepts the edges: 500 tiles, x 23 w 1, w 24, 50 tags of 32", async () => {
    const tiles = [tile({ x: 23, w: 1 }), tile({ x: 0, w: 24 }), ...Array.from({ length: 498 }, (_, i) => tile({ y: i }))];
    const body = { name: "n".repeat(1024), tags: Array.from({ length: 50 }, (_, i) => String(i).padStart(32, "t")), tiles };
    const updated = dashboardSchema.parse(await resultOf(await server.call("PUT", `${prod}/dashboards/${health.id}`, body)));
    expect(updated.tiles).toHaveLength(500);
  });

  it("DELETE removes the dashboard and its alerts", async () => {
    const response = await server.call("DELETE", `${prod}/dashboards/${health.id}`);
    expect(Object.keys((await response.json()) as object).sort()).toEqual(["requestId", "status"]);
    expect((await server.call("GET", `${prod}/dashboards/${health.id}`)).status).toBe(404);
    expect(await resultOf(await server.call("GET", `${prod}/alerts`))).toEqual([]);
  });

  it("a dashboard of production is a 404 under the development service", async () => {
    const dev = stack(DEVELOPMENT_SERVICE.id);
    expect((await server.call("GET", `${dev}/dashboards/${health.id}`)).status).toBe(404);
    expect((await server.call("PUT", `${dev}/dashboards/${health.id}`, validDashboardBody)).status).toBe(404);
    expect((await server.call("DELETE", `${dev}/dashboards/${health.id}`)).status).toBe(404);
    expect((await server.call("GET", `${dev}/alerts/${SEED_ALERTS.errorSpike.id}`)).status).toBe(404);
  });
});

describe("stack alerts, sources, webhooks", () => {
  it("lists sources of all four kinds and two webhooks", async () => {
    const sources = z.array(sourceSchema).parse(await resultOf(await server.call("GET", `${prod}/sources`)));
    expect(sources.map((s) => s.kind).sort()).toEqual(["log", "metric", "session", "trace"]);
    expect(sources.map((s) => s.id)).toContain(SEED_SOURCES.logs.id);
    const webhooks = z.array(webhookSchema).parse(await resultOf(await server.call("GET", `${prod}/webhooks`)));
    expect(webhooks.map((w) => w.id)).toEqual([SEED_WEBHOOKS.oncallSlack.id, SEED_WEBHOOKS.pagerBridge.id]);
  });

  it("creates an alert: id, the create fields and a state", async () => {
    const alert = alertSchema.parse(await resultOf(await server.call("POST", `${prod}/alerts`, validAlertBody)));
    expect(alert).toMatchObject({ ...validAlertBody, state: "PENDING" });
    expect(alert.id).toMatch(/^[0-9a-f-]{36}$/);
    const list = z.array(alertSchema).parse(await resultOf(await server.call("GET", `${prod}/alerts`)));
    expect(list.map((a) => a.id)).toEqual([SEED_ALERTS.errorSpike.id, alert.id]);
    expect(alertSchema.parse(await resultOf(await server.call("GET", `${prod}/alerts/${alert.id}`)))).toEqual(alert);
  });

  it.each([
    [{ dashboardId: "nope" }, "BAD_REQUEST: dashboardId: dashboard nope does not exist"],
    [{ tileId: "nope" }, `BAD_REQUEST: tileId: dashboard ${health.id} has no tile nope`],
    [{ tileId: SEED_DASHBOARDS.checkoutFunnel.tileIds.cartViews }, `BAD_REQUEST: tileId: dashboard ${health.id} has no tile ${SEED_DASHBOARDS.checkoutFunnel.tileIds.cartViews}`],
    [{ channel: { type: "webhook", webhookId: "nope" } }, "BAD_REQUEST: channel.webhookId: webhook nope does not exist"],
    [{ channel: { type: "email", webhookId: SEED_WEBHOOKS.oncallSlack.id } }, "BAD_REQUEST: channel.type must be webhook"],
    [{ channel: { type: "webhook" } }, "BAD_REQUEST: channel.webhookId is required"],
    [{ interval: "2m" }, "BAD_REQUEST: interval must be one of 1m, 5m, 15m, 30m, 1h, 6h, 12h, 1d"],
    [{ thresholdType: "equal" }, "BAD_REQUEST: thresholdType must be above or below"],
    [{ threshold: "10" }, "BAD_REQUEST: threshold must be a number"],
    [{ source: "query" }, "BAD_REQUEST: source must be tile"],
    [{ name: " " }, "BAD_REQUEST: name is required"],
  ])("refuses %j", async (overrides, message) => {
    const response = await server.call("POST", `${prod}/alerts`, { ...validAlertBody, ...overrides });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).error).toBe(message);
    expect(await resultOf<unknown[]>(await server.call("GET", `${prod}/alerts`))).toHaveLength(1);
  });

  it("refuses references that exist only in another service", async () => {
    const response = await server.call("POST", `${stack(DEVELOPMENT_SERVICE.id)}/alerts`, validAlertBody);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).error).toMatch(/^BAD_REQUEST: dashboardId/);
  });

  it("PUT replaces an alert, keeping id and state, with the same rules", async () => {
    const path = `${prod}/alerts/${SEED_ALERTS.errorSpike.id}`;
    const updated = alertSchema.parse(await resultOf(await server.call("PUT", path, { ...validAlertBody, threshold: 99 })));
    expect(updated).toMatchObject({ id: SEED_ALERTS.errorSpike.id, threshold: 99, state: "OK" });
    const refused = await server.call("PUT", path, { ...validAlertBody, tileId: "nope" });
    expect(refused.status).toBe(400);
    expect(alertSchema.parse(await resultOf(await server.call("GET", path))).threshold).toBe(99);
  });

  it("DELETE removes an alert", async () => {
    const path = `${prod}/alerts/${SEED_ALERTS.errorSpike.id}`;
    const response = await server.call("DELETE", path);
    expect(response.status).toBe(200);
    expect((await server.call("GET", path)).status).toBe(404);
    expect((await server.call("DELETE", path)).status).toBe(404);
  });
});

describe("dashboard API", () => {
  const api = `/api/v2/dashboards/${health.id}`;

  it("GET answers {data: Dashboard}", async () => {
    const body = dashboardEnvelope(dashboardSchema).parse(await (await server.call("GET", api)).json());
    expect(body.data.id).toBe(health.id);
    expect(body.data.tiles).toHaveLength(8);
  });

  it("PUT answers {data} with the same id semantics, and the stack sees it", async () => {
    const body = { name: "From API", tiles: [tile({ id: health.tileIds.p95Latency }), tile({ x: 4 })], tags: [] };
    const response = await server.call("PUT", api, body);
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
    const data = dashboardEnvelope(dashboardSchema).parse(await response.json()).data;
    expect(data.tiles[0]!.id).toBe(health.tileIds.p95Latency);
    expect(data.tiles[1]!.id).not.toBe(health.tileIds.p95Latency);
    expect(await dashboard(health.id)).toEqual(data);
    expect((await server.call("GET", `${prod}/alerts/${SEED_ALERTS.errorSpike.id}`)).status).toBe(404);
  });

  it("errors are {message} JSON, except 404 which is plain text", async () => {
    const invalid = await server.call("PUT", api, { ...validDashboardBody, tiles: [tile({ x: 20, w: 5 })] });
    expect(invalid.status).toBe(400);
    expect(dashboardErrorBody.parse(await invalid.json()).message).toBe("tiles[0].w: x + w must be at most 24");
    // The series rules of gaps.md hold on this route too, the one the console saves through.
    const noField = await server.call("PUT", api, { ...validDashboardBody, tiles: [tile({ series: [{ ...series, aggFn: "avg" }] })] });
    expect(noField.status).toBe(400);
    expect(dashboardErrorBody.parse(await noField.json()).message).toBe("tiles[0].series[0].field is required for aggFn avg");
    const unsupported = await server.call("PUT", api, "x", { "Content-Type": "text/plain" });
    expect(unsupported.status).toBe(415);
    expect(dashboardErrorBody.parse(await unsupported.json()).message).toMatch(/JSON/);
    const missing = await server.call("PUT", "/api/v2/dashboards/nope", validDashboardBody);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("Content-Type")).toMatch(/^text\/plain/);
    expect(await missing.text()).toMatch(/nope/);
  });
});
