import { afterEach, describe, expect, it, vi } from "vitest";

const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };

describe("zod-jitless", () => {
  afterEach(() => vi.restoreAllMocks());

  it("turns zod's JIT off before zod loads: no schema builds or parses through new Function", async () => {
    vi.resetModules();
    delete shared.__zod_globalConfig;
    await import("./zod-jitless");
    const { z } = await import("zod");
    expect(z.config().jitless).toBe(true);

    const FunctionSpy = vi.spyOn(globalThis, "Function");
    const schema = z.object({ id: z.string(), tags: z.array(z.object({ name: z.string() })) });
    expect(schema.parse({ id: "a", tags: [{ name: "b" }], extra: 1 })).toEqual({ id: "a", tags: [{ name: "b" }] });
    expect(FunctionSpy).not.toHaveBeenCalled();
  });
});
