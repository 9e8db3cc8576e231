import { describe, expect, it } from "vitest";
import { pipeSettingsBodySchema, pipeSourceKind } from "../../shared/schemas/pipe";
import { emulatorDataSchema } from "./emulator-data";
import { PRODUCTION_SERVICE, SEED_PIPES, buildSeedData } from "./seed";

/** Everything but the updatedAt values, which follow the seeding time on purpose. */
const withoutUpdatedAt = (data: ReturnType<typeof buildSeedData>) =>
  JSON.stringify(data, (key, value: unknown) => (key === "updatedAt" ? undefined : value));

describe("seed", () => {
  it("is deterministic apart from updatedAt, and valid against the data file schema", () => {
    const a = buildSeedData({ pipeCount: null, now: 1_000_000_000_000 });
    const b = buildSeedData({ pipeCount: null, now: 2_000_000_000_000 });
    expect(withoutUpdatedAt(a)).toBe(withoutUpdatedAt(b));
    expect(emulatorDataSchema.safeParse(a).success).toBe(true);
    expect(a.pipes.map((p) => p.record.id)).toEqual(Object.values(SEED_PIPES).map((p) => p.id));
    for (const pipe of Object.values(SEED_PIPES)) {
      const record = a.pipes.find((p) => p.record.id === pipe.id)!.record;
      expect([record.name, record.state, record.serviceId, pipeSourceKind(record.source)]).toEqual([pipe.name, pipe.state, pipe.serviceId, pipe.kind]);
    }
  });

  it("updatedAt is minutes before the seeding time", () => {
    const now = Date.now();
    const data = buildSeedData({ pipeCount: null, now });
    const ages = data.pipes.map((p) => now - Date.parse(p.record.updatedAt!));
    expect(Math.min(...ages)).toBeGreaterThan(0);
    expect(Math.max(...ages)).toBeLessThan(3 * 3_600_000);
  });

  it("EMULATOR_PIPE_COUNT=5000 seeds 5000 varied production pipes, the same each time", () => {
    const data = buildSeedData({ pipeCount: 5000 });
    const production = data.pipes.filter((p) => p.record.serviceId === PRODUCTION_SERVICE.id);
    expect(production).toHaveLength(5000);
    expect(new Set(production.map((p) => p.record.id)).size).toBe(5000);
    expect(production[0]!.record.id).toBe(SEED_PIPES.ordersCdc.id);
    expect(new Set(production.map((p) => pipeSourceKind(p.record.source))).size).toBe(4);
    expect(new Set(production.map((p) => p.record.state)).size).toBeGreaterThanOrEqual(6);
    expect(production.every((p) => pipeSettingsBodySchema.safeParse(p.record.settings).success)).toBe(true);
    expect(withoutUpdatedAt(buildSeedData({ pipeCount: 5000 }))).toBe(withoutUpdatedAt(data));
  });
});
