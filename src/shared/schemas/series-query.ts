import { z } from "../zod";

/**
 * The dashboard API's series query (gaps.md "Chart data"): `POST {dashboard_api_url}/api/v2/charts/series`.
 * One vocabulary for the emulator (which answers it) and the console (which asks and draws it).
 */

export const SERIES_TYPES = ["time", "number", "table"] as const;
export type SeriesType = (typeof SERIES_TYPES)[number];

export const SERIES_DATA_SOURCES = ["events", "metrics"] as const;
export type SeriesDataSource = (typeof SERIES_DATA_SOURCES)[number];

/** Aggregations that count rows: they need no `field`, and an empty bucket is 0 rather than absent. */
export const COUNT_AGG_FNS = ["count", "count_per_sec", "count_per_min", "count_per_hour"] as const;
/** Aggregations over a field's values: they need `field`, and an empty bucket is absent. */
export const FIELD_AGG_FNS = ["count_distinct", "sum", "avg", "min", "max", "p50", "p90", "p95", "p99"] as const;
export const AGG_FNS = ["count", "count_distinct", "sum", "avg", "min", "max", "p50", "p90", "p95", "p99", "count_per_sec", "count_per_min", "count_per_hour"] as const;
export type AggFn = (typeof AGG_FNS)[number];

export function isCountAggFn(aggFn: string): boolean {
  return (COUNT_AGG_FNS as readonly string[]).includes(aggFn);
}
export function aggFnNeedsField(aggFn: string): boolean {
  return (FIELD_AGG_FNS as readonly string[]).includes(aggFn);
}

/** Fields of the demo data (gaps.md): what a filter, a `field` or a `groupBy` can name. */
export const EVENT_FIELDS = {
  level: "string",
  service: "string",
  type: "string",
  page: "string",
  provider: "string",
  kind: "string",
  duration_ms: "number",
  amount: "number",
  status_code: "number",
  user_id: "string",
  message: "string",
} as const;
export const METRIC_FIELDS = { metric: "string", value: "number", service: "string" } as const;
export const EVENT_FIELD_VALUES = {
  level: ["info", "warn", "error"],
  service: ["api", "web", "worker", "checkout"],
  type: ["page_view", "session_start", "checkout_start", "order_placed", "payment_failed"],
  kind: ["request", "job"],
  metric: ["memory_mb", "cpu_pct", "queue_depth"],
} as const;

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Bucket sizes, smallest first. */
export const GRANULARITY_MS = {
  "30s": 30 * SECOND_MS,
  "1m": MINUTE_MS,
  "5m": 5 * MINUTE_MS,
  "10m": 10 * MINUTE_MS,
  "15m": 15 * MINUTE_MS,
  "30m": 30 * MINUTE_MS,
  "1h": HOUR_MS,
  "2h": 2 * HOUR_MS,
  "6h": 6 * HOUR_MS,
  "12h": 12 * HOUR_MS,
  "1d": DAY_MS,
  "2d": 2 * DAY_MS,
  "7d": 7 * DAY_MS,
  "30d": 30 * DAY_MS,
} as const;
export type FixedGranularity = keyof typeof GRANULARITY_MS;
export const GRANULARITIES = [...(Object.keys(GRANULARITY_MS) as FixedGranularity[]), "auto"] as const;
export type Granularity = FixedGranularity | "auto";

export const MAX_SPAN_MS = 31 * DAY_MS;
/** `auto` picks the smallest granularity that gives at most this many buckets. */
export const AUTO_MAX_BUCKETS = 120;
/** More buckets than this is refused. */
export const MAX_BUCKETS = 1000;
export const MAX_QUERY_SERIES = 5;
export const MAX_GROUP_BY = 10;
/** Groups beyond this many (the largest by the first series' total are kept) are cut. */
export const MAX_GROUPS = 60;

/** Buckets start at whole multiples of their size since the epoch (UTC). */
export function bucketStart(timestamp: number, bucketMs: number): number {
  return Math.floor(timestamp / bucketMs) * bucketMs;
}

/** How many buckets `[startTime, endTime)` spans at `bucketMs`, counting the partial first and last. */
export function bucketCount(startTime: number, endTime: number, bucketMs: number): number {
  return Math.ceil((endTime - bucketStart(startTime, bucketMs)) / bucketMs);
}

/** `auto`: the smallest granularity that gives at most AUTO_MAX_BUCKETS buckets over the range. */
export function autoGranularity(startTime: number, endTime: number): FixedGranularity {
  const fixed = Object.keys(GRANULARITY_MS) as FixedGranularity[];
  return fixed.find((name) => bucketCount(startTime, endTime, GRANULARITY_MS[name]) <= AUTO_MAX_BUCKETS) ?? "30d";
}

export function resolveGranularity(granularity: Granularity, startTime: number, endTime: number): FixedGranularity {
  return granularity === "auto" ? autoGranularity(startTime, endTime) : granularity;
}

const epochMs = (name: string) =>
  z.number({ error: `${name} must be a number (epoch milliseconds)` }).check(
    z.int(`${name} must be whole epoch milliseconds`),
    z.minimum(0, `${name} must not be before 1970`),
  );

/** Longest field name and `where` filter a query (and a tile's series) may hold. */
export const MAX_FIELD_NAME_LENGTH = 128;
export const MAX_WHERE_LENGTH = 2000;

const fieldName = z.string().check(
  z.trim(),
  z.minLength(1, "must be a field name"),
  z.maxLength(MAX_FIELD_NAME_LENGTH, `must be at most ${MAX_FIELD_NAME_LENGTH} characters`),
);

/** One series of a query: the tile's series shape (`type` may come along; it decides number and table). */
export const querySeriesSchema = z.looseObject({
  type: z.optional(z.enum(SERIES_TYPES, { error: `type must be one of ${SERIES_TYPES.join(", ")}` })),
  dataSource: z.enum(SERIES_DATA_SOURCES, { error: `dataSource must be one of ${SERIES_DATA_SOURCES.join(", ")}` }),
  aggFn: z.enum(AGG_FNS, { error: `aggFn must be one of ${AGG_FNS.join(", ")}` }),
  field: z.optional(fieldName),
  where: z._default(
    z.string({ error: "where must be a string" }).check(
      z.maxLength(MAX_WHERE_LENGTH, `where must be at most ${MAX_WHERE_LENGTH} characters`),
    ),
    "",
  ),
  groupBy: z._default(
    z.array(fieldName, { error: "groupBy must be an array of field names" }).check(
      z.maxLength(MAX_GROUP_BY, `groupBy must name at most ${MAX_GROUP_BY} fields`),
    ),
    [],
  ),
}).check(z.superRefine((series, ctx) => {
  if (aggFnNeedsField(series.aggFn) && series.field === undefined) {
    ctx.addIssue({ code: "custom", path: ["field"], message: `field is required for aggFn ${series.aggFn}` });
  }
}, { when: soundWhere((path) => path[0] === "aggFn" || path[0] === "field") }));
export type QuerySeries = z.input<typeof querySeriesSchema>;

/**
 * The request body, with every rule of gaps.md. The `where` grammar is checked by the emulator's
 * parser (a syntax error names its position), not here.
 */
export const seriesQueryBodySchema = z.object({
  startTime: epochMs("startTime"),
  endTime: epochMs("endTime"),
  granularity: z._default(z.enum(GRANULARITIES, { error: `granularity must be one of ${GRANULARITIES.join(", ")}` }), "auto"),
  series: z.array(querySeriesSchema, { error: "series must be an array" }).check(
    z.minLength(1, "series must have at least 1 item"),
    z.maxLength(MAX_QUERY_SERIES, `series must have at most ${MAX_QUERY_SERIES} items`),
  ),
}).check(
  // Each rule runs when the fields it reads are sound, so a body wrong in several ways is told all of them.
  z.superRefine(checkRange, { when: soundWhere((path) => ["startTime", "endTime", "granularity"].includes(String(path[0]))) }),
  z.superRefine(checkSameGroupBy, { when: soundWhere((path) => path[0] === "series" && (path.length <= 2 || path[2] === "groupBy")) }),
);

/** A rule's `when`: no issue so far with the body itself or with a field the rule reads (`reads` tells them). */
function soundWhere(reads: (path: readonly PropertyKey[]) => boolean) {
  return (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some(({ path = [] }) => path.length === 0 || reads(path));
}

type SeriesQueryShape = { startTime: number; endTime: number; granularity: Granularity; series: { groupBy?: string[] }[] };

function checkRange(body: SeriesQueryShape, ctx: z.core.$RefinementCtx<SeriesQueryShape>): void {
  if (body.startTime >= body.endTime) {
    ctx.addIssue({ code: "custom", path: ["endTime"], message: "endTime must be after startTime" });
    return;
  }
  if (body.endTime - body.startTime > MAX_SPAN_MS) {
    ctx.addIssue({ code: "custom", path: ["endTime"], message: "endTime must be at most 31 days after startTime" });
    return;
  }
  const granularity = resolveGranularity(body.granularity, body.startTime, body.endTime);
  const buckets = bucketCount(body.startTime, body.endTime, GRANULARITY_MS[granularity]);
  if (buckets > MAX_BUCKETS) {
    ctx.addIssue({
      code: "custom",
      path: ["granularity"],
      message: `granularity ${granularity} gives ${buckets} buckets over this range; at most ${MAX_BUCKETS} are allowed`,
    });
  }
}

function checkSameGroupBy(body: SeriesQueryShape, ctx: z.core.$RefinementCtx<SeriesQueryShape>): void {
  const first = (body.series[0]?.groupBy ?? []).join("\u0000");
  body.series.forEach((series, index) => {
    if (index > 0 && (series.groupBy ?? []).join("\u0000") !== first) {
      ctx.addIssue({ code: "custom", path: ["series", index, "groupBy"], message: "groupBy must be the same for every series" });
    }
  });
}
export type SeriesQueryBody = z.input<typeof seriesQueryBodySchema>;
export type ParsedSeriesQuery = z.output<typeof seriesQueryBodySchema>;

/** `series_0.data`, `series_1.data`, …: the answer's column for series `index`. */
export const seriesDataKey = (index: number) => `series_${index}.data`;

/** A number, or a number sent as a string (a database's 64-bit integers often are), or null. */
const seriesValue = z.union([z.number(), z.string(), z.null()]);

/** One row: a bucket (and group) with a value per series; a value may be absent (no data). */
export const seriesRowSchema = z.catchall(z.looseObject({
  ts_bucket: z.union([z.number(), z.string()]),
  group: z.optional(z.array(z.union([z.string(), z.number(), z.boolean(), z.null()]))),
}), z.unknown());
export type SeriesRow = z.infer<typeof seriesRowSchema>;
export { seriesValue as seriesValueSchema };

/** The answer's `data`, inside the dashboard API's `{data}` envelope; `meta` sits beside it. */
export const seriesQueryResultSchema = z.array(seriesRowSchema);
export const seriesQueryMetaSchema = z.looseObject({ groupsCut: z.optional(z.boolean()) });

/** The whole answer body: `{data: [...], meta?: {groupsCut}}`. */
export const seriesQueryResponseSchema = z.looseObject({
  data: seriesQueryResultSchema,
  meta: z.optional(seriesQueryMetaSchema),
});
export type SeriesQueryResponse = z.infer<typeof seriesQueryResponseSchema>;
