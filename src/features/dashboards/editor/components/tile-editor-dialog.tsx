import { useState, type FormEvent } from "react";
import { FormField } from "@/ui/form-field";
import { ModalDialog } from "@/ui/modal-dialog";
import type { StackSource } from "@/shared/schemas/stack";
import type { TileContent } from "../model/editor-reducer";
import {
  AGG_FNS,
  BUILT_IN_DATA_SOURCE,
  MAX_SERIES,
  SERIES_TYPES,
  newSeriesValues,
  optionsWithCurrent,
  tileFormValues,
  validateTileForm,
  type SeriesFormValues,
  type TileFormErrors,
  type TileFormValues,
} from "../model/tile-form-model";

interface TileEditorDialogProps {
  open: boolean;
  /** The tile to edit, or undefined to create one. */
  initial: TileContent | undefined;
  sources: readonly StackSource[] | undefined;
  sourcesError: boolean;
  onSubmit: (content: TileContent) => void;
  onClose: () => void;
}

const TYPE_LABELS: Record<string, string> = { time: "Time series (over time)", number: "Single number" };
const NEW_TILE: TileContent = { name: "New tile", asRatio: false, series: [] };

/** Edit (or create) a tile: name, ratio and series, every field checked before the tile changes. */
export function TileEditorDialog({ open, initial, ...rest }: TileEditorDialogProps) {
  return (
    <ModalDialog open={open} title={initial ? `Edit tile “${initial.name}”` : "Add a tile"} onClose={rest.onClose} className="tile-editor">
      <TileEditorForm initial={initial} {...rest} />
    </ModalDialog>
  );
}

function TileEditorForm({ initial, sources, sourcesError, onSubmit, onClose }: Omit<TileEditorDialogProps, "open">) {
  const [values, setValues] = useState<TileFormValues>(() => {
    const start = tileFormValues(initial ?? NEW_TILE);
    return start.series.length > 0 ? start : { ...start, series: [newSeriesValues()] };
  });
  const [errors, setErrors] = useState<TileFormErrors>({});

  const sourceOptions = [
    { value: BUILT_IN_DATA_SOURCE, label: "Events (all events)" },
    ...(sources ?? []).map((source) => ({ value: source.id, label: `${source.name} (${source.kind})` })),
  ];

  function setSeries(index: number, change: Partial<SeriesFormValues>) {
    setValues((current) => ({ ...current, series: current.series.map((series, i) => (i === index ? { ...series, ...change } : series)) }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = validateTileForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      // Focus the first field the user has to fix.
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    onSubmit(result.content);
  }

  return (
    <form className="form-stack tile-editor__form" onSubmit={submit} noValidate>
      <FormField label="Tile name" error={errors.name} required>
        {(field) => (
          <input {...field} className="input" value={values.name} maxLength={1100} onChange={(event) => setValues({ ...values, name: event.target.value })} />
        )}
      </FormField>

      <fieldset className="tile-editor__series-list">
        <legend>Series</legend>
        {errors.series && <p className="field__error" role="alert">{errors.series}</p>}
        {values.series.map((series, index) => {
          const error = (field: string) => errors[`series.${index}.${field}`];
          return (
            <fieldset key={index} className="tile-editor__series">
              <legend>Series {index + 1}</legend>
              <div className="grid-2">
                <FormField label="Type" error={error("type")}>
                  {(field) => (
                    <select {...field} className="select" value={series.type} onChange={(event) => setSeries(index, { type: event.target.value })}>
                      {optionsWithCurrent(SERIES_TYPES, series.type).map((type) => (
                        <option key={type} value={type}>{TYPE_LABELS[type] ?? `${type} (from the server)`}</option>
                      ))}
                    </select>
                  )}
                </FormField>
                <FormField label="Aggregation" error={error("aggFn")}>
                  {(field) => (
                    <select {...field} className="select" value={series.aggFn} onChange={(event) => setSeries(index, { aggFn: event.target.value })}>
                      {optionsWithCurrent(AGG_FNS, series.aggFn).map((aggFn) => (
                        <option key={aggFn} value={aggFn}>{(AGG_FNS as readonly string[]).includes(aggFn) ? aggFn : `${aggFn} (from the server)`}</option>
                      ))}
                    </select>
                  )}
                </FormField>
              </div>
              <FormField
                label="Data source"
                error={error("dataSource")}
                hint={sourcesError ? "The stack's sources could not be loaded; the built-in events source is offered." : undefined}
              >
                {(field) => (
                  <select {...field} className="select" value={series.dataSource} onChange={(event) => setSeries(index, { dataSource: event.target.value })}>
                    {sourceOptions.map((option) => (
                      <option key={option.value} value={option.value}>{option.label}</option>
                    ))}
                    {!sourceOptions.some((option) => option.value === series.dataSource) && (
                      <option value={series.dataSource}>{series.dataSource || "—"} (from the server)</option>
                    )}
                  </select>
                )}
              </FormField>
              <FormField label="Filter (where)" error={error("where")} hint="field:value, for example level:error. Empty means every event.">
                {(field) => (
                  <input {...field} className="input" value={series.where} spellCheck={false} onChange={(event) => setSeries(index, { where: event.target.value })} />
                )}
              </FormField>
              <FormField label="Group by" error={error("groupBy")} hint="Field names separated by commas, for example service, host.">
                {(field) => (
                  <input {...field} className="input" value={series.groupBy} spellCheck={false} onChange={(event) => setSeries(index, { groupBy: event.target.value })} />
                )}
              </FormField>
              {values.series.length > 1 && (
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => setValues({ ...values, series: values.series.filter((_, i) => i !== index) })}
                >
                  Remove series {index + 1}
                </button>
              )}
            </fieldset>
          );
        })}
        {values.series.length < MAX_SERIES && (
          <button
            type="button"
            className="button button--small"
            onClick={() => setValues({ ...values, series: [...values.series, newSeriesValues(values.series[0]?.dataSource)] })}
          >
            Add a series
          </button>
        )}
      </fieldset>

      <div className={`field ${errors.asRatio ? "field--invalid" : ""}`}>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={values.asRatio}
            aria-invalid={errors.asRatio ? true : undefined}
            aria-describedby={errors.asRatio ? "tile-editor-ratio-error" : undefined}
            onChange={(event) => setValues({ ...values, asRatio: event.target.checked })}
          />
          Show as a ratio (first series divided by the second)
        </label>
        {errors.asRatio && <p className="field__error" id="tile-editor-ratio-error">{errors.asRatio}</p>}
      </div>

      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose}>Cancel</button>
        <button type="submit" className="button button--primary">{initial ? "Apply" : "Add tile"}</button>
      </div>
    </form>
  );
}
