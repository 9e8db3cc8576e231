import { describe, expect, it } from "vitest";
import { HOUR_MS } from "../../../shared/schemas/series-query";
import { createDemoSources } from "./demo-sources";

const NOW = Date.UTC(2026, 10, 23, 12, 30);

describe("createDemoSources().warm", () => {
  it("generates the last hours of events and metrics ahead of the first query", async () => {
    const sources = createDemoSources({ now: () => NOW });
    expect(sources.cache.size).toBe(0);
    await sources.warm(3);
    // The current hour and the two before it, for events and for metrics.
    expect(sources.cache.size).toBe(6);
    const held = sources.cache.bytes;
    for (const _slice of sources.events.slices(NOW - 2.5 * HOUR_MS, NOW));
    for (const _slice of sources.metrics.slices(NOW - 2.5 * HOUR_MS, NOW));
    expect(sources.cache.size).toBe(6);
    expect(sources.cache.bytes).toBe(held);
  });
});
