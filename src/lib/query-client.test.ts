import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { shouldRetryQuery } from "./query-client";

const http = (status: number) => new ApiError({ kind: "http", api: "management", status, message: "x" });

describe("shouldRetryQuery", () => {
  it("retries network errors, 5xx and 429 a bounded number of times", () => {
    expect(shouldRetryQuery(0, new ApiError({ kind: "network", api: "management", message: "x" }))).toBe(true);
    expect(shouldRetryQuery(0, http(503))).toBe(true);
    expect(shouldRetryQuery(1, http(429))).toBe(true);
    expect(shouldRetryQuery(2, http(503))).toBe(false);
  });

  it("never retries client errors, shape errors or unknown throws", () => {
    for (const status of [400, 401, 403, 404, 409]) expect(shouldRetryQuery(0, http(status))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError({ kind: "shape", api: "management", status: 200, message: "x" }))).toBe(false);
    expect(shouldRetryQuery(0, new Error("boom"))).toBe(false);
  });
});
