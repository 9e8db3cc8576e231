import { POSTGRES_REPLICATION_MODES } from "@/shared/schemas/pipe-kinds";
import { defaultTargetTable, emptyTableMapping, type PostgresDraft, type TableMappingDraft } from "../model/postgres-model";
import { CheckboxField, focusBeforeRowRemoval, RadioGroup, SecretField, TextField, useFieldRef, useFocusField } from "./wizard-fields";

type Set = (patch: Partial<PostgresDraft>) => void;

/** Step 2 for Postgres: where the database is and the user that replicates it. */
export function PostgresConnection({ postgres, set }: { postgres: PostgresDraft; set: Set }) {
  return (
    <>
      <div className="wizard-pair wizard-pair--host">
        <TextField id="postgres.host" label="Host" required mono value={postgres.host} onChange={(host) => set({ host })}
          hint="Host name or IPv4 address; through a reverse private endpoint, its DNS name." />
        <TextField id="postgres.port" label="Port" required inputMode="numeric" value={postgres.port} onChange={(port) => set({ port })} />
      </div>
      <TextField id="postgres.database" label="Database" required mono value={postgres.database} onChange={(database) => set({ database })} />
      <PostgresCredentials postgres={postgres} set={set} />
      <SecretField id="postgres.caCertificate" name="CA certificate" label="CA certificate (optional)" multiline value={postgres.caCertificate}
        onChange={(caCertificate) => set({ caCertificate })} hint="PEM certificate that signs the server's, when it is not publicly trusted." />
    </>
  );
}

/** The user that replicates the database (also a pipe's "Change credentials"). */
export function PostgresCredentials({ postgres, set }: { postgres: PostgresDraft; set: Set }) {
  return (
    <div className="wizard-pair">
      <TextField id="postgres.username" label="User name" required value={postgres.username} onChange={(username) => set({ username })}
        hint="A user with the REPLICATION attribute." />
      <SecretField id="postgres.password" name="password" label="Password" required value={postgres.password} onChange={(password) => set({ password })} />
    </div>
  );
}

const MODE_TEXT: Record<(typeof POSTGRES_REPLICATION_MODES)[number], { label: string; hint: string }> = {
  cdc: { label: "Snapshot, then changes (cdc)", hint: "Copies the tables, then keeps them in sync." },
  snapshot: { label: "Snapshot only", hint: "Copies the tables once." },
  cdc_only: { label: "Changes only (cdc_only)", hint: "Keeps in sync from an existing replication slot, without a first copy." },
};

/** Step 3 for Postgres: how replication runs, and the tables it copies as rows. */
export function PostgresTables({ postgres, set }: { postgres: PostgresDraft; set: Set }) {
  const rows = postgres.tableMappings;
  const setRow = (index: number, row: TableMappingDraft) => set({ tableMappings: rows.map((other, i) => (i === index ? row : other)) });
  const addTableRef = useFieldRef("postgres.tableMappings");
  const focusField = useFocusField();
  const addTable = () => {
    set({ tableMappings: [...rows, emptyTableMapping()] });
    focusField(`postgres.tableMappings.${rows.length}.sourceSchemaName`);
  };
  return (
    <>
      <RadioGroup id="postgres.replicationMode" label="Replication" required value={postgres.replicationMode}
        onChange={(replicationMode) => set({ replicationMode })}
        options={POSTGRES_REPLICATION_MODES.map((value) => ({ value, ...MODE_TEXT[value] }))} />
      {postgres.replicationMode === "cdc_only" && (
        <TextField id="postgres.replicationSlotName" label="Replication slot" required mono value={postgres.replicationSlotName}
          onChange={(replicationSlotName) => set({ replicationSlotName })} hint="The existing slot to continue from." />
      )}
      <div className="wizard-pair">
        <TextField id="postgres.syncIntervalSeconds" label="Sync interval (seconds)" required inputMode="numeric" value={postgres.syncIntervalSeconds}
          onChange={(syncIntervalSeconds) => set({ syncIntervalSeconds })} hint="How often changes are pulled; default 60, at least 1." />
        <TextField id="postgres.pullBatchSize" label="Pull batch size (rows)" required inputMode="numeric" value={postgres.pullBatchSize}
          onChange={(pullBatchSize) => set({ pullBatchSize })} hint="Rows pulled at once; default 1000, at least 1." />
      </div>
      <TextField id="postgres.publicationName" label="Publication (optional)" mono value={postgres.publicationName}
        onChange={(publicationName) => set({ publicationName })} hint="Empty: the pipe creates one." />
      <CheckboxField id="postgres.allowNullableColumns" label="Keep nullable columns nullable" checked={postgres.allowNullableColumns}
        onChange={(allowNullableColumns) => set({ allowNullableColumns })} hint="Off: NULL becomes the type's default value, which is faster to query." />
      <section className="wizard-rows" aria-labelledby="pipe-tables-heading">
        <h3 id="pipe-tables-heading">Tables to copy</h3>
        {rows.map((row, index) => (
          <TableMappingRow
            key={row.key}
            idPrefix={`postgres.tableMappings.${index}`}
            label={`Table ${index + 1}`}
            row={row}
            onChange={(next) => setRow(index, next)}
            onRemove={rows.length > 1 ? (button) => {
              focusBeforeRowRemoval(button, rows.length - 1);
              set({ tableMappings: rows.filter((_, i) => i !== index) });
            } : undefined}
          />
        ))}
        <div>
          <button type="button" className="button wizard-rows__add" ref={addTableRef} onClick={addTable}>
            Add a table
          </button>
        </div>
      </section>
    </>
  );
}

/** One table mapping as a row of fields; also the form that adds one to a stopped pipe. */
export function TableMappingRow({ idPrefix, label, row, onChange, onRemove }: {
  idPrefix: string;
  label: string;
  row: TableMappingDraft;
  onChange: (row: TableMappingDraft) => void;
  /** Removes the row; given its Remove button, which has the focus. */
  onRemove?: (button: HTMLButtonElement) => void;
}) {
  const set = (patch: Partial<TableMappingDraft>) => onChange({ ...row, ...patch });
  return (
    <fieldset className="wizard-row wizard-row--table">
      <legend className="wizard-row__legend">{label}</legend>
      <TextField id={`${idPrefix}.sourceSchemaName`} label="Schema" required mono value={row.sourceSchemaName} onChange={(sourceSchemaName) => set({ sourceSchemaName })} />
      <TextField id={`${idPrefix}.sourceTable`} label="Table" required mono value={row.sourceTable} onChange={(sourceTable) => set({ sourceTable })} />
      <TextField id={`${idPrefix}.targetTable`} label="Target table" mono value={row.targetTable} placeholder={defaultTargetTable(row) || "schema_table"}
        onChange={(targetTable) => set({ targetTable })} />
      <TextField id={`${idPrefix}.excludedColumns`} label="Excluded columns" mono value={row.excludedColumns} placeholder="none"
        onChange={(excludedColumns) => set({ excludedColumns })} hint="Separated by commas." />
      <TextField id={`${idPrefix}.sortingKeys`} label="Sorting key" mono value={row.sortingKeys} placeholder="primary key"
        onChange={(sortingKeys) => set({ sortingKeys })} hint="In order; empty: the primary key." />
      {onRemove && (
        <button type="button" className="button button--ghost wizard-row__remove" onClick={(event) => onRemove(event.currentTarget)}>
          Remove<span className="visually-hidden"> {label}</span>
        </button>
      )}
    </fieldset>
  );
}
