import type { AggFn } from "@/shared/schemas/series-query";

/**
 * What each aggregation is called, in the three places it is shown: `label` in the tile editor's
 * select, `words` inside a sentence (a tile's summary), `short` in a chart's legend and table head.
 */
export interface AggregationNames {
  label: string;
  words: string;
  short: string;
}

const AGGREGATION_NAMES: Record<AggFn, AggregationNames> = {
  count: { label: "Count", words: "count", short: "count" },
  count_distinct: { label: "Distinct count", words: "distinct count", short: "distinct" },
  sum: { label: "Sum", words: "sum", short: "sum" },
  avg: { label: "Average", words: "average", short: "avg" },
  min: { label: "Minimum", words: "minimum", short: "min" },
  max: { label: "Maximum", words: "maximum", short: "max" },
  p50: { label: "Median (p50)", words: "median (p50)", short: "p50" },
  p90: { label: "90th percentile", words: "p90", short: "p90" },
  p95: { label: "95th percentile", words: "p95", short: "p95" },
  p99: { label: "99th percentile", words: "p99", short: "p99" },
  count_per_sec: { label: "Count per second", words: "count per second", short: "count/s" },
  count_per_min: { label: "Count per minute", words: "count per minute", short: "count/min" },
  count_per_hour: { label: "Count per hour", words: "count per hour", short: "count/h" },
};

/** The names of an aggregation; undefined for one the console does not know (a newer server's). */
export function aggregationNames(aggFn: string): AggregationNames | undefined {
  return Object.hasOwn(AGGREGATION_NAMES, aggFn) ? AGGREGATION_NAMES[aggFn as AggFn] : undefined;
}
