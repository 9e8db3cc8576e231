import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/app/app-query-client";
import { loadRoutes, runLoader } from "@/app/route-loading-test-support";
import { loadWideGrid } from "@/features/dashboards/editor/components/load-wide-grid";
import { clearCredentials, saveCredentials } from "@/lib/credentials-store";

// The grid that drags tiles: whether the loader starts loading it is what the tests look at.
vi.mock("@/features/dashboards/editor/components/load-wide-grid", () => ({ loadWideGrid: vi.fn(() => Promise.resolve()) }));

// The dashboard's loader asks for the first screen's series with the dashboard, against the moment it
// returns: the editor reads its range against that moment and so finds these answers (e2e: each body once).

const fetchMock = vi.fn<typeof fetch>();
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const series = (where: string, type = "time") => [{ type, dataSource: "events", aggFn: "count", where, groupBy: [] }];
const dashboard = {
  id: "dash-1",
  name: "Health",
  tags: [],
  tiles: [
    { id: "t1", name: "Top left", x: 0, y: 0, w: 12, h: 4, series: series("top-left") },
    { id: "t2", name: "Top right", x: 12, y: 0, w: 12, h: 4, series: series("top-right", "number") },
    { id: "t3", name: "Far below", x: 0, y: 40, w: 12, h: 4, series: series("far") },
    { id: "t4", name: "Twin of top left", x: 0, y: 4, w: 12, h: 4, series: series("top-left") },
  ],
};
const PAGE = "/o/org-1/s/svc-1/dashboards/dash-1";

/** The series bodies the loaders of `url` send, once they have asked for nothing more for a while. */
async function seriesSent(url: string): Promise<{ readAt: unknown; bodies: { startTime: number; endTime: number; series: { where: string }[] }[] }> {
  let answer: unknown;
  // Root first: the dashboard's own route is the last.
  for (const route of await loadRoutes(PAGE)) answer = await runLoader(route, url);
  for (let asked = -1; asked !== fetchMock.mock.calls.length; ) {
    asked = fetchMock.mock.calls.length;
    await vi.advanceTimersByTimeAsync(50);
  }
  const bodies = fetchMock.mock.calls.filter(([requested]) => String(requested).endsWith("/charts/series")).map(([, init]) => JSON.parse(String(init?.body)));
  return { readAt: (answer as { readAt?: number } | null)?.readAt, bodies };
}

/** A window whose media queries all answer `matches`: the loader asks whether it is wide enough for the grid. */
const stubMatchMedia = (matches = false) => vi.stubGlobal("matchMedia", vi.fn(() => ({ matches, addEventListener: () => undefined, removeEventListener: () => undefined })));

// The loader starts loading the charts' code (uPlot asks for the device pixel ratio's media query as it
// is evaluated): loaded here once, so that no test leaves it loading behind it.
beforeAll(async () => {
  stubMatchMedia();
  await import("@/features/dashboards/charts/components/time-chart");
  vi.unstubAllGlobals();
});

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ["Date", "setTimeout", "clearTimeout"] });
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation((url) => {
    if (String(url).endsWith("/dashboards/dash-1")) return Promise.resolve(new Response(JSON.stringify({ status: 200, requestId: "r-1", result: dashboard })));
    return new Promise<Response>(() => undefined);
  });
  saveCredentials({ keyId: "key", keySecret: "secret", dashboardToken: "token" }, { remember: false });
  stubMatchMedia();
});
afterEach(() => {
  vi.mocked(loadWideGrid).mockClear();
  queryClient.clear();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  clearCredentials();
});

describe("the dashboard's loader", () => {
  it("asks for the series of the tiles on the first screen with the dashboard, once per distinct query, over the address's range", async () => {
    const { readAt, bodies } = await seriesSent(`${PAGE}?from=now-6h&to=now`);
    expect(readAt).toBe(NOW);
    expect(bodies.map((body) => body.series[0]?.where).sort()).toEqual(["top-left", "top-right"]);
    for (const body of bodies) expect([body.startTime, body.endTime]).toEqual([NOW - 6 * 3600_000, NOW]);
  });

  it("asks for no series when the dashboard cannot be read", async () => {
    fetchMock.mockImplementation((url) =>
      Promise.resolve(String(url).endsWith("/dashboards/dash-1") ? new Response(JSON.stringify({ status: 404, requestId: "r-2", error: "Not found" }), { status: 404 }) : new Response("{}")),
    );
    const { bodies } = await seriesSent(PAGE);
    expect(bodies).toEqual([]);
  });

  it("starts loading the grid that drags tiles on a window wide enough for it, and not on a phone", async () => {
    stubMatchMedia(true);
    await seriesSent(PAGE);
    expect(window.matchMedia).toHaveBeenCalledWith("(min-width: 728px) and (max-width: 760px), (min-width: 988px)");
    expect(loadWideGrid).toHaveBeenCalledTimes(1);

    vi.mocked(loadWideGrid).mockClear();
    queryClient.clear();
    stubMatchMedia(false);
    await seriesSent(PAGE);
    expect(loadWideGrid).not.toHaveBeenCalled();
  });
});
