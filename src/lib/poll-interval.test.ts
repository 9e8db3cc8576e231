import { describe, expect, it } from "vitest";
import { SETTLE_AFTER_MS, pollInterval } from "./poll-interval";

describe("pollInterval", () => {
  it("is fast while the answer is new and slow once it has stayed the same for a minute", () => {
    const answer = { items: [] };
    expect(pollInterval(answer, 3000, 15_000, 1_000)).toBe(3000);
    expect(pollInterval(answer, 3000, 15_000, 1_000 + SETTLE_AFTER_MS - 1)).toBe(3000);
    expect(pollInterval(answer, 3000, 15_000, 1_000 + SETTLE_AFTER_MS)).toBe(15_000);
  });

  it("starts fast again for a changed answer, counting from when that one was first seen", () => {
    const before = { state: "Provisioning" };
    expect(pollInterval(before, 3000, 15_000, 0)).toBe(3000);
    expect(pollInterval(before, 3000, 15_000, 2 * SETTLE_AFTER_MS)).toBe(15_000);
    const after = { state: "Provisioning", replicas: 2 };
    expect(pollInterval(after, 3000, 15_000, 2 * SETTLE_AFTER_MS)).toBe(3000);
    expect(pollInterval(after, 3000, 15_000, 3 * SETTLE_AFTER_MS)).toBe(15_000);
  });
});
