import { useEffect, useState } from "react";
import { TileData } from "../../charts/components/tile-data";
import type { TileContent } from "../model/editor-reducer";
import { validateTileForm, type TileFormValues } from "../model/tile-form-model";

/** How long typing rests before the preview asks again. */
const PREVIEW_DELAY_MS = 400;

/**
 * The tile as it would look with the panel's values, over the dashboard's range, following edits
 * once typing rests. While the values are not valid it keeps the last tile that was, and says so.
 */
export function TileFormPreview({ values }: { values: TileFormValues }) {
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

  const stale = shown !== null && !validateTileForm(values).ok;
  return (
    <section className="tile-editor__preview" aria-label="Preview">
      <p className="tile-editor__preview-title">Preview</p>
      {stale && <p className="tile-editor__preview-note">Not up to date: the form has a problem.</p>}
      {shown ? (
        <TileData name={shown.name} series={shown.series ?? []} asRatio={shown.asRatio} />
      ) : (
        <p className="tile-data__empty">Fill in the series to see a preview.</p>
      )}
    </section>
  );
}
