import { DAY_MS, HOUR_MS, MINUTE_MS } from "../../../shared/schemas/series-query";
import { seededRandom } from "../seeded-random";

/** The one seed of the demo series data: the same seed, the same past. */
export const DEMO_SEED = 0x5eed_2026;

/** A 32-bit mix of the seed and some integers (murmur3's finaliser), so each hour and day gets its own stream. */
export function mixSeed(...parts: number[]): number {
  let hash = DEMO_SEED >>> 0;
  for (const part of parts) {
    hash = Math.imul(hash ^ (part >>> 0), 0x9e3779b1) ^ Math.floor(part / 2 ** 32);
    hash ^= hash >>> 16;
    hash = Math.imul(hash, 0x85ebca6b);
    hash ^= hash >>> 13;
    hash = Math.imul(hash, 0xc2b2ae35);
    hash ^= hash >>> 16;
  }
  return hash >>> 0;
}

/**
 * Traffic relative to the daily peak: lowest (0.3) at 03:00 UTC, highest (1) at 15:00 UTC, and a
 * quarter less on Saturdays and Sundays.
 */
export function trafficFactor(time: number): number {
  const hour = (time % DAY_MS) / HOUR_MS;
  const daily = 0.5 - 0.5 * Math.cos((2 * Math.PI * (hour - 3)) / 24);
  // 1970-01-01 was a Thursday (4); no Date object, as this runs for every minute and gauge.
  const weekday = (Math.floor(time / DAY_MS) + 4) % 7;
  return (0.3 + 0.7 * daily) * (weekday === 0 || weekday === 6 ? 0.75 : 1);
}

export const INCIDENT_KINDS = ["errors", "latency", "payments"] as const;
export type IncidentKind = (typeof INCIDENT_KINDS)[number];

/**
 * A stretch of minutes when something goes wrong: `errors` (api answers 500/503 in bulk),
 * `latency` (a service's requests or jobs take several times longer, its memory and cpu climb) or
 * `payments` (one provider declines payments in bulk).
 */
export interface Incident {
  kind: IncidentKind;
  start: number;
  end: number;
  /** errors: api; latency: the slow service; payments: checkout. */
  service: "api" | "checkout" | "worker";
  /** payments: the failing provider. */
  provider: "stripe" | "paypal" | "adyen";
}

const dayCache = new Map<number, Incident[]>();

/** One or two incidents a day (UTC), 8-25 minutes each, inside the day; a pure function of the day. */
export function incidentsOfDay(day: number): Incident[] {
  const cached = dayCache.get(day);
  if (cached !== undefined) return cached;
  const random = seededRandom(mixSeed(day, 1));
  const count = random.bool(0.5) ? 2 : 1;
  const incidents = Array.from({ length: count }, (): Incident => {
    const length = random.int(8, 25) * MINUTE_MS;
    const start = day * DAY_MS + random.int(0, 24 * 60 - 30) * MINUTE_MS;
    const kind = random.pick(INCIDENT_KINDS);
    const slowService = random.pick(["api", "checkout", "worker"] as const);
    const provider = random.pick(["stripe", "paypal", "adyen"] as const);
    const service = kind === "errors" ? "api" : kind === "payments" ? "checkout" : slowService;
    return { kind, start, end: start + length, service, provider };
  });
  if (dayCache.size > 64) dayCache.clear();
  dayCache.set(day, incidents);
  return incidents;
}

/** The incidents going on at `time`. */
export function incidentsAt(time: number): Incident[] {
  return incidentsOfDay(Math.floor(time / DAY_MS)).filter((incident) => incident.start <= time && time < incident.end);
}

/** A Poisson-distributed count with mean `mean` (Knuth's method; the means here are below 100). */
export function poisson(next: () => number, mean: number): number {
  const limit = Math.exp(-mean);
  let count = 0;
  let product = next();
  while (product > limit) {
    count += 1;
    product *= next();
  }
  return count;
}

const NORMAL_DRAWS = 4096;

/**
 * A log-normal sampler around a median: most values near it, a few far above (durations, amounts).
 * It picks one of 4,096 fixed standard-normal draws (Box-Muller from their own seed) with one random
 * number, rather than calling log, cos and exp for each of a month's million events.
 */
export function logNormalSampler(spread: number): (next: () => number, median: number) => number {
  const random = seededRandom(mixSeed(NORMAL_DRAWS, 4));
  const factors = Float64Array.from({ length: NORMAL_DRAWS }, () => {
    const gaussian = Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
    return Math.exp(spread * gaussian);
  });
  return (next, median) => median * factors[Math.floor(next() * NORMAL_DRAWS)]!;
}
