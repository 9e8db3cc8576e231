import { HOUR_MS } from "../../../shared/schemas/series-query";
import { seededRandom } from "../seeded-random";
import { chunkBytes, type Chunk, type Column } from "./columns";
import { METRIC_NAMES, SERVICES } from "./demo-catalog";
import { incidentsAt, mixSeed, trafficFactor } from "./demo-rhythm";

/** Every service reports its gauges this often. */
export const METRIC_INTERVAL_MS = 30_000;

/** Memory at rest per service, in MB. */
const BASE_MEMORY_MB = { api: 900, web: 600, worker: 1400, checkout: 700 } as const;
type ServiceName = keyof typeof BASE_MEMORY_MB;
const SERVICE_NAMES = Object.keys(BASE_MEMORY_MB) as ServiceName[];

/** The gauges one report has: memory and cpu of every service, and the worker's queue depth. */
const GAUGES = (
  [...SERVICE_NAMES.flatMap((service) => [["memory_mb", service] as const, ["cpu_pct", service] as const]), ["queue_depth", "worker"] as const]
).map(([metric, service]) => ({ metric, service, metricCode: METRIC_NAMES.codeOf(metric), serviceCode: SERVICES.codeOf(service) }));

/** What one report's gauges depend on: traffic, and per service how far a latency incident has gone (0 to 1). */
interface Moment {
  traffic: number;
  slow: Record<ServiceName, number>;
  errors: boolean;
}

function momentAt(time: number): Moment {
  const slow = { api: 0, web: 0, worker: 0, checkout: 0 };
  let errors = false;
  for (const incident of incidentsAt(time)) {
    if (incident.kind === "latency") slow[incident.service] = (time - incident.start) / (incident.end - incident.start);
    if (incident.kind === "errors") errors = true;
  }
  return { traffic: trafficFactor(time), slow, errors };
}

function gaugeValue(metric: string, service: ServiceName, { traffic, slow, errors }: Moment, noise: number): number {
  if (metric === "memory_mb") return Math.round(BASE_MEMORY_MB[service] * (1 + 0.6 * slow[service]) + 250 * traffic + 40 * noise);
  if (metric === "cpu_pct") return Math.round(Math.min(100, 12 + 55 * traffic + 6 * noise + (slow[service] > 0 ? 25 : 0)) * 10) / 10;
  return Math.max(0, Math.round(4 + 40 * traffic + 5 * noise) * (errors ? 3 : 1));
}

/** One hour of gauge reports (`metric`, `value`, `service`) every 30 s: a pure function of the hour. */
export function demoMetricsHour(hour: number): Chunk {
  const random = seededRandom(mixSeed(hour, 3));
  const reports = HOUR_MS / METRIC_INTERVAL_MS;
  const length = reports * GAUGES.length;
  const ts = new Float64Array(length);
  const metric = new Uint8Array(length);
  const service = new Uint8Array(length);
  const value = new Float64Array(length);
  let row = 0;
  for (let report = 0; report < reports; report += 1) {
    const time = hour * HOUR_MS + report * METRIC_INTERVAL_MS;
    const moment = momentAt(time);
    for (const gauge of GAUGES) {
      ts[row] = time;
      metric[row] = gauge.metricCode;
      service[row] = gauge.serviceCode;
      value[row] = gaugeValue(gauge.metric, gauge.service, moment, random.next() * 2 - 1);
      row += 1;
    }
  }
  const columns = new Map<string, Column>([
    ["metric", { kind: "string", codes: metric, dictionary: METRIC_NAMES }],
    ["value", { kind: "number", values: value }],
    ["service", { kind: "string", codes: service, dictionary: SERVICES }],
  ]);
  return { length, ts, columns, bytes: chunkBytes(ts, columns) };
}
