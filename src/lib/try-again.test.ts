import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { foundNothing, mayAnswerOtherwise } from "./try-again";

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

describe("foundNothing", () => {
  it("is true for nothing there (404) and an address that cannot name anything (400)", () => {
    expect(foundNothing(http(404))).toBe(true);
    expect(foundNothing(http(400))).toBe(true);
  });

  it("is false for any other failure, and for a status that did not come from an answer", () => {
    for (const status of [401, 403, 409, 429, 500]) expect(foundNothing(http(status))).toBe(false);
    expect(foundNothing(new ApiError({ kind: "shape", api: "management", status: 404, message: "odd body" }))).toBe(false);
    expect(foundNothing(new Error("Not found"))).toBe(false);
    expect(foundNothing(undefined)).toBe(false);
  });
});
