import { TABLE_ENGINES } from "@/shared/schemas/pipe-kinds";
import { COLUMN_TYPE_SUGGESTIONS } from "../model/column-types";
import { emptyColumn, namesOf, type ColumnDraft, type DestinationDraft } from "../model/destination-model";
import { ChoiceList, focusBeforeRowRemoval, RadioGroup, SelectField, TextField, useFieldRef, useFocusField } from "./wizard-fields";

type Set = (patch: Partial<DestinationDraft>) => void;

const ENGINE_HINTS: Record<(typeof TABLE_ENGINES)[number], string> = {
  MergeTree: "MergeTree: keeps every row.",
  ReplacingMergeTree: "ReplacingMergeTree: keeps the latest row per sorting key (by the version column).",
  SummingMergeTree: "SummingMergeTree: adds up rows with the same sorting key.",
  Null: "Null: stores nothing; for materialized views that read the rows.",
};

/** Step 4 for Postgres: the database the tables land in. */
export function DatabaseDestination({ destination, set }: { destination: DestinationDraft; set: Set }) {
  return (
    <>
      <TextField id="destination.database" label="Database" required mono value={destination.database} onChange={(database) => set({ database })}
        hint="Each copied table lands here under the target table name of its mapping." />
      <p className="muted">Postgres pipes copy whole tables, so there are no columns or field mappings to set here.</p>
    </>
  );
}

/** Step 4 for the other kinds: the table, its columns with the field that feeds each, and how a new table is made. */
export function TableDestination({ destination, set }: { destination: DestinationDraft; set: Set }) {
  const columns = destination.columns;
  const setColumn = (index: number, patch: Partial<ColumnDraft>) =>
    set({ columns: columns.map((column, i) => (i === index ? { ...column, ...patch } : column)) });
  const remove = (index: number, button: HTMLElement) => {
    focusBeforeRowRemoval(button, columns.length - 1);
    const key = columns[index]?.key;
    set({
      columns: columns.filter((_, i) => i !== index),
      sortingKey: destination.sortingKey.filter((other) => other !== key),
      summingColumns: destination.summingColumns.filter((other) => other !== key),
      versionColumn: destination.versionColumn === key ? "" : destination.versionColumn,
    });
  };
  const named = columns.filter((column) => column.name.trim() !== "").map((column) => ({ value: column.key, label: column.name.trim() }));
  const addColumnRef = useFieldRef("destination.columns");
  const focusField = useFocusField();
  const addColumn = () => {
    set({ columns: [...columns, emptyColumn()] });
    focusField(`destination.columns.${columns.length}.name`);
  };
  return (
    <>
      <div className="wizard-pair">
        <TextField id="destination.database" label="Database" required mono value={destination.database} onChange={(database) => set({ database })} />
        <TextField id="destination.table" label="Table" required mono value={destination.table} onChange={(table) => set({ table })} />
      </div>
      <RadioGroup
        id="destination.managedTable"
        label="New or existing table"
        value={destination.managedTable ? "new" : "existing"}
        onChange={(choice) => set({ managedTable: choice === "new" })}
        options={[
          { value: "new", label: "Create a new table", hint: "The pipe creates it with the columns, engine and sorting key below." },
          { value: "existing", label: "Write into an existing table", hint: "List the columns the pipe fills; the table must have them." },
        ]}
      />
      <section className="wizard-rows" aria-labelledby="pipe-columns-heading">
        <h3 id="pipe-columns-heading">Columns and field mappings</h3>
        <p className="muted">Each column is filled from one field of the source records.</p>
        <datalist id="pipe-column-types">
          {COLUMN_TYPE_SUGGESTIONS.map((type) => <option key={type} value={type} />)}
        </datalist>
        {columns.map((column, index) => (
          <fieldset key={column.key} className="wizard-row wizard-row--column">
            <legend className="wizard-row__legend">Column {index + 1}</legend>
            <TextField id={`destination.columns.${index}.name`} label="Name" required mono value={column.name}
              onChange={(name) => setColumn(index, { name, ...(column.sourceField === column.name ? { sourceField: name } : {}) })} />
            <TextField id={`destination.columns.${index}.type`} label="Type" required mono list="pipe-column-types" value={column.type}
              onChange={(type) => setColumn(index, { type })} />
            <TextField id={`destination.columns.${index}.sourceField`} label="Source field" required mono value={column.sourceField}
              onChange={(sourceField) => setColumn(index, { sourceField })} />
            {columns.length > 1 && (
              <button type="button" className="button button--ghost wizard-row__remove" onClick={(event) => remove(index, event.currentTarget)}>
                Remove<span className="visually-hidden"> column {index + 1}</span>
              </button>
            )}
          </fieldset>
        ))}
        <div>
          <button type="button" className="button wizard-rows__add" ref={addColumnRef} onClick={addColumn}>
            Add a column
          </button>
        </div>
      </section>
      {destination.managedTable && (
        <section className="wizard-rows" aria-labelledby="pipe-engine-heading">
          <h3 id="pipe-engine-heading">New table</h3>
          <SelectField id="destination.engine" label="Engine" required value={destination.engine} onChange={(engine) => set({ engine })}
            options={TABLE_ENGINES.map((value) => ({ value, label: value }))} hint={ENGINE_HINTS[destination.engine]} />
          {destination.engine !== "Null" && (
            <ChoiceList id="destination.sortingKey" label="Sorting key" options={named} chosen={destination.sortingKey}
              onChange={(sortingKey) => set({ sortingKey })}
              hint={`Rows are stored in this order; tick in the order you want. Now: ORDER BY (${namesOf(destination, destination.sortingKey).join(", ")}).`} />
          )}
          {destination.engine === "ReplacingMergeTree" && (
            <SelectField id="destination.versionColumn" label="Version column (optional)" value={destination.versionColumn}
              onChange={(versionColumn) => set({ versionColumn })} options={[{ value: "", label: "None: the last row inserted wins" }, ...named]} />
          )}
          {destination.engine === "SummingMergeTree" && (
            <ChoiceList id="destination.summingColumns" label="Columns to add up (optional)" options={named} chosen={destination.summingColumns}
              onChange={(summingColumns) => set({ summingColumns })} hint="None ticked: every numeric column outside the sorting key." />
          )}
          <TextField id="destination.partitionBy" label="Partition by (optional)" mono value={destination.partitionBy}
            onChange={(partitionBy) => set({ partitionBy })} hint="An expression, such as toYYYYMM(ts)." />
        </section>
      )}
    </>
  );
}
