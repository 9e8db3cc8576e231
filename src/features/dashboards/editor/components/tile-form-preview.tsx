import { useEffect, useState } from "react";
import { madeOnFirstUse } from "@/lib/made-on-first-use";
import type { TileInput } from "@/shared/schemas/dashboard";
import { seriesFieldProblems } from "../../charts/api/series-queries";
import { TileData } from "../../charts/components/tile-data";
import { useTileSeries } from "../../charts/components/use-tile-series";
import type { TileContent } from "../model/editor-reducer";
import { inPageOrder, namedTileProblems, tileFieldName, validateTileForm, type PreviewFieldProblem, type TileFormValues } from "../model/tile-form-model";

/** How long typing rests before the preview asks again. */
const PREVIEW_DELAY_MS = 400;

const NO_SERIES: NonNullable<TileInput["series"]> = [];

/** Lines of problems the preview lists: in its 200 px, more would leave no room for the chart. */
const PROBLEM_LINES = 3;

/** The fields a refusal names, of series the preview sent: the form shows each on its field. */
function fieldProblemsOf(error: unknown, shown: TileContent | null): PreviewFieldProblem[] {
  return seriesFieldProblems(error).flatMap((problem) => {
    const sent = shown?.series?.[problem.series];
    return sent ? [{ ...problem, sent }] : [];
  });
}

const fieldList = madeOnFirstUse(() => new Intl.ListFormat("en", { type: "conjunction" }));

export interface TilePreview {
  /** The tile the preview draws: the last the panel's values made valid, once typing rested; null before any. */
  shown: TileContent | null;
  /** The preview's refusals of series' fields, for the form to show each on its field. */
  problems: PreviewFieldProblem[];
}

/**
 * What the preview shows for the panel's values, following edits once typing rests. The refusal is
 * read from the preview's own series query (the same key, watched without asking), not reported back.
 */
export function useTilePreview(values: TileFormValues): TilePreview {
  const [shown, setShown] = useState<TileContent | null>(() => {
    const result = validateTileForm(values);
    return result.ok ? result.content : null;
  });
  useEffect(() => {
    const timer = setTimeout(() => {
      const result = validateTileForm(values);
      if (result.ok) setShown(result.content);
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values]);
  const { failure } = useTileSeries(shown?.series ?? NO_SERIES, shown?.asRatio, false);
  return { shown, problems: fieldProblemsOf(failure, shown) };
}

/**
 * The tile as it would look with the panel's values, over the dashboard's range (`useTilePreview`).
 * While the values are not valid it keeps the last tile that was, and names what is wrong, each problem
 * by its field as the form labels it (the name, a series' filter, …). A refusal that names
 * series' fields is shown by the form on each of them; the preview then only says it could not draw,
 * and where to look.
 */
export function TileFormPreview({ values, preview: { shown, problems: refused } }: { values: TileFormValues; preview: TilePreview }) {
  const describeError = () =>
    refused.length > 0 ? (
      <p className="tile-data__problem" role="alert">
        The preview could not be drawn: see {fieldList().format(inPageOrder(refused.map((problem) => `series.${problem.series}.${problem.field}`)).map(tileFieldName))}.
      </p>
    ) : undefined;

  const checked = validateTileForm(values);
  const problems = checked.ok ? [] : namedTileProblems(checked.errors);
  // The last line says how many more there are rather than name one of them.
  const listed = problems.length > PROBLEM_LINES ? problems.slice(0, PROBLEM_LINES - 1) : problems;
  return (
    <section className="tile-editor__preview" aria-label="Preview">
      <p className="tile-editor__preview-title">Preview</p>
      {problems.length > 0 && (
        // Each problem with its field: some show on their field only once the form is applied.
        <div className="tile-editor__preview-note">
          <p>
            {shown ? "Not up to date" : "No preview yet"}: {problems.length === 1 ? "1 field needs attention" : `${problems.length} fields need attention`}.
          </p>
          <ul>
            {listed.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
            {listed.length < problems.length && <li>and {problems.length - listed.length} more</li>}
          </ul>
        </div>
      )}
      {shown ? (
        <TileData name={shown.name} series={shown.series ?? NO_SERIES} asRatio={shown.asRatio} describeError={describeError} />
      ) : (
        problems.length === 0 && <p className="tile-data__empty">Fill in the series to see a preview.</p>
      )}
    </section>
  );
}
