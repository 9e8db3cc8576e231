import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearCredentials, saveCredentials } from "@/lib/credentials-store";
import type * as OneTaskEach from "@/lib/one-task-each";
import type { Tile } from "@/shared/schemas/dashboard";
import { firstScreenOfGrid, prefetchFirstSeries } from "./first-series";

// The tasks prefetchFirstSeries queues, run by hand: one at a time, as the browser would.
const queued = vi.hoisted(() => [] as (() => void)[]);
vi.mock("@/lib/one-task-each", async (original) => ({
  ...(await original<typeof OneTaskEach>()),
  inTaskOfItsOwn: (job: () => void) => {
    queued.push(job);
    return () => undefined;
  },
}));

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  clearCredentials();
});

/** A page's main column `width` px wide (padding included), as the browser would lay it out. */
function mainColumn(width: number, padding: string): Element {
  const main = document.createElement("main");
  main.style.padding = padding;
  Object.defineProperty(main, "clientWidth", { value: width });
  document.body.append(main);
  return main;
}

describe("firstScreenOfGrid", () => {
  it("takes the grid's width from the main column less its padding: wide beside the side navigation", () => {
    // 1280 px window: the main column is 1048 px, 28 px padding each side; the grid starts about 210 px down.
    expect(firstScreenOfGrid(mainColumn(1048, "24px 28px 48px"), { innerWidth: 1280, innerHeight: 800 })).toEqual({ width: 992, height: 790 });
  });

  it("is stacked when the column is narrower than the grid stacks at, and then starts further down", () => {
    expect(firstScreenOfGrid(mainColumn(568, "24px 28px 48px"), { innerWidth: 800, innerHeight: 900 })).toEqual({ width: 512, height: 630 });
    expect(firstScreenOfGrid(mainColumn(412, "16px 14px 40px"), { innerWidth: 412, innerHeight: 823 })).toEqual({ width: 384, height: 553 });
  });

  it("without a main column, takes the window's width", () => {
    expect(firstScreenOfGrid(null, { innerWidth: 1280, innerHeight: 800 })).toEqual({ width: 1280, height: 790 });
  });
});

describe("prefetchFirstSeries", () => {
  const tile = (name: string, y: number): Tile => ({
    id: name, name, x: 0, y, w: 24, h: 3, asRatio: false,
    series: [{ type: "time", dataSource: "events", aggFn: "count", where: `service:${name}`, groupBy: [] }],
  });

  it("asks for each first-screen tile's series in a task of its own, none in the caller's task", async () => {
    saveCredentials({ keyId: "k", keySecret: "s", dashboardToken: "t" }, { remember: false });
    const fetch = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal("fetch", fetch);
    const queryClient = new QueryClient();
    const at = Date.parse("2026-11-28T12:00:00Z");
    prefetchFirstSeries(queryClient, { organizationId: "o", serviceId: "s" }, [tile("api", 0), tile("web", 3), tile("far", 400)], new URLSearchParams("from=now-1h&to=now"), at, { width: 1200, height: 900 });
    // Two tasks, for the two tiles on the first screen; the tile far below waits to be seen.
    expect(queued).toHaveLength(2);
    expect(fetch).not.toHaveBeenCalled();
    const sentAfterEach: number[] = [];
    for (const job of queued.splice(0)) {
      job();
      await Promise.resolve();
      sentAfterEach.push(fetch.mock.calls.length);
    }
    expect(sentAfterEach).toEqual([1, 2]);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(2);
  });
});
