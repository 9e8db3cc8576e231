import { describe, expect, it } from "vitest";
import { AGG_FNS } from "@/shared/schemas/series-query";
import { aggregationNames } from "./aggregation-names";

describe("aggregationNames", () => {
  it("names every aggregation in a select, in a sentence and in a legend", () => {
    expect(aggregationNames("p90")).toEqual({ label: "90th percentile", words: "p90", short: "p90" });
    expect(aggregationNames("count_per_min")).toEqual({ label: "Count per minute", words: "count per minute", short: "count/min" });
    for (const aggFn of AGG_FNS) expect(Object.values(aggregationNames(aggFn) ?? {})).toHaveLength(3);
  });

  it("knows no name for an aggregation it does not know, even one named like an object's own property", () => {
    expect(aggregationNames("rate")).toBeUndefined();
    expect(aggregationNames("constructor")).toBeUndefined();
  });
});
