import { useId } from "react";
import { FormField } from "@/ui/form-field";
import { aggFnNeedsField } from "@/shared/schemas/series-query";
import { aggregationNames } from "../../model/aggregation-names";
import {
  AGG_FNS,
  fieldOptions,
  optionsWithCurrent,
  SERIES_DATA_SOURCES,
  SERIES_TYPES,
  type SeriesFormValues,
} from "../model/tile-form-model";

const TYPE_LABELS: Record<string, string> = { time: "Line chart over time", number: "Single number", table: "Table by group" };
const SOURCE_LABELS: Record<string, string> = { events: "Events", metrics: "Metrics" };

const WHERE_EXAMPLES = ["level:error", "duration_ms:>1000", "service:api OR service:web", "-type:page_view", '"timed out"'];
const WHERE_HINT = (
  <>
    For example{" "}
    {WHERE_EXAMPLES.map((example, index) => (
      <span key={example}>
        <code className="nowrap">{example}</code>
        {index < WHERE_EXAMPLES.length - 1 ? ", " : ". "}
      </span>
    ))}
    Empty means everything.
  </>
);

interface SeriesFieldsetProps {
  index: number;
  series: SeriesFormValues;
  errors: (field: string) => string | undefined;
  /** The ref that lets a refused Apply focus this series' field. */
  register: (field: keyof SeriesFormValues) => (element: HTMLElement | null) => void;
  /** The first series decides how the tile is drawn; the others only add lines or columns. */
  first: boolean;
  onChange: (change: Partial<SeriesFormValues>) => void;
  onRemove: (() => void) | undefined;
  /** Fields to suggest for group by. */
  groupFields: readonly string[];
}

/** One series of the tile panel: how it is shown, what it aggregates, its filter and groups. */
export function SeriesFieldset({ index, series, errors, register, first, onChange, onRemove, groupFields }: SeriesFieldsetProps) {
  const listId = useId();
  const needsField = aggFnNeedsField(series.aggFn);
  return (
    <fieldset className="tile-editor__series">
      <legend>Series {index + 1}</legend>
      <div className="grid-2">
        {first && (
          <FormField label="Show as" error={errors("type")}>
            {(field) => (
              <select {...field} ref={register("type")} className="select" value={series.type} onChange={(event) => onChange({ type: event.target.value })}>
                {optionsWithCurrent(SERIES_TYPES, series.type).map((type) => (
                  <option key={type} value={type}>{TYPE_LABELS[type] ?? `${type} (from the server)`}</option>
                ))}
              </select>
            )}
          </FormField>
        )}
        <FormField label="Data source" error={errors("dataSource")}>
          {(field) => (
            <select {...field} ref={register("dataSource")} className="select" value={series.dataSource} onChange={(event) => onChange({ dataSource: event.target.value, field: "" })}>
              {optionsWithCurrent(SERIES_DATA_SOURCES, series.dataSource).map((source) => (
                <option key={source} value={source}>{SOURCE_LABELS[source] ?? `${source || "—"} (from the server)`}</option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Aggregation" error={errors("aggFn")}>
          {(field) => (
            <select {...field} ref={register("aggFn")} className="select" value={series.aggFn} onChange={(event) => onChange({ aggFn: event.target.value })}>
              {optionsWithCurrent(AGG_FNS, series.aggFn).map((aggFn) => (
                <option key={aggFn} value={aggFn}>{aggregationNames(aggFn)?.label ?? `${aggFn} (from the server)`}</option>
              ))}
            </select>
          )}
        </FormField>
        {needsField && (
          <FormField label="Field" error={errors("field")} required>
            {(field) => (
              <select {...field} ref={register("field")} className="select" value={series.field} onChange={(event) => onChange({ field: event.target.value })}>
                <option value="">Choose a field…</option>
                {optionsWithCurrent(fieldOptions(series.dataSource, series.aggFn), series.field).map((name) => (
                  <option key={name} value={name}>{name}</option>
                ))}
              </select>
            )}
          </FormField>
        )}
      </div>
      <FormField label="Filter (where)" error={errors("where")} hint={WHERE_HINT}>
        {(field) => <input {...field} ref={register("where")} className="input mono" value={series.where} spellCheck={false} onChange={(event) => onChange({ where: event.target.value })} />}
      </FormField>
      <FormField label="Group by" error={errors("groupBy")} hint="Field names separated by commas, for example service, level.">
        {(field) => (
          <>
            <input {...field} ref={register("groupBy")} className="input" value={series.groupBy} spellCheck={false} list={listId} onChange={(event) => onChange({ groupBy: event.target.value })} />
            <datalist id={listId}>
              {groupFields.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
          </>
        )}
      </FormField>
      {onRemove && (
        <button type="button" className="button button--ghost button--small" onClick={onRemove}>
          Remove series {index + 1}
        </button>
      )}
    </fieldset>
  );
}
