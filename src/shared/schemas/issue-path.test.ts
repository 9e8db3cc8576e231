import { describe, expect, it } from "vitest";
import { formatIssuePath } from "./issue-path";

describe("formatIssuePath", () => {
  it("writes indexes in brackets and keys with dots", () => {
    expect(formatIssuePath(["result", 3, "source", "kafka", "topics"])).toBe("result[3].source.kafka.topics");
    expect(formatIssuePath([])).toBe("");
  });
});
