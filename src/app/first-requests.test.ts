import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "@/shared/zod";
import { clearCredentials, saveCredentials } from "@/lib/credentials-store";
import { managementListRequest, managementRequest } from "@/lib/http-client";
import { PAGE_MODULES } from "@/shared/page-modules";
import { queryClient } from "./app-query-client";
import { firstRequestsAt } from "./first-requests";
import { loadRoutes, redirectOf, runLoader } from "./route-loading-test-support";

// The first-requests script (src/first-requests.ts) sends what this table says a page reads first; the
// page's loaders are the truth. A table that drifted would cost a request twice, silently: these tests
// run the loaders and hold the two together.

const sample = (pattern: string) => pattern.replace(/:(\w+)/g, "$1 1");
const fetchMock = vi.fn<typeof fetch>();

/** The management API paths the loaders of the page at `pathname` ask for, once they have started. */
async function loadersRead(pathname: string): Promise<string[]> {
  // A service's own address sends the browser on to its pipes: what that page reads.
  const target = (await redirectOf(pathname)) ?? pathname;
  for (const route of await loadRoutes(target)) await runLoader(route, target);
  // Until the loaders have asked for nothing more for a while (a read started after an await counts too).
  for (let asked = -1; asked !== fetchMock.mock.calls.length; ) {
    asked = fetchMock.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return fetchMock.mock.calls.map(([requested]) => String(requested)).filter((requested) => requested.startsWith("/v1/")).map((requested) => requested.slice(3));
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  // The dashboard's loader starts loading the charts' code, which asks for the device pixel ratio's media query.
  vi.stubGlobal("matchMedia", () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }));
  fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
  saveCredentials({ keyId: "key", keySecret: "secret", dashboardToken: "token" }, { remember: false });
});
afterEach(() => {
  queryClient.clear();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  clearCredentials();
});

const readingPages = PAGE_MODULES.map((page) => page.path).filter((path) => path !== "/" && path !== "/connect");

describe("first requests (what the first-requests script sends before the console's code runs)", () => {
  it.each(readingPages)("%s: exactly what the page's loaders read first", async (pattern) => {
    const pathname = sample(pattern).replaceAll(" ", "%20");
    const read = await loadersRead(pathname);
    expect([...firstRequestsAt(pathname)].sort()).toEqual([...new Set(read)].sort());
  });

  it("encodes the page's parameters as the queries do", () => {
    expect(firstRequestsAt("/o/org%201/s/svc%2F2/pipes/p%3F1")).toEqual([
      "/organizations/org%201/services/svc%2F2",
      "/organizations",
      "/organizations/org%201/services/svc%2F2/pipes/p%3F1",
      "/organizations/org%201/services/svc%2F2/pipes/p%3F1/settings",
    ]);
  });

  it("asks nothing for the start, the connect page, a path no page has, or a path that is not valid percent-encoding", () => {
    for (const pathname of ["/", "/connect", "/nowhere", "/o/a/s/b/pipes/p-1/extra", "/o/a/s/%E0%A4%A/pipes"]) {
      expect(firstRequestsAt(pathname), pathname).toEqual([]);
    }
  });
});

describe("the first-requests script", () => {
  it("sends a page's first reads before the console's code runs, and the queries take their answers instead of asking again", async () => {
    window.history.replaceState(null, "", "/o/org%201/s/svc-1/pipes");
    const answers: Record<string, unknown> = {
      "/v1/organizations/org%201/services/svc-1": { status: 200, requestId: "r-service", result: { id: "svc-1" } },
      "/v1/organizations": { status: 200, requestId: "r-orgs", result: [] },
      "/v1/organizations/org%201/services/svc-1/pipes": { status: 200, requestId: "r-pipes", result: [{ id: "p1" }] },
    };
    fetchMock.mockImplementation((url) => Promise.resolve(new Response(JSON.stringify(answers[url as string] ?? {}))));
    await import("../first-requests");
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual(Object.keys(answers).sort());
    for (const [, init] of fetchMock.mock.calls) expect((init?.headers as Record<string, string>).Authorization).toMatch(/^Basic /);

    const pipes = await managementListRequest("/organizations/org%201/services/svc-1/pipes", z.looseObject({ id: z.string() }));
    const service = await managementRequest("/organizations/org%201/services/svc-1", z.looseObject({ id: z.string() }));
    const organizations = await managementRequest("/organizations", z.array(z.unknown()));
    expect(pipes.items).toEqual([{ id: "p1" }]);
    expect(service).toEqual({ id: "svc-1" });
    expect(organizations).toEqual([]);
    // Three requests in all, each sent once, by the script.
    expect(fetchMock).toHaveBeenCalledTimes(3);
    window.history.replaceState(null, "", "/");
  });
});
