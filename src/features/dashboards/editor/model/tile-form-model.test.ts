import { describe, expect, it } from "vitest";
import {
  fieldOptions,
  namedTileProblems,
  newSeriesValues,
  optionsWithCurrent,
  previewFieldErrors,
  tileFieldName,
  tileFormValues,
  validateTileForm,
  whereProblem,
} from "./tile-form-model";

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
        "series.0.dataSource": "Choose events or metrics: the series query reads those",
        "series.0.aggFn": "Choose an aggregation",
        "series.0.groupBy": '"service name" is not a field name: separate fields with commas',
        asRatio: "A ratio divides the first series by the second: add a second series",
      },
    });
  });

  it("asks for the field an aggregation over values reads, and drops it when the aggregation becomes a count", () => {
    const values = tileFormValues({ name: "Latency", asRatio: false, series: [{ type: "time", dataSource: "events", aggFn: "p95", where: "" }] });
    expect(validateTileForm(values)).toEqual({ ok: false, errors: { "series.0.field": "Choose the field that p95 reads" } });
    values.series[0]!.field = "duration_ms";
    const withField = validateTileForm(values);
    expect(withField.ok && withField.content.series?.[0]).toMatchObject({ aggFn: "p95", field: "duration_ms" });
    values.series[0]!.aggFn = "count";
    const counted = validateTileForm(values);
    expect(counted.ok && counted.content.series?.[0]).toEqual({ type: "time", dataSource: "events", aggFn: "count", where: "" });
  });

  it("reports a filter's syntax error with its position", () => {
    const values = tileFormValues({ name: "Errors", asRatio: false, series: [{ type: "time", dataSource: "events", aggFn: "count", where: "level:error AND (" }] });
    const result = validateTileForm(values);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors["series.0.where"]).toMatch(/position \d+/);
    expect(whereProblem("level:error")).toBeUndefined();
    expect(whereProblem("level:")).toMatch(/^[A-Z].*position 7/);
  });

  it("groups every series of a tile alike, as the series query wants", () => {
    const values = tileFormValues({
      name: "Two",
      asRatio: false,
      series: [
        { type: "time", dataSource: "events", aggFn: "count", where: "", groupBy: ["service"] },
        { type: "time", dataSource: "events", aggFn: "count", where: "level:error", groupBy: ["level"] },
      ],
    });
    expect(validateTileForm(values)).toMatchObject({ ok: false, errors: { "series.1.groupBy": expect.stringContaining("same fields as series 1") } });
  });

  it("ignores empty group-by entries, and names the bad entry among them (Add tile with service, , ;drop)", () => {
    const values = tileFormValues(tile);
    values.series[0]!.groupBy = ", service, , ,level,";
    const result = validateTileForm(values);
    expect(result.ok && result.content.series?.[0]?.groupBy).toEqual(["service", "level"]);
    values.series[0]!.groupBy = "service, , ;drop";
    expect(validateTileForm(values)).toEqual({
      ok: false,
      errors: { "series.0.groupBy": '";drop" is not a field name: a field name is letters, digits, _ and . and does not start with a digit' },
    });
  });

  it("names a group-by entry with characters a field name cannot have", () => {
    const values = tileFormValues(tile);
    for (const bad of [";drop", "level*", "2xx", "-level", "a\\.b", '"level"', "level:error", "(level)"]) {
      values.series[0]!.groupBy = `service, ${bad}`;
      expect(validateTileForm(values), bad).toMatchObject({ ok: false, errors: { "series.0.groupBy": expect.stringContaining(`"${bad}" is not a field name`) } });
    }
  });

  it("names a group-by field name longer than the series query takes", () => {
    const values = tileFormValues(tile);
    values.series[0]!.groupBy = `service, ${"a".repeat(129)}`;
    expect(validateTileForm(values)).toMatchObject({ ok: false, errors: { "series.0.groupBy": expect.stringContaining("at most 128 characters") } });
    values.series[0]!.groupBy = `service, ${"a".repeat(128)}`;
    expect(validateTileForm(values).ok).toBe(true);
  });

  it("leaves whether the data source has a group-by field to the server: a real service's fields are its own", () => {
    const values = tileFormValues(tile);
    values.series[0]!.groupBy = "region, k8s.pod_name";
    const result = validateTileForm(values);
    expect(result.ok && result.content.series?.[0]?.groupBy).toEqual(["region", "k8s.pod_name"]);
  });

  it("offers numeric fields for sums and averages, any field for a distinct count", () => {
    expect(fieldOptions("events", "avg")).toEqual(["duration_ms", "amount", "status_code"]);
    expect(fieldOptions("events", "count_distinct")).toContain("user_id");
    expect(fieldOptions("metrics", "max")).toEqual(["value"]);
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

describe("the problems the preview names", () => {
  it("are every problem, in the panel's order, each after its field as the panel labels it", () => {
    const values = {
      name: " ",
      asRatio: true,
      series: [
        { ...newSeriesValues(), aggFn: "avg", where: "level:(" },
        { ...newSeriesValues(), dataSource: "", groupBy: "service" },
      ],
    };
    const result = validateTileForm(values);
    expect(result.ok || namedTileProblems(result.errors)).toEqual([
      "Tile name: Give the tile a name",
      "Field in series 1: Choose the field that avg reads",
      `Filter (where) in series 1: ${whereProblem("level:(")}`,
      "Data source in series 2: Choose events or metrics: the series query reads those",
      "Group by in series 2: Group by the same fields as series 1: every series of a tile is grouped alike",
    ]);
  });

  it("name the tile's own fields and the series list too", () => {
    expect(namedTileProblems({ asRatio: "A ratio needs two", series: "Add at least one series" })).toEqual([
      "Series: Add at least one series",
      "Show as a ratio: A ratio needs two",
    ]);
    expect(namedTileProblems({ "series.10.type": "b", "series.2.type": "a" })).toEqual(["Show as in series 3: a", "Show as in series 11: b"]);
    expect(tileFieldName("series.0.groupBy")).toBe("Group by in series 1");
  });
});

describe("the preview's refusals on the fields they name", () => {
  const values = (groupBy: string) => ({ name: "t", asRatio: false, series: [{ ...newSeriesValues(), groupBy }, { ...newSeriesValues(), groupBy }] });
  const sent = (form: ReturnType<typeof values>, index = 1) => {
    const result = validateTileForm(form);
    if (!result.ok) throw new Error("expected valid values");
    return result.content.series![index]!;
  };
  const problem = (form: ReturnType<typeof values>) => ({ series: 1, field: "groupBy" as const, message: 'Events have no field "host"', sent: sent(form) });

  it("is the error of that series' field while it holds what was sent", () => {
    const form = values("service, host");
    expect(previewFieldErrors(form, [problem(form)])).toEqual({ "series.1.groupBy": 'Events have no field "host"' });
    // The same fields written otherwise are what was sent.
    expect(previewFieldErrors(values("service,host "), [problem(form)])).toEqual({ "series.1.groupBy": 'Events have no field "host"' });
  });

  it("puts each refusal on its own field", () => {
    const form = values("service, host");
    const other = { series: 0, field: "groupBy" as const, message: 'Events have no field "pod"', sent: sent(form, 0) };
    expect(previewFieldErrors(form, [other, problem(form)])).toEqual({ "series.0.groupBy": 'Events have no field "pod"', "series.1.groupBy": 'Events have no field "host"' });
  });

  it("is gone once the field is edited, or without a refusal", () => {
    const form = values("service, host");
    expect(previewFieldErrors(values("service"), [problem(form)])).toEqual({});
    expect(previewFieldErrors(form, [])).toEqual({});
    expect(previewFieldErrors({ ...form, series: form.series.slice(0, 1) }, [problem(form)])).toEqual({});
  });
});
