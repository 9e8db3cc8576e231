import { EVENT_FIELDS, HOUR_MS, METRIC_FIELDS } from "../../../shared/schemas/series-query";
import { sliceChunk, type Chunk, type ChunkSlice, type FieldKinds, type SeriesSource } from "./columns";
import { demoEventsHour } from "./demo-events";
import { demoMetricsHour } from "./demo-metrics";
import type { SeriesSources } from "./series-engine";

/** Enough for a month of events and metrics (about 75 MB) before the least recently used hours go. */
const DEFAULT_CACHE_BYTES = 96 * 1024 * 1024;

/** Generated hours by key, least recently used first (a Map keeps insertion order), bounded in bytes. */
export class ChunkCache {
  private readonly chunks = new Map<string, Chunk>();
  private held = 0;

  constructor(readonly limitBytes: number) {}

  get bytes(): number {
    return this.held;
  }

  get size(): number {
    return this.chunks.size;
  }

  getOrMake(key: string, make: () => Chunk): Chunk {
    const cached = this.chunks.get(key);
    if (cached !== undefined) {
      this.chunks.delete(key);
      this.chunks.set(key, cached);
      return cached;
    }
    const chunk = make();
    this.chunks.set(key, chunk);
    this.held += chunk.bytes;
    for (const [oldKey, old] of this.chunks) {
      if (this.held <= this.limitBytes || oldKey === key) break;
      this.chunks.delete(oldKey);
      this.held -= old.bytes;
    }
    return chunk;
  }
}

export interface DemoSourceOptions {
  /** The clock: nothing exists at or after now. */
  now?: () => number;
  cacheBytes?: number;
}

function hourlySource(noun: string, fields: FieldKinds, makeHour: (hour: number) => Chunk, cache: ChunkCache, now: () => number): SeriesSource {
  return {
    noun,
    fields,
    *slices(start: number, end: number): Generator<ChunkSlice> {
      const until = Math.min(end, now());
      if (until <= start) return;
      for (let hour = Math.floor(start / HOUR_MS); hour * HOUR_MS < until; hour += 1) {
        const slice = sliceChunk(cache.getOrMake(`${noun}:${hour}`, () => makeHour(hour)), start, until);
        if (slice !== null) yield slice;
      }
    },
  };
}

/**
 * The demo events and metrics for any time window, generated an hour at a time from the seed and
 * the hour (so a reload shows the same past), cut at the clock's now, and cached with a bound.
 */
export function createDemoSources(options: DemoSourceOptions = {}): SeriesSources & { cache: ChunkCache; warm: (hours: number) => Promise<void> } {
  const now = options.now ?? Date.now;
  const cache = new ChunkCache(options.cacheBytes ?? DEFAULT_CACHE_BYTES);
  const events = hourlySource("events", EVENT_FIELDS, demoEventsHour, cache, now);
  const metrics = hourlySource("metrics rows", METRIC_FIELDS, demoMetricsHour, cache, now);
  /**
   * Generates the last `hours` hours before anyone asks, newest first, one hour per turn of the event
   * loop: the first dashboard opened after start finds them ready, and no request waits behind this.
   */
  async function warm(hours: number): Promise<void> {
    const end = now();
    for (let back = 0; back < hours; back += 1) {
      const start = Math.floor(end / HOUR_MS) * HOUR_MS - back * HOUR_MS;
      for (const source of [events, metrics]) for (const _slice of source.slices(start, start + HOUR_MS));
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return { events, metrics, cache, warm };
}
