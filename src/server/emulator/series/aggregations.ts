import { HOUR_MS, MINUTE_MS, SECOND_MS, type AggFn } from "../../../shared/schemas/series-query";

/**
 * One series' running aggregate per cell (a group, or a group in a bucket). Count aggregations are
 * 0 in a cell nothing reached; value aggregations have no result there (the bucket is absent).
 */
export interface Accumulator {
  /** Makes cells `[0, cells)` usable. */
  ensure(cells: number): void;
  /** One matching row; `value` is its field's value (a string field's code), never NaN, unused by count. */
  add(cell: number, value: number): void;
  result(cell: number): number | undefined;
}

const QUANTILES = { p50: 0.5, p90: 0.9, p95: 0.95, p99: 0.99 } as const;

/**
 * Puts the k-th smallest value at index k (Hoare's quickselect), everything after it no smaller:
 * O(n) on average, where sorting each bucket's values was most of a month-long query's time.
 */
function selectInPlace(values: Float64Array, k: number): number {
  let left = 0;
  let right = values.length - 1;
  while (left < right) {
    const pivot = values[(left + right) >>> 1]!;
    let i = left;
    let j = right;
    while (i <= j) {
      while (values[i]! < pivot) i += 1;
      while (values[j]! > pivot) j -= 1;
      if (i <= j) {
        const swap = values[i]!;
        values[i] = values[j]!;
        values[j] = swap;
        i += 1;
        j -= 1;
      }
    }
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else break;
  }
  return values[k]!;
}

/**
 * The p-quantile by linear interpolation between closest ranks (Hyndman & Fan type 7: numpy's and
 * Excel's default, and what ClickHouse's quantileExactInclusive gives): h = (n - 1) * p, then
 * x[floor h] + (h - floor h) * (x[floor h + 1] - x[floor h]) over the values in ascending order.
 * p50 of [1, 2] is 1.5; any quantile of one value is that value; the result rises with p, so
 * p50 <= p90 <= p95 <= p99. Reorders `values`.
 */
export function quantile(values: Float64Array, p: number): number {
  const h = (values.length - 1) * p;
  const low = Math.floor(h);
  const lower = selectInPlace(values, low);
  if (low + 1 >= values.length || h === low) return lower;
  let upper = Infinity;
  for (let index = low + 1; index < values.length; index += 1) upper = Math.min(upper, values[index]!);
  return lower + (h - low) * (upper - lower);
}

function grow(array: number[], cells: number, fill: number): void {
  while (array.length < cells) array.push(fill);
}

class CountAccumulator implements Accumulator {
  private readonly counts: number[] = [];
  ensure(cells: number) {
    grow(this.counts, cells, 0);
  }
  add(cell: number) {
    this.counts[cell]! += 1;
  }
  result(cell: number) {
    return this.counts[cell] ?? 0;
  }
}

/** sum and avg: the sum and how many values made it. */
class SumAccumulator implements Accumulator {
  private readonly sums: number[] = [];
  private readonly counts: number[] = [];
  constructor(private readonly average: boolean) {}
  ensure(cells: number) {
    grow(this.sums, cells, 0);
    grow(this.counts, cells, 0);
  }
  add(cell: number, value: number) {
    this.sums[cell]! += value;
    this.counts[cell]! += 1;
  }
  result(cell: number) {
    const count = this.counts[cell] ?? 0;
    if (count === 0) return undefined;
    return this.average ? this.sums[cell]! / count : this.sums[cell]!;
  }
}

class ExtremeAccumulator implements Accumulator {
  private readonly values: number[] = [];
  constructor(private readonly largest: boolean) {}
  ensure(cells: number) {
    grow(this.values, cells, NaN);
  }
  add(cell: number, value: number) {
    const current = this.values[cell]!;
    if (Number.isNaN(current) || (this.largest ? value > current : value < current)) this.values[cell] = value;
  }
  result(cell: number) {
    const value = this.values[cell];
    return value === undefined || Number.isNaN(value) ? undefined : value;
  }
}

class DistinctAccumulator implements Accumulator {
  private readonly sets: (Set<number> | undefined)[] = [];
  ensure(cells: number) {
    while (this.sets.length < cells) this.sets.push(undefined);
  }
  add(cell: number, value: number) {
    let set = this.sets[cell];
    if (set === undefined) {
      set = new Set();
      this.sets[cell] = set;
    }
    set.add(value);
  }
  result(cell: number) {
    return this.sets[cell]?.size;
  }
}

class QuantileAccumulator implements Accumulator {
  private readonly values: (number[] | undefined)[] = [];
  constructor(private readonly p: number) {}
  ensure(cells: number) {
    while (this.values.length < cells) this.values.push(undefined);
  }
  add(cell: number, value: number) {
    const values = this.values[cell];
    if (values === undefined) this.values[cell] = [value];
    else values.push(value);
  }
  result(cell: number) {
    const values = this.values[cell];
    if (values === undefined) return undefined;
    return quantile(Float64Array.from(values), this.p);
  }
}

export function makeAccumulator(aggFn: AggFn): Accumulator {
  switch (aggFn) {
    case "count":
    case "count_per_sec":
    case "count_per_min":
    case "count_per_hour":
      return new CountAccumulator();
    case "count_distinct":
      return new DistinctAccumulator();
    case "sum":
    case "avg":
      return new SumAccumulator(aggFn === "avg");
    case "min":
    case "max":
      return new ExtremeAccumulator(aggFn === "max");
    case "p50":
    case "p90":
    case "p95":
    case "p99":
      return new QuantileAccumulator(QUANTILES[aggFn]);
  }
}

/** count_per_sec, …: how many milliseconds one unit of the rate is; null for other aggregations. */
export function rateUnitMs(aggFn: AggFn): number | null {
  switch (aggFn) {
    case "count_per_sec":
      return SECOND_MS;
    case "count_per_min":
      return MINUTE_MS;
    case "count_per_hour":
      return HOUR_MS;
    default:
      return null;
  }
}
