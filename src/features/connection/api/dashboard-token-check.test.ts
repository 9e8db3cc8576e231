import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { seriesQueryBodySchema } from "@/shared/schemas/series-query";
import { isDashboardTokenRefused } from "./dashboard-token-check";

const credentials = { keyId: "key", keySecret: "secret", dashboardToken: "token" };
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe("isDashboardTokenRefused", () => {
  it("asks the dashboard API a read its series query takes, with the token as a bearer", async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ data: [] }), { status: 200 }));
    expect(await isDashboardTokenRefused(credentials, 1_700_000_000_000)).toBe(false);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/charts\/series$/);
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer token");
    expect(seriesQueryBodySchema.safeParse(JSON.parse(String(init?.body))).success).toBe(true);
  });

  it("is refused only by a 401", async () => {
    fetchMock.mockResolvedValueOnce(new Response("Unauthorized", { status: 401 }));
    expect(await isDashboardTokenRefused(credentials)).toBe(true);
  });

  it.each([
    ["a dashboard API without the series query", () => new Response("Not found", { status: 404 })],
    ["a server error", () => new Response("{}", { status: 500 })],
  ])("does not call the token wrong on %s", async (_, answer) => {
    fetchMock.mockResolvedValueOnce(answer());
    expect(await isDashboardTokenRefused(credentials)).toBe(false);
  });

  it("does not call the token wrong when the dashboard API cannot be reached", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect(await isDashboardTokenRefused(credentials)).toBe(false);
  });
});
