import type { RouteObject } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { loadTimeChart } from "@/features/dashboards/charts/components/load-time-chart";
import { PAGE_LOADS } from "@/shared/page-loads";
import { PAGE_MODULES, pageModulesFor } from "@/shared/page-modules";
import { loadRoutes, redirectOf } from "./route-loading-test-support";
import { routes } from "./router";

// The server names the chunks of shared/page-modules.ts in the HTML; a table that drifted from the
// router would only cost speed, silently. These tests hold the two together.

// uPlot reads matchMedia as it loads, which jsdom lacks; only the charts' module identity matters here.
vi.mock("uplot", () => ({ default: class {} }));
// The dashboard's loader is held to asking for the charts' code: the real loader, watched.
vi.mock("@/features/dashboards/charts/components/load-time-chart", async (importOriginal) => {
  const actual = await importOriginal<{ loadTimeChart: typeof loadTimeChart }>();
  return { loadTimeChart: vi.fn(actual.loadTimeChart) };
});

const sample = (pattern: string) => pattern.replace(/:(\w+)/g, "$1-1");

/** Every path in the router whose route loads lazily, as a full pattern. */
function lazyPaths(tree: RouteObject[], parent = ""): string[] {
  return tree.flatMap((route) => {
    const path = route.path === undefined ? parent : `${parent.replace(/\/$/, "")}/${route.path}`.replace(/^\/\//, "/");
    return [...(route.lazy ? [path] : []), ...lazyPaths(route.children ?? [], path)];
  });
}

describe("page modules (the server's modulepreload table)", () => {
  it.each(PAGE_MODULES.map((page) => [page.path, page.modules] as const))("%s needs what the router loads for it", async (pattern, modules) => {
    const pathname = sample(pattern);
    const target = (await redirectOf(pathname)) ?? pathname;
    const expected = await Promise.all(modules.map((module) => import(/* @vite-ignore */ `/${module}`)));
    expect((await loadRoutes(target)).flatMap((route) => (route.lazy ? [route.lazy] : []))).toEqual(expected);
    expect(pageModulesFor(pathname)).toBe(modules);
  });

  it("has a row for every page the router loads lazily", () => {
    const patterns = PAGE_MODULES.map((page) => page.path);
    for (const path of lazyPaths(routes)) expect(patterns).toContain(path);
  });

  it("prefers a literal segment to a parameter, and knows no page for other paths", () => {
    expect(pageModulesFor("/o/a/s/b/pipes/new")).toContain("src/app/routes/pipes/pipe-create-route.tsx");
    expect(pageModulesFor("/o/a/s/b/pipes/p-1")).toContain("src/app/routes/pipes/pipe-detail-route.tsx");
    expect(pageModulesFor("/o/a/s/b/pipes/")).toContain("src/app/routes/pipes/pipes-list-route.tsx");
    expect(pageModulesFor("/nowhere")).toEqual([]);
    expect(pageModulesFor("/o/a/s/b/pipes/p-1/extra")).toEqual([]);
  });

  it("names, among the modules a page's loader starts at once (PAGE_LOADS), the charts' code the dashboard's loader asks for", async () => {
    for (const pattern of Object.keys(PAGE_LOADS)) expect(PAGE_MODULES.map((page) => page.path)).toContain(pattern);
    const [chart] = PAGE_LOADS["/o/:organizationId/s/:serviceId/dashboards/:dashboardId"] ?? [];
    expect(await import(/* @vite-ignore */ `/${chart}`)).toBe(await loadTimeChart());
    // …and that loader does ask for it, at once.
    vi.mocked(loadTimeChart).mockClear();
    vi.stubGlobal("fetch", () => new Promise<Response>(() => undefined));
    // A phone's window: the loader leaves the grid that drags tiles alone (not in PAGE_LOADS).
    vi.stubGlobal("matchMedia", () => ({ matches: false }));
    try {
      const { loader } = await import("./routes/dashboards/dashboard-editor-route");
      const params = { organizationId: "org-1", serviceId: "svc-1", dashboardId: "dash-1" };
      loader({ params, request: new Request("http://console.test/o/org-1/s/svc-1/dashboards/dash-1"), context: undefined } as unknown as Parameters<typeof loader>[0]);
      expect(loadTimeChart).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
