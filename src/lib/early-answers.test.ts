import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "@/shared/zod";
import { ApiError } from "./api-error";
import { apiRequest } from "./api-request";
import { clearCredentials, getCredentials, saveCredentials } from "./credentials-store";
import { EARLY_ANSWER_LIFETIME_MS, fetchOrTakeEarly, keepEarlyAnswer } from "./early-answers";
import { managementRequest } from "./http-client";
import { REQUEST_TIME_LIMIT_MS } from "./http-transport";
import { setUnauthorizedHandler } from "./unauthorized";

const fetchMock = vi.fn<typeof fetch>();
const KEY = { keyId: "key", keySecret: "secret", dashboardToken: "token" };

const answer = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));
const flush = () => vi.advanceTimersByTimeAsync(0);

/** An answer still on its way: like fetch's, it fails when its request is cancelled. */
const onItsWay = (signal: AbortSignal) => new Promise<Response>((_, reject) => signal.addEventListener("abort", () => reject(signal.reason as Error)));

/** The request the transport sends for `GET path` with the stored key, and an early answer kept for it. */
function keptEarly(path: string, respond: (signal: AbortSignal) => Promise<Response> = () => answer({})) {
  const controller = new AbortController();
  const { url, init } = apiRequest("management", path, getCredentials()!, { method: "GET", signal: controller.signal });
  const response = respond(controller.signal);
  keepEarlyAnswer(url, { authorization: init.headers.Authorization, response, controller });
  return { url, init, response, controller };
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation(() => answer({ status: 200, requestId: "fetched", result: [] }));
  saveCredentials(KEY, { remember: false });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setUnauthorizedHandler(undefined);
  clearCredentials();
});

describe("fetchOrTakeEarly", () => {
  it("takes the answer asked for early to the same GET with the same key, once", async () => {
    const { url, init, response } = keptEarly("/organizations/o/services/s/pipes-once");
    expect(fetchOrTakeEarly(url, init)).toBe(response);
    expect(fetchMock).not.toHaveBeenCalled();
    // Taken: the next read asks the server again.
    await fetchOrTakeEarly(url, init);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("sends its own request for another key, another method or another URL, and leaves the early answer for its own request", async () => {
    const { url, init, response } = keptEarly("/organizations/o/services/s/pipes-other");
    await fetchOrTakeEarly(url, { ...init, headers: { ...init.headers, Authorization: "Basic b3RoZXI6a2V5" } });
    await fetchOrTakeEarly(url, { ...init, method: "DELETE" });
    await fetchOrTakeEarly(`${url}/x`, init);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchOrTakeEarly(url, init)).toBe(response);
  });

  it("cancels the early request when the request that took it is cancelled", () => {
    const { url, init, controller } = keptEarly("/organizations/o/services/s/pipes-cancel", onItsWay);
    const caller = new AbortController();
    void fetchOrTakeEarly(url, { ...init, signal: caller.signal });
    expect(controller.signal.aborted).toBe(false);
    caller.abort(new DOMException("left the page", "AbortError"));
    expect(controller.signal.aborted).toBe(true);
    expect((controller.signal.reason as DOMException).message).toBe("left the page");
  });
});

describe("an early answer nobody takes", () => {
  it("is dropped, and its download cancelled, once it has waited its lifetime after arriving", async () => {
    vi.useFakeTimers();
    const { url, init, controller } = keptEarly("/organizations/o/services/s/pipes-late");
    await flush();
    await vi.advanceTimersByTimeAsync(EARLY_ANSWER_LIFETIME_MS - 1);
    expect(controller.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(controller.signal.aborted).toBe(true);
    await fetchOrTakeEarly(url, init);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("is kept while it is still on its way, however long that takes (a large list on a slow link)", async () => {
    vi.useFakeTimers();
    const { url, init, response, controller } = keptEarly("/organizations/o/services/s/pipes-slow", onItsWay);
    await vi.advanceTimersByTimeAsync(3 * EARLY_ANSWER_LIFETIME_MS);
    expect(controller.signal.aborted).toBe(false);
    expect(fetchOrTakeEarly(url, init)).toBe(response);
  });

  it("is dropped at once when its request fails, so the page's own request tries again", async () => {
    vi.useFakeTimers();
    const { url, init } = keptEarly("/organizations/o/services/s/pipes-failed", () => Promise.reject(new TypeError("Failed to fetch")));
    await flush();
    await expect(fetchOrTakeEarly(url, init)).resolves.toBeInstanceOf(Response);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("a query that takes an early answer", () => {
  it("reads it as its own answer: a 401 is the session's key refused, with its message and request id", async () => {
    const refused = vi.fn();
    setUnauthorizedHandler(refused);
    keptEarly("/organizations/o/services/s", () => answer({ status: 401, requestId: "r-401", error: "UNAUTHORIZED: key revoked" }, 401));
    const error = await managementRequest("/organizations/o/services/s", z.unknown()).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: "key revoked", requestId: "r-401" });
    expect(refused).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("gives up on it at the transport's time limit, as on its own request, and cancels it", async () => {
    vi.useFakeTimers();
    const { controller } = keptEarly("/organizations/o/services/s/silent", onItsWay);
    const outcome = managementRequest("/organizations/o/services/s/silent", z.unknown()).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    await vi.advanceTimersByTimeAsync(REQUEST_TIME_LIMIT_MS);
    expect(await outcome).toMatchObject({ kind: "timeout" });
    expect(controller.signal.aborted).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
