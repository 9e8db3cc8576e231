import { describe, expect, it } from "vitest";
import { newSeriesValues, optionsWithCurrent, tileFormValues, validateTileForm } from "./tile-form-model";

const tile = {
  name: "Errors",
  asRatio: false,
  series: [{ type: "time", dataSource: "events", aggFn: "count", where: "level:error", colour: "red" }],
};

describe("tile form model", () => {
  it("gives back an untouched tile unchanged, keeping fields the form does not show", () => {
    const result = validateTileForm(tileFormValues(tile));
    expect(result).toEqual({ ok: true, content: tile });
  });

  it("turns group-by text into fields and trims values", () => {
    const values = tileFormValues(tile);
    values.name = "  Errors by host ";
    values.series[0]!.groupBy = "host, service ,";
    const result = validateTileForm(values);
    expect(result.ok && result.content).toMatchObject({ name: "Errors by host", series: [{ groupBy: ["host", "service"], colour: "red" }] });
  });

  it("names every bad field", () => {
    const values = { name: " ", asRatio: true, series: [{ ...newSeriesValues(), dataSource: "", aggFn: "", groupBy: "service name" }] };
    const result = validateTileForm(values);
    expect(result).toEqual({
      ok: false,
      errors: {
        name: "Give the tile a name",
        "series.0.dataSource": "Choose a data source",
        "series.0.aggFn": "Choose an aggregation",
        "series.0.groupBy": '"service name" is not a field name: separate fields with commas',
        asRatio: "A ratio divides the first series by the second: add a second series",
      },
    });
  });

  it("needs at least one series", () => {
    expect(validateTileForm({ name: "Empty", asRatio: false, series: [] })).toEqual({ ok: false, errors: { series: "Add at least one series" } });
  });

  it("offers the known values plus whatever the server sent", () => {
    expect(optionsWithCurrent(["count", "sum"], "rate")).toEqual(["count", "sum", "rate"]);
    expect(optionsWithCurrent(["count", "sum"], "sum")).toEqual(["count", "sum"]);
  });
});

describe("tile form model and the shared text rules", () => {
  it("refuses control and direction characters in the name, the filter and group-by fields", () => {
    const values = tileFormValues(tile);
    values.name = "Err\u202eors";
    values.series[0]!.where = "level:error\r";
    values.series[0]!.groupBy = "host, ser\u2066vice";
    expect(validateTileForm(values)).toEqual({
      ok: false,
      errors: {
        name: "The name must not contain control or direction characters (U+202E at character 4)",
        "series.0.where": "The filter must not contain control or direction characters (U+000D at character 12)",
        "series.0.groupBy": "A field name must not contain control or direction characters (U+2066 at character 4)",
      },
    });
  });

  it("lets a filter span lines, as the server does", () => {
    const values = tileFormValues(tile);
    values.series[0]!.where = "level:error\nservice:api";
    expect(validateTileForm(values).ok).toBe(true);
  });
});
