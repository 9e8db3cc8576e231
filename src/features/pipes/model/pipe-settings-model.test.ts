import { describe, expect, it } from "vitest";
import { DEFAULT_PIPE_SETTINGS, type PipeSettings } from "@/shared/schemas/pipe";
import {
  changedSettingKeys,
  describeBounds,
  formatSettingValue,
  PIPE_SETTINGS,
  settingsFormDefaults,
  settingsOf,
  validateSettingsForm,
  type SettingDefinition,
} from "./pipe-settings-model";

const settings: PipeSettings = {
  streaming_max_insert_wait_ms: 5000,
  object_storage_concurrency: 4,
  object_storage_polling_interval_ms: 30000,
  object_storage_max_insert_bytes: 268435456,
  object_storage_max_file_count: 500,
  engine_max_threads: 8,
  engine_max_insert_threads: 4,
  engine_min_insert_block_size_bytes: 536870912,
  engine_max_download_threads: 2,
  engine_parallel_distributed_insert_select: 1,
  object_storage_use_cluster_function: true,
  engine_parallel_view_processing: false,
};
const definition = (key: string) => PIPE_SETTINGS.find((candidate) => candidate.key === key) as SettingDefinition & { kind: "integer" };

describe("the settings form model", () => {
  it("covers every setting of the PUT body exactly once", () => {
    expect(PIPE_SETTINGS.map((d) => d.key).sort()).toEqual(Object.keys(settings).sort());
  });
  it("takes the service's bounds (gaps.md)", () => {
    expect(definition("streaming_max_insert_wait_ms")).toMatchObject({ min: 500, max: 60000 });
    expect(definition("object_storage_concurrency")).toMatchObject({ min: 1, max: 35 });
    expect(definition("engine_max_threads")).toMatchObject({ min: 0, max: 64 });
    expect(definition("engine_max_download_threads")).toMatchObject({ min: 0, max: undefined });
  });
  it("turns loaded settings into form values and back into the same body", () => {
    const values = settingsFormDefaults(settings);
    expect(values.streaming_max_insert_wait_ms).toBe("5000");
    expect(values.object_storage_use_cluster_function).toBe(true);
    expect(validateSettingsForm(values)).toEqual({ ok: true, body: settings });
  });
  it("starts a setting the server did not send empty, and asks for it", () => {
    const values = settingsFormDefaults({ ...settings, engine_max_threads: null, engine_parallel_view_processing: undefined });
    expect(values.engine_max_threads).toBe("");
    expect(values.engine_parallel_view_processing).toBe(false);
    const result = validateSettingsForm(values);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.engine_max_threads).toBe("Enter a value for Engine: max threads (0 to 64).");
  });
  it("refuses values out of bounds, naming the setting and the allowed range", () => {
    const values = { ...settingsFormDefaults(settings), streaming_max_insert_wait_ms: "70000", object_storage_concurrency: "0" };
    const result = validateSettingsForm(values);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.streaming_max_insert_wait_ms).toBe(
      "Streaming: longest wait before an insert must be at most 60000: allowed is 500 to 60000 ms (500 ms to 60 s).",
    );
    expect(result.errors.object_storage_concurrency).toBe("Object storage: files read at once must be at least 1: allowed is 1 to 35.");
    expect(Object.keys(result.errors)).toHaveLength(2);
  });
  it("refuses text, decimals and negatives where whole numbers >= 0 are wanted", () => {
    const base = settingsFormDefaults(settings);
    const error = (value: string) => {
      const result = validateSettingsForm({ ...base, engine_max_download_threads: value });
      return result.ok ? undefined : result.errors.engine_max_download_threads;
    };
    expect(error("two")).toMatch(/must be a whole number/);
    expect(error("2.5")).toMatch(/must be a whole number/);
    expect(error("-1")).toMatch(/must be at least 0/);
    expect(error(" 3 ")).toBeUndefined();
  });
  it("tells which settings changed, ignoring spaces around numbers", () => {
    const baseline = settingsFormDefaults(settings);
    expect(changedSettingKeys({ ...baseline, engine_max_threads: " 8 " }, baseline)).toEqual([]);
    expect(changedSettingKeys({ ...baseline, engine_max_threads: "9", engine_parallel_view_processing: true }, baseline)).toEqual([
      "engine_max_threads",
      "engine_parallel_view_processing",
    ]);
  });
});

describe("the settings a kind of source shows", () => {
  const keysOf = (kind: Parameters<typeof settingsOf>[0]) => settingsOf(kind).map((d) => d.key);
  const engine = PIPE_SETTINGS.filter((d) => d.key.startsWith("engine_")).map((d) => d.key);

  it("a streaming pipe: the streaming and engine settings, none of object storage's", () => {
    for (const kind of ["kafka", "kinesis"] as const) expect(keysOf(kind)).toEqual(["streaming_max_insert_wait_ms", ...engine]);
  });
  it("an object storage pipe: its own and the engine's, not the streaming wait", () => {
    expect(keysOf("objectStorage")).not.toContain("streaming_max_insert_wait_ms");
    expect(keysOf("objectStorage")).toContain("object_storage_use_cluster_function");
    expect(keysOf("objectStorage")).toHaveLength(PIPE_SETTINGS.length - 1);
  });
  it("a Postgres pipe: the engine's only; a kind the console does not know: all of them", () => {
    expect(keysOf("postgres")).toEqual(engine);
    expect(keysOf(undefined)).toEqual(PIPE_SETTINGS.map((d) => d.key));
  });
  it("a setting the kind does not show and the server did not send starts from the default, so the whole object still saves", () => {
    const values = settingsFormDefaults({ ...settings, object_storage_concurrency: null, engine_max_threads: null }, "kafka");
    expect(values.object_storage_concurrency).toBe(String(DEFAULT_PIPE_SETTINGS.object_storage_concurrency));
    // One it shows is still asked for.
    expect(values.engine_max_threads).toBe("");
  });
});

describe("reading settings", () => {
  it("shows each value in its unit", () => {
    expect(formatSettingValue(definition("streaming_max_insert_wait_ms"), 2500)).toBe("2.5 s");
    expect(formatSettingValue(definition("streaming_max_insert_wait_ms"), 500)).toBe("500 ms");
    expect(formatSettingValue(definition("object_storage_max_insert_bytes"), 1073741824)).toBe("1 GB");
    expect(formatSettingValue(definition("engine_max_threads"), 1)).toBe("1 thread");
    expect(formatSettingValue(definition("object_storage_max_file_count"), 1000)).toBe("1,000");
    expect(formatSettingValue(definition("engine_parallel_view_processing"), false)).toBe("No");
    expect(formatSettingValue(definition("engine_max_threads"), null)).toBe("Not set");
  });
  it("states bounds in the typed unit and the readable one", () => {
    expect(describeBounds(definition("streaming_max_insert_wait_ms"))).toBe("500 to 60000 ms (500 ms to 60 s)");
    expect(describeBounds(definition("engine_max_threads"))).toBe("0 to 64");
    expect(describeBounds(definition("object_storage_max_insert_bytes"))).toBe("0 bytes or more");
  });
});
