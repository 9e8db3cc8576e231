import { HOUR_MS, MINUTE_MS } from "../../../shared/schemas/series-query";
import { seededRandom, type SeededRandom } from "../seeded-random";
import {
  CHECKOUT_STARTED, JOBS, KIND, KINDS, LEVEL, LEVELS, MESSAGES, PAGE_VIEWS, PAGES, PROVIDER_MESSAGES, PROVIDERS, ROUTES,
  SERVICE, SERVICES, SESSION_STARTED, STATUSES, TYPE, TYPES, USER_COUNT, USERS, type Route,
} from "./demo-catalog";
import { incidentsAt, logNormalSampler, mixSeed, poisson, trafficFactor, type Incident } from "./demo-rhythm";
import { chunkBytes, type Chunk, type Column, type Dictionary } from "./columns";

/** Events a minute at the daily peak; 30 % of it at night. About 1,500 an hour on average. */
export const EVENTS_PER_MINUTE_AT_PEAK = 40;
/** Extra events a minute during an incident: failing api requests, or declined payments. */
const ERROR_BURST_PER_MINUTE = 18;
const PAYMENT_FAILURES_PER_MINUTE = 8;

/** The columns of one hour of events, filled row by row. */
class EventColumns {
  readonly ts: Float64Array;
  readonly level: Uint8Array;
  readonly service: Uint8Array;
  readonly type: Uint8Array;
  readonly page: Uint8Array;
  readonly provider: Uint8Array;
  readonly kind: Uint8Array;
  readonly user: Uint16Array;
  readonly message: Uint16Array;
  /** NaN: the event lacks the field. */
  readonly duration: Float64Array;
  readonly amount: Float64Array;
  readonly status: Float64Array;

  constructor(readonly length: number) {
    this.ts = new Float64Array(length);
    this.level = new Uint8Array(length);
    this.service = new Uint8Array(length);
    this.type = new Uint8Array(length);
    this.page = new Uint8Array(length);
    this.provider = new Uint8Array(length);
    this.kind = new Uint8Array(length);
    this.user = new Uint16Array(length);
    this.message = new Uint16Array(length);
    this.duration = new Float64Array(length).fill(NaN);
    this.amount = new Float64Array(length).fill(NaN);
    this.status = new Float64Array(length).fill(NaN);
  }

  chunk(): Chunk {
    const string = (codes: Uint8Array | Uint16Array, dictionary: Dictionary): Column => ({ kind: "string", codes, dictionary });
    const number = (values: Float64Array): Column => ({ kind: "number", values });
    const columns = new Map<string, Column>([
      ["level", string(this.level, LEVELS)],
      ["service", string(this.service, SERVICES)],
      ["type", string(this.type, TYPES)],
      ["page", string(this.page, PAGES)],
      ["provider", string(this.provider, PROVIDERS)],
      ["kind", string(this.kind, KINDS)],
      ["duration_ms", number(this.duration)],
      ["amount", number(this.amount)],
      ["status_code", number(this.status)],
      ["user_id", string(this.user, USERS)],
      ["message", string(this.message, MESSAGES)],
    ]);
    return { length: this.length, ts: this.ts, columns, bytes: chunkBytes(this.ts, columns) };
  }
}

const pickUser = (random: SeededRandom) => 1 + Math.floor(USER_COUNT * random.next() * random.next());
const moneyAround = logNormalSampler(0.6);
const requestDuration = logNormalSampler(0.7);
const jobDuration = logNormalSampler(0.5);
const money = (random: SeededRandom) => Math.round(moneyAround(random.next, 60) * 100) / 100;

function statusOf(random: SeededRandom, route: Route): number {
  let roll = random.next();
  for (const [status, share] of STATUSES) {
    if (roll < share) return status;
    roll -= share;
  }
  return route.isPost ? 201 : 200;
}

function writeRequest(columns: EventColumns, row: number, random: SeededRandom, service: keyof typeof ROUTES, slowdown: number, forcedStatus?: number): void {
  const route = random.pick(ROUTES[service]);
  const status = forcedStatus ?? statusOf(random, route);
  columns.service[row] = SERVICE[service];
  columns.kind[row] = KIND.request;
  columns.status[row] = status;
  columns.level[row] = status >= 500 ? LEVEL.error : status >= 400 ? LEVEL.warn : LEVEL.info;
  columns.duration[row] = Math.round(requestDuration(random.next, route.median * (status >= 500 ? 3 : 1)) * slowdown);
  columns.message[row] = route.messages.get(status)!;
  if (random.bool(service === "web" ? 0.4 : 0.7)) columns.user[row] = pickUser(random);
}

function writeJob(columns: EventColumns, row: number, random: SeededRandom, slowdown: number): void {
  const job = random.pick(JOBS);
  const roll = random.next();
  columns.service[row] = SERVICE.worker;
  columns.kind[row] = KIND.job;
  columns.level[row] = roll < 0.02 ? LEVEL.error : roll < 0.06 ? LEVEL.warn : LEVEL.info;
  columns.message[row] = roll < 0.02 ? job.failed : roll < 0.06 ? job.retried : job.succeeded;
  columns.duration[row] = Math.round(jobDuration(random.next, job.median) * slowdown);
}

function writePayment(columns: EventColumns, row: number, random: SeededRandom, failed: boolean, provider = random.pick(PROVIDER_MESSAGES)): void {
  columns.service[row] = SERVICE.checkout;
  columns.user[row] = pickUser(random);
  columns.amount[row] = money(random);
  columns.provider[row] = provider.provider;
  if (failed) {
    const reason = random.int(0, provider.failed.length - 1);
    columns.type[row] = TYPE.paymentFailed;
    columns.level[row] = reason === 2 ? LEVEL.error : LEVEL.warn;
    columns.message[row] = provider.failed[reason]!;
  } else {
    columns.type[row] = TYPE.orderPlaced;
    columns.level[row] = LEVEL.info;
    columns.message[row] = provider.placed;
  }
}

/** How many times slower a service's requests or jobs are during a latency incident. */
const LATENCY_SLOWDOWN = 6;
interface Slowdowns {
  api: number;
  checkout: number;
  worker: number;
}

function slowdownsOf(incidents: Incident[]): Slowdowns {
  const of = (service: string) => (incidents.some((i) => i.kind === "latency" && i.service === service) ? LATENCY_SLOWDOWN : 1);
  return { api: of("api"), checkout: of("checkout"), worker: of("worker") };
}

/** An ordinary event: requests, jobs, page views and the checkout funnel, in realistic shares. */
function writeRegular(columns: EventColumns, row: number, random: SeededRandom, slowdown: Slowdowns): void {
  const roll = random.next() * 0.992;
  if (roll < 0.4) return writeRequest(columns, row, random, "api", slowdown.api);
  if (roll < 0.52) return writeRequest(columns, row, random, "web", 1);
  if (roll < 0.57) return writeRequest(columns, row, random, "checkout", slowdown.checkout);
  if (roll < 0.67) return writeJob(columns, row, random, slowdown.worker);
  // The checkout funnel narrows by half or more a step: cart views (a quarter of the page views), checkouts
  // started, orders placed, in 5.5, 2.8 and 0.9 of 100 events. Closer shares swapped steps in an hour of the dashboard.
  if (roll >= 0.98) return writePayment(columns, row, random, roll >= 0.989);
  columns.service[row] = roll < 0.952 ? SERVICE.web : SERVICE.checkout;
  columns.level[row] = LEVEL.info;
  columns.user[row] = pickUser(random);
  if (roll < 0.89) {
    let pageRoll = random.next();
    const view = PAGE_VIEWS.find((candidate) => (pageRoll -= candidate.share) < 0) ?? PAGE_VIEWS[0]!;
    columns.type[row] = TYPE.pageView;
    columns.page[row] = view.page;
    columns.message[row] = view.message;
  } else if (roll < 0.952) {
    columns.type[row] = TYPE.sessionStart;
    columns.message[row] = SESSION_STARTED;
  } else {
    columns.type[row] = TYPE.checkoutStart;
    columns.amount[row] = money(random);
    columns.message[row] = CHECKOUT_STARTED;
  }
}

/** How many events of each sort a minute has: ordinary ones, then one count per incident. */
interface MinutePlan {
  start: number;
  incidents: Incident[];
  counts: number[];
  total: number;
}

function planMinute(random: SeededRandom, start: number): MinutePlan {
  const incidents = incidentsAt(start);
  const counts = [poisson(random.next, EVENTS_PER_MINUTE_AT_PEAK * trafficFactor(start))];
  for (const incident of incidents) {
    const extra = incident.kind === "errors" ? ERROR_BURST_PER_MINUTE : incident.kind === "payments" ? PAYMENT_FAILURES_PER_MINUTE : 0;
    counts.push(extra === 0 ? 0 : poisson(random.next, extra * trafficFactor(start) * 2));
  }
  return { start, incidents, counts, total: counts.reduce((a, b) => a + b, 0) };
}

/** An incident's own event: a failing api request or a declined payment of its provider. */
function writeIncidentEvent(columns: EventColumns, row: number, random: SeededRandom, incident: Incident): void {
  if (incident.kind === "errors") writeRequest(columns, row, random, "api", 1, random.bool(0.6) ? 500 : 503);
  else writePayment(columns, row, random, true, PROVIDER_MESSAGES.find((p) => p.provider === PROVIDERS.codeOf(incident.provider)));
}

/**
 * The events of one hour (`hour` counted from the epoch): a pure function of the hour and the demo
 * seed. Each minute draws how many events it has from the traffic of that time of day, spreads them
 * over the minute and draws each one's fields; incidents add their bursts.
 */
export function demoEventsHour(hour: number): Chunk {
  const random = seededRandom(mixSeed(hour, 2));
  const plans = Array.from({ length: 60 }, (_, minute) => planMinute(random, hour * HOUR_MS + minute * MINUTE_MS));
  const columns = new EventColumns(plans.reduce((sum, plan) => sum + plan.total, 0));
  const offsets = new Float64Array(Math.max(0, ...plans.map((plan) => plan.total)));
  let row = 0;
  for (const { start, incidents, counts, total } of plans) {
    const slowdowns = slowdownsOf(incidents);
    const minute = offsets.subarray(0, total);
    for (let index = 0; index < total; index += 1) minute[index] = Math.floor(random.next() * MINUTE_MS);
    minute.sort();
    let left = total;
    for (const offset of minute) {
      // Which sort this event is, drawn without replacement so each sort gets exactly its count.
      let roll = random.next() * left;
      let sort = 0;
      while (roll >= counts[sort]!) roll -= counts[sort++]!;
      counts[sort]! -= 1;
      left -= 1;
      columns.ts[row] = start + offset;
      if (sort === 0) writeRegular(columns, row, random, slowdowns);
      else writeIncidentEvent(columns, row, random, incidents[sort - 1]!);
      row += 1;
    }
  }
  return columns.chunk();
}
