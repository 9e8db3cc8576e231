import { afterEach, describe, expect, it, vi } from "vitest";

describe("stackless-start", () => {
  const before: unknown = Reflect.get(Error, "stackTraceLimit");
  afterEach(() => Reflect.set(Error, "stackTraceLimit", before));

  it("makes Errors stackless from its import until restoreErrorStacks, then gives back the same limit", async () => {
    expect(typeof before).toBe("number");
    vi.resetModules();
    const { restoreErrorStacks } = await import("./stackless-start");

    expect(Reflect.has(Error, "stackTraceLimit")).toBe(false);
    expect(new Error("while the entry's modules run").stack).toBeUndefined();

    restoreErrorStacks();
    expect(Reflect.get(Error, "stackTraceLimit")).toBe(before);
    expect(new Error("once the console's code runs").stack).toContain("once the console's code runs");
  });
});
