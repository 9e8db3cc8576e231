import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { mayAnswerOtherwise } from "./try-again";

const http = (status: number) => new ApiError({ kind: "http", api: "management", status, message: `HTTP ${status}` });

describe("mayAnswerOtherwise", () => {
  it("is false where the same read gets the same answer: a bad request, nothing there", () => {
    expect(mayAnswerOtherwise(http(400))).toBe(false);
    expect(mayAnswerOtherwise(http(404))).toBe(false);
  });

  it("is true where another try may succeed", () => {
    for (const status of [401, 403, 408, 429, 500, 502, 503]) expect(mayAnswerOtherwise(http(status))).toBe(true);
    expect(mayAnswerOtherwise(new ApiError({ kind: "network", api: "management", message: "unreachable" }))).toBe(true);
    expect(mayAnswerOtherwise(new ApiError({ kind: "timeout", api: "dashboard", message: "no answer" }))).toBe(true);
    expect(mayAnswerOtherwise(new Error("anything else"))).toBe(true);
  });
});
