import { describe, expect, it } from "vitest";
import { ApiError, errorMessage } from "./api-error";

describe("errorMessage", () => {
  it("gives the server's sentence for an ApiError", () => {
    expect(errorMessage(new ApiError({ kind: "http", api: "management", status: 400, message: "name must be 1-50 letters" }))).toBe("name must be 1-50 letters");
  });

  it("never shows a class name: a cancelled request, an abort, a bare error", () => {
    const cancelled = Object.assign(new Error("CancelledError"), { name: "CancelledError" });
    const aborted = new DOMException("signal is aborted without reason", "AbortError");
    for (const error of [cancelled, aborted]) expect(errorMessage(error)).toBe("The request was stopped before the server answered. Try again.");
    for (const error of [new TypeError("TypeError"), new Error(""), new Error("SomethingException")]) {
      expect(errorMessage(error)).toBe("Something went wrong in the console. Try again.");
    }
  });

  it("keeps a real sentence from any error", () => {
    expect(errorMessage(new Error("The file is not JSON."))).toBe("The file is not JSON.");
    expect(errorMessage("plain words")).toBe("plain words");
    expect(errorMessage(undefined)).toBe("Something went wrong.");
  });
});
