import { writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_DASHBOARDS_PER_SERVICE, MAX_TILE_JSON_LENGTH } from "../../shared/schemas/dashboard";
import { MAX_REVERSE_ENDPOINTS_PER_SERVICE } from "../../shared/schemas/reverse-endpoint";
import { MAX_IP_ACCESS_ENTRIES } from "../../shared/schemas/service";
import { MAX_ALERTS_PER_SERVICE } from "../../shared/schemas/stack";
import { PATHS, validAlertBody, validDashboardBody } from "../test-support/endpoints";
import { errorOf, makeDataDir, startTestServer, type TestServer } from "../test-support/test-server";
import { DATA_FILE_NAME } from "./data-store";
import { PRODUCTION_SERVICE, buildSeedData } from "./seed";

const dashboards = `${PATHS.service}/stack/dashboards`;
const alerts = `${PATHS.service}/stack/alerts`;
const endpoints = `${PATHS.service}/pipesReversePrivateEndpoints`;
const tile = (extra: Record<string, unknown> = {}) => ({ ...validDashboardBody.tiles[0], ...extra });
const series = (extra: Record<string, unknown>) => ({ ...validDashboardBody.tiles[0]!.series[0], ...extra });
const name = (urlPath: string) => urlPath.split("/").slice(-1)[0];
const endpointBody = { type: "VPC_ENDPOINT_SERVICE", description: "x", vpcEndpointServiceName: "com.amazonaws.vpce.x" };

describe("names and texts (finding 8): control and direction characters are a 400 naming the field", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const cases: [string, string, unknown, string][] = [
    ["POST", dashboards, { ...validDashboardBody, name: "Ops\u202egnp" }, "name must not contain control or direction characters (U+202E at character 4)"],
    ["POST", dashboards, { ...validDashboardBody, name: "a\u0000" }, "name must not contain control or direction characters (U+0000 at character 2)"],
    ["POST", dashboards, { ...validDashboardBody, tags: ["ok", "b\u0085"] }, "tags[1]: each tag must not contain control or direction characters (U+0085 at character 2)"],
    ["POST", dashboards, { ...validDashboardBody, tiles: [tile({ name: "t\n" })] }, "tiles[0].name: tile name must not contain control or direction characters (U+000A at character 2)"],
    ["POST", dashboards, { ...validDashboardBody, tiles: [tile({ series: [series({ where: "a:\ud800" })] })] }, "tiles[0].series[0].where: series where must not contain control or direction characters (a lone surrogate U+D800 at character 3)"],
    ["POST", dashboards, { ...validDashboardBody, tiles: [tile({ series: [series({ groupBy: ["level\u2066"] })] })] }, "tiles[0].series[0].groupBy[0]: each groupBy field must not contain control or direction characters (U+2066 at character 6)"],
    ["POST", alerts, { ...validAlertBody, name: "n\u202a" }, "name must not contain control or direction characters (U+202A at character 2)"],
    ["POST", alerts, { ...validAlertBody, message: "line one\r\nline two" }, "message must not contain control or direction characters (U+000D at character 9)"],
    ["POST", endpoints, { ...endpointBody, description: "d\u001b[31m" }, "description must not contain control or direction characters (U+001B at character 2)"],
    ["PATCH", PATHS.service, { ipAccessList: { add: [{ source: "192.0.2.1", description: "x\u2029" }] } }, "ipAccessList.add[0].description must not contain control or direction characters (U+2029 at character 2)"],
  ];
  for (const [method, urlPath, body, message] of cases) {
    it(`${method} …/${name(urlPath)}: ${message}`, async () => {
      const response = await server.call(method, urlPath, body);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).error).toBe(`BAD_REQUEST: ${message}`);
    });
  }

  it("an alert message may span lines", async () => {
    const response = await server.call("POST", alerts, { ...validAlertBody, message: "line one\nline two\twith a tab" });
    expect(response.status).toBe(200);
  });

  it.each([
    ["a tile name of 1,025 characters", { tiles: [tile({ name: "n".repeat(1025) })] }, "tiles[0].name: tile name must be at most 1024 characters"],
    ["a where of 2,001 characters", { tiles: [tile({ series: [series({ where: "w".repeat(2001) })] })] }, "tiles[0].series[0].where: series where must be at most 2000 characters"],
    ["a 1 MB value the console does not know", { tiles: [tile({ note: "x".repeat(1000 * 1000) })] }, `tiles[0]: a tile must be at most ${MAX_TILE_JSON_LENGTH} characters as JSON`],
    ["11 series", { tiles: [tile({ series: Array.from({ length: 11 }, () => series({})) })] }, "tiles[0].series must be at most 10"],
    ["a series aggFn of 65 characters", { tiles: [tile({ series: [series({ aggFn: "a".repeat(65) })] })] }, "tiles[0].series[0].aggFn: series aggFn must be at most 64 characters"],
  ])("tile and series strings are bounded: %s", async (_label, change, message) => {
    const response = await server.call("POST", dashboards, { ...validDashboardBody, ...change });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).error).toContain(`BAD_REQUEST: ${message}`);
  });

  it("an IP access list source of a kilobyte is refused before it is parsed", async () => {
    const response = await server.call("PATCH", PATHS.service, { ipAccessList: { add: [{ source: "1".repeat(1024) }] } });
    expect((await errorOf(response)).error).toBe("BAD_REQUEST: ipAccessList.add[0].source must be at most 64 characters");
  });
});

describe("collections are bounded per service (finding 8)", () => {
  let server: TestServer;
  beforeAll(async () => {
    // A data file already at each limit, so one more create shows the refusal.
    const data = buildSeedData({ pipeCount: null });
    const serviceId = PRODUCTION_SERVICE.id;
    const count = (records: { serviceId: string }[]) => records.filter((r) => r.serviceId === serviceId).length;
    const dashboard = data.dashboards.find((d) => d.serviceId === serviceId)!;
    for (let i = count(data.dashboards); i < MAX_DASHBOARDS_PER_SERVICE; i += 1) {
      data.dashboards.push({ serviceId, record: { ...dashboard.record, id: `filler-${i}` } });
    }
    const alert = data.alerts.find((a) => a.serviceId === serviceId)!;
    for (let i = count(data.alerts); i < MAX_ALERTS_PER_SERVICE; i += 1) {
      data.alerts.push({ serviceId, record: { ...alert.record, id: `filler-${i}` } });
    }
    const endpoint = data.reverseEndpoints.find((e) => e.record.serviceId === serviceId)!;
    for (let i = count(data.reverseEndpoints.map((e) => e.record)); i < MAX_REVERSE_ENDPOINTS_PER_SERVICE; i += 1) {
      data.reverseEndpoints.push({ ...endpoint, record: { ...endpoint.record, id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}` } });
    }
    const service = data.services.find((s) => s.record.id === serviceId)!;
    service.record.ipAccessList = Array.from({ length: MAX_IP_ACCESS_ENTRIES }, (_, i) => ({ source: `10.0.${Math.floor(i / 256)}.${i % 256}`, description: "" }));
    const dataDir = await makeDataDir();
    await writeFile(path.join(dataDir, DATA_FILE_NAME), JSON.stringify(data));
    server = await startTestServer({}, { dataDir });
  });
  afterAll(() => server.close());

  it.each([
    ["dashboards", dashboards, validDashboardBody, `CONFLICT: the service already has ${MAX_DASHBOARDS_PER_SERVICE} dashboards, the most it can hold; delete one first`],
    ["alerts", alerts, validAlertBody, `CONFLICT: the service already has ${MAX_ALERTS_PER_SERVICE} alerts, the most it can hold; delete one first`],
    ["reverse endpoints", endpoints, endpointBody, `CONFLICT: the service already has ${MAX_REVERSE_ENDPOINTS_PER_SERVICE} reverse private endpoints, the most it can hold; delete one first`],
  ])("one %s more is a 409", async (_label, urlPath, body, error) => {
    const response = await server.call("POST", urlPath, body);
    expect(response.status).toBe(409);
    expect((await errorOf(response)).error).toBe(error);
  });

  it("an IP access list entry past the limit is a 400; replacing one is fine", async () => {
    const add = await server.call("PATCH", PATHS.service, { ipAccessList: { add: [{ source: "192.0.2.1" }] } });
    expect((await errorOf(add)).error).toBe(`BAD_REQUEST: ipAccessList would hold ${MAX_IP_ACCESS_ENTRIES + 1} entries; a service holds at most ${MAX_IP_ACCESS_ENTRIES}`);
    const swap = await server.call("PATCH", PATHS.service, { ipAccessList: { remove: [{ source: "10.0.0.0" }], add: [{ source: "192.0.2.1" }] } });
    expect(swap.status).toBe(200);
  });
});
