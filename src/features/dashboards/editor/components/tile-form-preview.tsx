import { useEffect, useState } from "react";
import type { TileInput } from "@/shared/schemas/dashboard";
import { seriesFieldProblem } from "../../charts/api/series-queries";
import { TileData } from "../../charts/components/tile-data";
import { useTileSeries } from "../../charts/components/use-tile-series";
import type { TileContent } from "../model/editor-reducer";
import { validateTileForm, type PreviewFieldProblem, type TileFormValues } from "../model/tile-form-model";

/** How long typing rests before the preview asks again. */
const PREVIEW_DELAY_MS = 400;

const FIELD_LABELS: Record<PreviewFieldProblem["field"], string> = { groupBy: "Group by", where: "Filter (where)", field: "Field" };

const NO_SERIES: NonNullable<TileInput["series"]> = [];

/** A refusal that names a field of a series the preview sent: the form shows it on that field. */
function fieldProblemOf(error: unknown, shown: TileContent | null): PreviewFieldProblem | undefined {
  const problem = seriesFieldProblem(error);
  const sent = problem && shown?.series?.[problem.series];
  return problem && sent ? { ...problem, sent } : undefined;
}

export interface TilePreview {
  /** The tile the preview draws: the last the panel's values made valid, once typing rested; null before any. */
  shown: TileContent | null;
  /** The preview's refusal of a series' field, for the form to show on that field. */
  problem: PreviewFieldProblem | undefined;
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
  return { shown, problem: fieldProblemOf(failure, shown) };
}

/**
 * The tile as it would look with the panel's values, over the dashboard's range (`useTilePreview`).
 * While the values are not valid it keeps the last tile that was, and says so. A refusal that names a
 * series' field is shown by the form on that field; the preview then only says it could not draw, and
 * where to look.
 */
export function TileFormPreview({ values, preview: { shown, problem } }: { values: TileFormValues; preview: TilePreview }) {
  const describeError = () =>
    problem ? (
      <p className="tile-data__problem" role="alert">
        The preview could not be drawn: see {FIELD_LABELS[problem.field]} in series {problem.series + 1}.
      </p>
    ) : undefined;

  const stale = shown !== null && !validateTileForm(values).ok;
  return (
    <section className="tile-editor__preview" aria-label="Preview">
      <p className="tile-editor__preview-title">Preview</p>
      {stale && <p className="tile-editor__preview-note">Not up to date: the form has a problem.</p>}
      {shown ? (
        <TileData name={shown.name} series={shown.series ?? NO_SERIES} asRatio={shown.asRatio} describeError={describeError} />
      ) : (
        <p className="tile-data__empty">Fill in the series to see a preview.</p>
      )}
    </section>
  );
}
