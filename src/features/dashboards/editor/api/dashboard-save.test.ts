import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearCredentials, saveCredentials } from "@/lib/credentials-store";
import { isApiError } from "@/lib/api-error";
import { changedSince, saveBodyProblems, saveDashboard } from "./dashboard-save";
import type { Dashboard } from "@/shared/schemas/dashboard";

const serviceRef = { organizationId: "org-1", serviceId: "svc-1" };
const baseline: Dashboard = {
  id: "d1",
  name: "Health",
  tags: [],
  tiles: [{ id: "t1", name: "Errors", x: 0, y: 0, w: 12, h: 4, asRatio: false, series: [] }],
};
const body = { name: "Health", tags: ["prod"], tiles: [...baseline.tiles, { name: "New", x: 12, y: 0, w: 12, h: 4, asRatio: false, series: [] }] };
const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, value: unknown) => new Response(JSON.stringify(value), { status, headers: { "X-Request-Id": "req-7" } });

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  saveCredentials({ keyId: "key", keySecret: "secret", dashboardToken: "token" }, { remember: false });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  clearCredentials();
});

describe("conflict check", () => {
  it("sees any change of name, tags or tiles, but not key order", () => {
    expect(changedSince({ ...baseline }, baseline)).toBe(false);
    const reordered = { tiles: baseline.tiles, tags: [], name: "Health", id: "d1" };
    expect(changedSince(reordered, baseline)).toBe(false);
    expect(changedSince({ ...baseline, name: "Renamed elsewhere" }, baseline)).toBe(true);
    expect(changedSince({ ...baseline, tiles: [{ ...baseline.tiles[0]!, x: 1 }] }, baseline)).toBe(true);
    expect(changedSince({ ...baseline, tiles: [] }, baseline)).toBe(true);
  });
});

describe("saveDashboard", () => {
  it("re-reads the dashboard, then sends one PUT to the dashboard API with name, tiles and tags", async () => {
    const saved = { ...body, id: "d1", tiles: [baseline.tiles[0], { ...body.tiles[1], id: "t2" }] };
    fetchMock.mockResolvedValueOnce(json(200, { status: 200, requestId: "r1", result: baseline }));
    fetchMock.mockResolvedValueOnce(json(200, { data: saved }));
    const outcome = await saveDashboard(new QueryClient(), { serviceRef, dashboardId: "d1", body, baseline });
    expect(outcome).toEqual({ kind: "saved", dashboard: saved });
    const [readUrl, readInit] = fetchMock.mock.calls[0]!;
    expect(readUrl).toBe("/v1/organizations/org-1/services/svc-1/stack/dashboards/d1");
    expect(readInit?.method).toBe("GET");
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe("/api/v2/dashboards/d1");
    expect(init?.method).toBe("PUT");
    expect((init?.headers as Record<string, string>).Authorization).toBe("Bearer token");
    expect(JSON.parse(init?.body as string)).toEqual(body);
  });

  it("reads again even when the cache holds a fresh copy", async () => {
    const client = new QueryClient();
    client.setQueryData(["org", "org-1", "service", "svc-1", "stack", "dashboards", "detail", "d1"], baseline);
    const theirs = { ...baseline, name: "Changed elsewhere" };
    fetchMock.mockResolvedValueOnce(json(200, { status: 200, requestId: "r1", result: theirs }));
    const outcome = await saveDashboard(client, { serviceRef, dashboardId: "d1", body, baseline });
    expect(outcome).toEqual({ kind: "conflict", latest: theirs });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("overwrite skips the check and sends the PUT", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: { ...body, id: "d1", tiles: [] } }));
    const outcome = await saveDashboard(new QueryClient(), { serviceRef, dashboardId: "d1", body, baseline, overwrite: true });
    expect(outcome.kind).toBe("saved");
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/v2/dashboards/d1");
  });

  it("a PUT refused with 409 is a conflict with the version read after it, and the refusal", async () => {
    const theirs = { ...baseline, name: "Saved meanwhile" };
    fetchMock.mockResolvedValueOnce(json(200, { status: 200, requestId: "r1", result: baseline }));
    fetchMock.mockResolvedValueOnce(json(409, { message: "changed by another save" }));
    fetchMock.mockResolvedValueOnce(json(200, { status: 200, requestId: "r2", result: theirs }));
    const outcome = await saveDashboard(new QueryClient(), { serviceRef, dashboardId: "d1", body, baseline });
    expect(outcome).toMatchObject({ kind: "conflict", latest: theirs, refusal: { message: "changed by another save", requestId: "req-7", status: 409 } });
  });

  it("a 409 whose version cannot be read then throws the refusal", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { status: 200, requestId: "r1", result: baseline }));
    fetchMock.mockResolvedValueOnce(json(409, { message: "changed by another save" }));
    fetchMock.mockResolvedValueOnce(json(503, { status: 503, requestId: "r2", error: "unavailable" }));
    const error = await saveDashboard(new QueryClient(), { serviceRef, dashboardId: "d1", body, baseline }).catch((reason: unknown) => reason);
    expect(isApiError(error) && error.status).toBe(409);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("a 409 on a dashboard nobody changed, or on an overwrite, is the refusal itself, not a conflict to choose from again", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { status: 200, requestId: "r1", result: baseline }));
    fetchMock.mockResolvedValueOnce(json(409, { message: "a tile limit was reached" }));
    fetchMock.mockResolvedValueOnce(json(200, { status: 200, requestId: "r2", result: baseline }));
    const unchanged = await saveDashboard(new QueryClient(), { serviceRef, dashboardId: "d1", body, baseline }).catch((reason: unknown) => reason);
    expect(isApiError(unchanged) && [unchanged.status, unchanged.message]).toEqual([409, "a tile limit was reached"]);

    fetchMock.mockReset();
    fetchMock.mockResolvedValueOnce(json(409, { message: "changed by another save" }));
    const overwriting = await saveDashboard(new QueryClient(), { serviceRef, dashboardId: "d1", body, baseline, overwrite: true }).catch((reason: unknown) => reason);
    expect(isApiError(overwriting) && overwriting.status).toBe(409);
    // No re-read: the user already chose to replace the other version.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("a failed PUT throws the server's message with its requestId", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { status: 200, requestId: "r1", result: baseline }));
    fetchMock.mockResolvedValueOnce(json(400, { message: "x + w must be at most 24" }));
    const error = await saveDashboard(new QueryClient(), { serviceRef, dashboardId: "d1", body, baseline }).catch((reason: unknown) => reason);
    expect(isApiError(error) && { message: error.message, requestId: error.requestId, status: error.status }).toEqual({
      message: "x + w must be at most 24",
      requestId: "req-7",
      status: 400,
    });
  });
});

describe("saveBodyProblems", () => {
  it("names the tile and field the server would refuse", () => {
    expect(saveBodyProblems(body)).toEqual([]);
    const bad = { name: " ", tags: ["x".repeat(40)], tiles: [{ ...body.tiles[1]!, name: "Wide", x: 20, w: 8 }] };
    expect(saveBodyProblems(bad)).toEqual([
      "Dashboard name: name is required",
      'Tile "Wide" (w): x + w must be at most 24',
      "Tags: each tag must be at most 32 characters",
    ]);
  });
});
