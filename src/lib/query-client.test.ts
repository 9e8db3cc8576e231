import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { createQueryClient, rateLimitWaitUntil, retryDelay, shouldRetryMutation, shouldRetryQuery, subscribeToRateLimitWait } from "./query-client";

const http = (status: number, retryAfterMs?: number) => new ApiError({ kind: "http", api: "management", status, message: "x", retryAfterMs });
const timeout = () => new ApiError({ kind: "timeout", api: "management", message: "x" });

describe("shouldRetryQuery", () => {
  it("retries network errors, 5xx and 429 a bounded number of times", () => {
    expect(shouldRetryQuery(0, new ApiError({ kind: "network", api: "management", message: "x" }))).toBe(true);
    expect(shouldRetryQuery(0, http(503))).toBe(true);
    expect(shouldRetryQuery(1, http(429))).toBe(true);
    expect(shouldRetryQuery(2, http(503))).toBe(false);
    expect(shouldRetryQuery(2, http(429, 1000))).toBe(true);
    expect(shouldRetryQuery(3, http(429, 1000))).toBe(false);
  });

  it("never retries client errors, shape errors, timeouts or unknown throws", () => {
    for (const status of [400, 401, 403, 404, 409]) expect(shouldRetryQuery(0, http(status))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError({ kind: "shape", api: "management", status: 200, message: "x" }))).toBe(false);
    expect(shouldRetryQuery(0, timeout())).toBe(false);
    expect(shouldRetryQuery(0, new Error("boom"))).toBe(false);
  });

  it("does not sit out a Retry-After beyond 30 s: the user is told instead", () => {
    expect(shouldRetryQuery(0, http(429, 30_000))).toBe(true);
    expect(shouldRetryQuery(0, http(429, 30_001))).toBe(false);
  });
});

describe("shouldRetryMutation", () => {
  it("retries only a 429, which the server refused before doing anything", () => {
    expect(shouldRetryMutation(0, http(429, 2000))).toBe(true);
    for (const error of [http(500), http(503), timeout(), new ApiError({ kind: "network", api: "management", message: "x" })]) {
      expect(shouldRetryMutation(0, error)).toBe(false);
    }
  });
});

describe("retryDelay", () => {
  it("waits as long as Retry-After asked, else backs off", () => {
    expect(retryDelay(0, http(429, 5000))).toBe(5000);
    expect(retryDelay(0, http(429))).toBe(1000);
    expect(retryDelay(2, http(503))).toBe(4000);
    expect(retryDelay(10, http(503))).toBe(30_000);
  });
});

describe("the query client", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("asks again after a 429's Retry-After, and not before", async () => {
    const client = createQueryClient();
    const queryFn = vi.fn<() => Promise<string>>().mockRejectedValueOnce(http(429, 5000)).mockResolvedValueOnce("answer");
    const result = client.fetchQuery({ queryKey: ["rate-limited"], queryFn });
    await vi.advanceTimersByTimeAsync(4999);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await expect(result).resolves.toBe("answer");
  });

  it("says it is waiting out a 429 only when a retry follows the wait", async () => {
    // Later than any wait an earlier test announced (the console keeps the latest end of a wait).
    vi.setSystemTime(Date.now() + 3_600_000);
    const announced = vi.fn();
    const unsubscribe = subscribeToRateLimitWait(announced);
    try {
      const client = createQueryClient();
      // Beyond the cap: shown to the user with the error, no retry, so no countdown either.
      const long = client.fetchQuery({ queryKey: ["long-wait"], queryFn: () => Promise.reject(http(429, 120_000)) }).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(0);
      expect(await long).toMatchObject({ status: 429 });
      expect(announced).not.toHaveBeenCalled();

      // Within the cap: three waits announced, each followed by a retry; the fourth 429 is the error.
      const queryFn = vi.fn<() => Promise<string>>().mockRejectedValue(http(429, 1000));
      const limited = client.fetchQuery({ queryKey: ["short-wait"], queryFn }).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(0);
      expect(announced).toHaveBeenCalledTimes(1);
      expect(rateLimitWaitUntil()).toBe(Date.now() + 1000);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await limited).toMatchObject({ status: 429 });
      expect(queryFn).toHaveBeenCalledTimes(4);
      expect(announced).toHaveBeenCalledTimes(3);
    } finally {
      unsubscribe();
    }
  });

  it("gives up a timed-out query at once, for the user to try again", async () => {
    const client = createQueryClient();
    const queryFn = vi.fn<() => Promise<string>>().mockRejectedValue(timeout());
    const outcome = client.fetchQuery({ queryKey: ["timed-out"], queryFn }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await outcome).toMatchObject({ kind: "timeout" });
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it("sends a mutation refused with a 429 again after the wait, and a failed one never", async () => {
    const client = createQueryClient();
    const limited = vi.fn<() => Promise<string>>().mockRejectedValueOnce(http(429, 2000)).mockResolvedValueOnce("saved");
    const saved = client.getMutationCache().build(client, { mutationFn: limited }).execute(undefined);
    await vi.advanceTimersByTimeAsync(1999);
    expect(limited).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(saved).resolves.toBe("saved");

    const failing = vi.fn<() => Promise<string>>().mockRejectedValue(http(503));
    const failed = client.getMutationCache().build(client, { mutationFn: failing }).execute(undefined).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await failed).toMatchObject({ status: 503 });
    expect(failing).toHaveBeenCalledTimes(1);
  });
});
