import { useCallback, useEffect, useRef, useState, type FocusEvent } from "react";
import { EVENT_FIELDS, METRIC_FIELDS } from "@/shared/schemas/series-query";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { FormField } from "@/ui/form-field";
import { ModalDialog } from "@/ui/modal-dialog";
import { useForm } from "@/ui/use-form";
import type { TileContent } from "../model/editor-reducer";
import {
  MAX_SERIES,
  newSeriesValues,
  previewFieldErrors,
  tileFormValues,
  validateTileForm,
  type SeriesFormValues,
  type TileFormValues,
} from "../model/tile-form-model";
import { SeriesFieldset } from "./series-fieldset";
import { TileFormPreview, useTilePreview } from "./tile-form-preview";

interface TileEditorDialogProps {
  open: boolean;
  /** The tile to edit, or undefined to create one. */
  initial: TileContent | undefined;
  onSubmit: (content: TileContent) => void;
  onClose: () => void;
}

const NEW_TILE: TileContent = { name: "New tile", asRatio: false, series: [] };

/**
 * Edit (or create) a tile: name, ratio and series, every field checked before the tile changes, with a
 * live preview. Escape or Cancel with changes made asks before they are thrown away.
 */
export function TileEditorDialog({ open, initial, onSubmit, onClose }: TileEditorDialogProps) {
  const changed = useRef(false);
  const [asking, setAsking] = useState(false);
  const noteChanged = useCallback((dirty: boolean) => {
    changed.current = dirty;
  }, []);
  const requestClose = () => (changed.current ? setAsking(true) : onClose());
  return (
    <ModalDialog open={open} title={initial ? `Edit tile “${initial.name}”` : "Add a tile"} onClose={requestClose} className="tile-editor">
      <TileEditorForm
        initial={initial}
        onSubmit={onSubmit}
        onClose={requestClose}
        onChanged={noteChanged}
      />
      <ConfirmDialog
        open={asking}
        title={initial ? "Discard your changes to this tile?" : "Discard this new tile?"}
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        tone="danger"
        onConfirm={() => {
          setAsking(false);
          onClose();
        }}
        onCancel={() => setAsking(false)}
      >
        <p>{initial ? "The tile stays as it was." : "The tile is not added."}</p>
      </ConfirmDialog>
    </ModalDialog>
  );
}

function TileEditorForm({ initial, onSubmit, onClose, onChanged }: Omit<TileEditorDialogProps, "open"> & { onChanged: (dirty: boolean) => void }) {
  const [start] = useState<TileFormValues>(() => {
    const values = tileFormValues(initial ?? NEW_TILE);
    return values.series.length > 0 ? values : { ...values, series: [newSeriesValues()] };
  });
  const form = useForm({
    initial: start,
    validate: (values) => {
      const result = validateTileForm(values);
      return result.ok ? {} : result.errors;
    },
    // A filter's syntax is checked as it is typed; other problems wait for Apply.
    checkAsTyped: (path) => path.endsWith(".where"),
    onSubmit: (values) => {
      const result = validateTileForm(values);
      if (result.ok) onSubmit(result.content);
    },
  });
  const { values } = form;
  // The preview's refusals of fields show on those fields, under the form's own problems.
  const preview = useTilePreview(values);
  const errors: Readonly<Partial<Record<string, string>>> = { ...previewFieldErrors(values, preview.problems), ...form.errors };
  useEffect(() => onChanged(form.dirty), [form.dirty, onChanged]);
  // A new tile's name is a placeholder to type over: selected when the dialog first puts the focus in it.
  const defaultNameUnselected = useRef(initial === undefined);
  const selectDefaultNameOnce = (event: FocusEvent<HTMLInputElement>) => {
    if (!defaultNameUnselected.current) return;
    defaultNameUnselected.current = false;
    event.currentTarget.select();
  };
  const setValues = (change: (current: TileFormValues) => TileFormValues) => form.update(change, []);

  function setSeries(index: number, change: Partial<SeriesFormValues>) {
    form.update(
      (current) => ({
        ...current,
        series: current.series.map((series, i) => {
          // The first series' type is the tile's: the others follow it.
          const followed = change.type !== undefined && index === 0 ? { type: change.type } : {};
          return i === index ? { ...series, ...change } : { ...series, ...followed };
        }),
      }),
      Object.keys(change).map((field) => `series.${index}.${field}`),
    );
  }

  const groupFields = Object.keys(values.series[0]?.dataSource === "metrics" ? METRIC_FIELDS : EVENT_FIELDS);
  const last = values.series.at(-1);
  return (
    <form className="form-stack tile-editor__form" onSubmit={form.submit} noValidate>
      <FormField label="Tile name" error={errors.name} required>
        {(field) => <input {...field} className="input" maxLength={1100} {...form.bind("name")} onFocus={selectDefaultNameOnce} data-autofocus />}
      </FormField>

      <TileFormPreview values={values} preview={preview} />

      <fieldset className="tile-editor__series-list">
        <legend>Series</legend>
        {errors.series && <p className="field__error" role="alert">{errors.series}</p>}
        {values.series.map((series, index) => (
          <SeriesFieldset
            key={index}
            index={index}
            series={series}
            first={index === 0}
            errors={(field) => errors[`series.${index}.${field}`]}
            register={(field) => form.register(`series.${index}.${field}`)}
            onChange={(change) => setSeries(index, change)}
            onRemove={values.series.length > 1 ? () => setValues((current) => ({ ...current, series: current.series.filter((_, i) => i !== index) })) : undefined}
            groupFields={groupFields}
          />
        ))}
        {values.series.length < MAX_SERIES && (
          <button type="button" className="button button--small" onClick={() => setValues((current) => ({ ...current, series: [...current.series, newSeriesValues(current.series[0] ?? last)] }))}>
            Add a series
          </button>
        )}
      </fieldset>

      <div className={`field ${errors.asRatio ? "field--invalid" : ""}`}>
        <label className="checkbox">
          <input
            ref={form.register("asRatio")}
            type="checkbox"
            checked={values.asRatio}
            aria-invalid={errors.asRatio ? true : undefined}
            aria-describedby={errors.asRatio ? "tile-editor-ratio-error" : undefined}
            onChange={(event) => form.set("asRatio", event.target.checked)}
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
