import { describe, expect, it } from "vitest";
import { formatIssuePath, leadingIssuePath } from "./issue-path";

describe("formatIssuePath", () => {
  it("writes indexes in brackets and keys with dots", () => {
    expect(formatIssuePath(["result", 3, "source", "kafka", "topics"])).toBe("result[3].source.kafka.topics");
    expect(formatIssuePath([])).toBe("");
  });
});

describe("leadingIssuePath", () => {
  it("splits the path a refusal starts with into keys, and keeps the words after it", () => {
    expect(leadingIssuePath("privateEndpointIds.add[0]: vpce-x is not available")).toEqual({ path: ["privateEndpointIds", "add", 0], rest: ": vpce-x is not available" });
    expect(leadingIssuePath("releaseChannel is only available for production services")).toEqual({ path: ["releaseChannel"], rest: " is only available for production services" });
  });

  it("finds none where the message starts with something else", () => {
    expect(leadingIssuePath("[0] is wrong")).toBeUndefined();
    expect(leadingIssuePath("name-x is taken")).toBeUndefined();
  });
});
