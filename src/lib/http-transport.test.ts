import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { clearCredentials, saveCredentials } from "./credentials-store";
import { REQUEST_TIME_LIMIT_MS, retryAfterMs, send } from "./http-transport";

const fetchMock = vi.fn<typeof fetch>();

/** A fetch that never answers: it only ends when its signal aborts, as the browser's does. */
function hangUntilAborted(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
  });
}

/** A fetch whose head arrives at once and whose body never does. */
function headThenSilence(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const body = new ReadableStream({
    start(controller) {
      init?.signal?.addEventListener("abort", () => controller.error(init.signal?.reason));
    },
  });
  return Promise.resolve(new Response(body, { status: 200, headers: { "X-Request-Id": "req-head" } }));
}

/** A fetch whose head arrives and whose body breaks off part way (a connection reset). */
function headThenReset(): Promise<Response> {
  const body = new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"status":200,"res'));
      controller.error(new TypeError("network error"));
    },
  });
  return Promise.resolve(new Response(body, { status: 200, headers: { "X-Request-Id": "req-cut" } }));
}

/** The settled outcome of a promise, so a test can look at it while fake time stands still. */
function track<T>(promise: Promise<T>) {
  const state: { settled: boolean; error?: unknown } = { settled: false };
  promise.then(
    () => (state.settled = true),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return state;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("fetch", fetchMock);
  saveCredentials({ keyId: "key", keySecret: "secret", dashboardToken: "token" }, { remember: false });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  clearCredentials();
});

describe("the time limit of a request", () => {
  it("is 20 s", () => {
    expect(REQUEST_TIME_LIMIT_MS).toBe(20_000);
  });

  it("abandons a GET without an answer once the limit is over, not before, as a timeout error that invites a retry", async () => {
    fetchMock.mockImplementation(hangUntilAborted);
    const outcome = track(send("management", "/organizations"));
    await vi.advanceTimersByTimeAsync(REQUEST_TIME_LIMIT_MS - 1);
    expect(outcome.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome.error).toBeInstanceOf(ApiError);
    expect(outcome.error).toMatchObject({ kind: "timeout", api: "management", status: undefined });
    expect((outcome.error as ApiError).message).toMatch(/did not answer within 20 seconds.*Try again/);
    expect((outcome.error as ApiError).isTransient).toBe(false);
    expect(fetchMock.mock.calls[0]![1]!.signal!.aborted).toBe(true);
  });

  it("covers the body: a head followed by silence is abandoned too, with the head's request id", async () => {
    fetchMock.mockImplementation(headThenSilence);
    const outcome = track(send("management", "/organizations"));
    await vi.advanceTimersByTimeAsync(REQUEST_TIME_LIMIT_MS);
    expect(outcome.error).toMatchObject({ kind: "timeout", status: undefined, requestId: "req-head" });
  });

  it("says that a write abandoned on the way may still have been made", async () => {
    fetchMock.mockImplementation(hangUntilAborted);
    const outcome = track(send("management", "/x", { method: "PATCH", body: { name: "n" } }));
    await vi.advanceTimersByTimeAsync(REQUEST_TIME_LIMIT_MS);
    expect((outcome.error as ApiError).message).toContain("may or may not have been made");
  });

  it("tells a POST that only reads (the series query) to try again, not to check for a change", async () => {
    fetchMock.mockImplementation(hangUntilAborted);
    const outcome = track(send("dashboard", "/series", { method: "POST", body: {}, reads: true }));
    await vi.advanceTimersByTimeAsync(REQUEST_TIME_LIMIT_MS);
    expect((outcome.error as ApiError).message).toBe(`The server did not answer within ${REQUEST_TIME_LIMIT_MS / 1000} seconds. Try again.`);
  });

  it("leaves a caller's own cancel as it is (TanStack Query knows it), and stops the timer", async () => {
    fetchMock.mockImplementation(hangUntilAborted);
    const caller = new AbortController();
    const outcome = track(send("management", "/organizations", { signal: caller.signal }));
    caller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome.error).not.toBeInstanceOf(ApiError);
    expect((outcome.error as Error).name).toBe("AbortError");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("clears its timer once an answer is read", async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ ok: true }), { status: 200 }));
    await expect(send("management", "/organizations")).resolves.toMatchObject({ body: { ok: true } });
    // Had the time limit's timer stayed, it would abort the signal of an answer already read.
    await vi.advanceTimersByTimeAsync(REQUEST_TIME_LIMIT_MS);
    expect(fetchMock.mock.calls[0]![1]!.signal!.aborted).toBe(false);
  });
});

describe("a broken connection", () => {
  it("before any answer blames the connection, with nothing to quote", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const error = await send("management", "/organizations").catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: "network", status: undefined, requestId: undefined });
    expect((error as ApiError).message).toMatch(/could not be reached\. Check your connection/);
    expect((error as ApiError).isTransient).toBe(true);
  });

  it("during the answer says it was cut off, with the request id of its head, and leaves a write to be checked", async () => {
    fetchMock.mockImplementation(headThenReset);
    const read = await send("management", "/organizations").catch((caught: unknown) => caught);
    expect(read).toMatchObject({ kind: "network", status: undefined, requestId: "req-cut" });
    expect((read as ApiError).message).toBe("The server's answer was cut off. Try again.");
    expect((read as ApiError).isTransient).toBe(true);

    const write = await send("management", "/x", { method: "PATCH", body: { name: "n" } }).catch((caught: unknown) => caught);
    expect((write as ApiError).message).toBe("The server's answer was cut off. The change may or may not have been made: check before sending it again.");
  });
});

describe("a 429", () => {
  it("carries the wait its Retry-After asks for, in seconds or as a date", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ status: 429, requestId: "r", error: "TOO_MANY_REQUESTS: slow down" }), { status: 429, headers: { "Retry-After": "5" } }),
    );
    const error = await send("management", "/x").catch((reason: unknown) => reason);
    expect(error).toMatchObject({ status: 429, code: "TOO_MANY_REQUESTS", retryAfterMs: 5000, isRateLimited: true });
  });

  it("reads Retry-After as RFC 9110 writes it", () => {
    const now = Date.parse("2026-03-01T12:00:00Z");
    expect(retryAfterMs("2", now)).toBe(2000);
    expect(retryAfterMs(" 0 ", now)).toBe(0);
    expect(retryAfterMs("Sun, 01 Mar 2026 12:00:07 GMT", now)).toBe(7000);
    expect(retryAfterMs("Sun, 01 Mar 2026 11:59:00 GMT", now)).toBe(0);
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs("soon", now)).toBeUndefined();
    expect(retryAfterMs("-3", now)).toBeUndefined();
  });
});
