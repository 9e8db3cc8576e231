import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiRequest } from "./api-request";
import { clearCredentials, getCredentials, saveCredentials } from "./credentials-store";
import { EARLY_ANSWER_LIFETIME_MS, fetchOrTakeEarly, keepEarlyAnswer } from "./early-answers";

const fetchMock = vi.fn<typeof fetch>();
const KEY = { keyId: "key", keySecret: "secret", dashboardToken: "token" };

/** The request the transport sends for `GET path` with the stored key, and an early answer kept for it. */
function keptEarly(path: string, body: unknown) {
  const controller = new AbortController();
  const { url, init } = apiRequest("management", path, getCredentials()!, { method: "GET", signal: controller.signal });
  const response = Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  keepEarlyAnswer(url, { authorization: init.headers.Authorization, response, controller });
  return { url, init, response, controller };
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation(() => Promise.resolve(new Response(JSON.stringify({ status: 200, requestId: "fetched", result: [] }))));
  saveCredentials(KEY, { remember: false });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  clearCredentials();
});

describe("fetchOrTakeEarly", () => {
  it("takes the answer asked for early to the same GET with the same key, once", async () => {
    const { url, init, response } = keptEarly("/organizations/o/services/s/pipes-once", {});
    expect(fetchOrTakeEarly(url, init)).toBe(response);
    expect(fetchMock).not.toHaveBeenCalled();
    // Taken: the next read asks the server again.
    await fetchOrTakeEarly(url, init);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("sends its own request for another key, another method or another URL, and leaves the early answer for its own request", async () => {
    const { url, init, response } = keptEarly("/organizations/o/services/s/pipes-other", {});
    await fetchOrTakeEarly(url, { ...init, headers: { ...init.headers, Authorization: "Basic b3RoZXI6a2V5" } });
    await fetchOrTakeEarly(url, { ...init, method: "DELETE" });
    await fetchOrTakeEarly(`${url}/x`, init);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchOrTakeEarly(url, init)).toBe(response);
  });

  it("cancels the early request when the request that took it is cancelled", () => {
    const { url, init, controller } = keptEarly("/organizations/o/services/s/pipes-cancel", {});
    const caller = new AbortController();
    void fetchOrTakeEarly(url, { ...init, signal: caller.signal });
    expect(controller.signal.aborted).toBe(false);
    caller.abort(new DOMException("left the page", "AbortError"));
    expect(controller.signal.aborted).toBe(true);
    expect((controller.signal.reason as DOMException).message).toBe("left the page");
  });

  it("drops an answer nobody took in time and cancels its request, so no later read gets an old answer", async () => {
    vi.useFakeTimers();
    const { url, init, controller } = keptEarly("/organizations/o/services/s/pipes-late", {});
    vi.advanceTimersByTime(EARLY_ANSWER_LIFETIME_MS);
    expect(controller.signal.aborted).toBe(true);
    await fetchOrTakeEarly(url, init);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
