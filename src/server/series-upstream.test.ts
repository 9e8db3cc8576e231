import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERIES_PATH } from "./emulator/series-routes";
import { validSeriesBody } from "./test-support/endpoints";
import { BEARER, startTestServer, type TestServer } from "./test-support/test-server";

// Upstream mode passes the series query through unchanged (it is under /api/v2): an emulator
// behind the proxy answers the same through it as directly, its 400s included.
let emulator: TestServer;
let proxy: TestServer;
beforeAll(async () => {
  emulator = await startTestServer();
  proxy = await startTestServer({ MANAGEMENT_API_URL: emulator.url, DASHBOARD_API_URL: emulator.url });
});
afterAll(async () => {
  await proxy.close();
  await emulator.close();
});

const post = (server: TestServer, body: unknown, authorization = BEARER) =>
  fetch(`${server.url}${SERIES_PATH}`, { method: "POST", headers: { Authorization: authorization, "Content-Type": "application/json" }, body: JSON.stringify(body) });

describe("the series query through the upstream proxy", () => {
  it("answers what the dashboard API answers", async () => {
    const direct = await post(emulator, validSeriesBody);
    const proxied = await post(proxy, validSeriesBody);
    expect(proxied.status).toBe(200);
    expect(await proxied.json()).toEqual(await direct.json());
  });

  it("passes a 400 and its message through", async () => {
    const body = { ...validSeriesBody, series: [{ ...validSeriesBody.series[0], where: "level:" }] };
    const proxied = await post(proxy, body);
    expect(proxied.status).toBe(400);
    expect(await proxied.json()).toEqual({ message: 'series[0].where: expected a value after "level:" at position 7, found the end of the filter' });
  });

  it("passes the browser's token, so a wrong one is the upstream's 401", async () => {
    expect((await post(proxy, validSeriesBody, "Bearer wrong")).status).toBe(401);
  });
});
