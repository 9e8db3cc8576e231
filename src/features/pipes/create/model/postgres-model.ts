import { z } from "@/shared/zod";
import type { PostgresSource } from "@/shared/schemas/pipe";
import { POSTGRES_REPLICATION_MODES, POSTGRES_TYPES } from "@/shared/schemas/pipe-kinds";
import { DEFAULT_POSTGRES_SETTINGS, isHostname, POSTGRES_PORT, type PostgresCreateSource, type PostgresTableMappingBody } from "@/shared/schemas/pipe-postgres-body";
import { addIssue, checkedBy, filled, filledName, newRowKey, oneOf, optional, PEM_CERTIFICATE, splitList, wholeNumber } from "./form-fields";

/** One table to copy, as typed: column lists as comma-separated text. */
export interface TableMappingDraft {
  key: string;
  sourceSchemaName: string;
  sourceTable: string;
  /** Empty: `<schema>_<table>`, shown as the placeholder. */
  targetTable: string;
  excludedColumns: string;
  /** Empty: the source table's primary key. */
  sortingKeys: string;
}

export interface PostgresDraft {
  type: (typeof POSTGRES_TYPES)[number];
  host: string;
  port: string;
  database: string;
  username: string;
  password: string;
  caCertificate: string;
  replicationMode: (typeof POSTGRES_REPLICATION_MODES)[number];
  publicationName: string;
  replicationSlotName: string;
  syncIntervalSeconds: string;
  pullBatchSize: string;
  allowNullableColumns: boolean;
  tableMappings: TableMappingDraft[];
}

export const emptyTableMapping = (): TableMappingDraft => ({
  key: newRowKey("table"), sourceSchemaName: "public", sourceTable: "", targetTable: "", excludedColumns: "", sortingKeys: "",
});

export const emptyPostgres = (): PostgresDraft => ({
  type: "postgres", host: "", port: "5432", database: "", username: "", password: "", caCertificate: "",
  replicationMode: "cdc", publicationName: "", replicationSlotName: "",
  syncIntervalSeconds: String(DEFAULT_POSTGRES_SETTINGS.syncIntervalSeconds), pullBatchSize: String(DEFAULT_POSTGRES_SETTINGS.pullBatchSize),
  allowNullableColumns: DEFAULT_POSTGRES_SETTINGS.allowNullableColumns, tableMappings: [emptyTableMapping()],
});

export const POSTGRES_SECRET_FIELDS = ["password", "caCertificate"] as const satisfies readonly (keyof PostgresDraft)[];

/** Postgres cuts identifiers (a database, a schema, a table, a user) to 63 bytes: NAMEDATALEN - 1. */
const POSTGRES_IDENTIFIER_BYTES = 63;

/** A check that a Postgres name (`label` starts the sentence: "The database") is no longer than Postgres keeps one. */
const withinPostgresNameLength = (label: string) =>
  checkedBy((name) => {
    const bytes = new TextEncoder().encode(name).length;
    return bytes > POSTGRES_IDENTIFIER_BYTES ? `${label} is at most ${POSTGRES_IDENTIFIER_BYTES} bytes, as Postgres names are (it has ${bytes}).` : undefined;
  });
const postgresName = (message: string, label: string) => filledName(message, label).check(withinPostgresNameLength(label));

/**
 * What is wrong with a host as typed, or undefined: a URL (http://db.example.com:5432) says what to
 * drop and where its port goes, as the host field takes a name only.
 */
function postgresHostProblem(host: string): string | undefined {
  if (isHostname(host)) return undefined;
  const parts = /^(?:([A-Za-z][\w+.-]*:\/\/))?([^/:]+)(?::(\d+))?(\/.*)?$/.exec(host);
  const [, scheme, name = "", port, path] = parts ?? [];
  if (!parts || !isHostname(name) || (!scheme && !port && !path)) {
    return "The host must be a host name like db.example.com or an IPv4 address.";
  }
  const changes = [scheme && `drop the ${scheme}`, path && `drop the ${path}`, port && `put the port ${port} in the Port field`].filter(Boolean);
  const last = changes.pop();
  return `Enter only ${name} here: ${changes.length ? `${changes.join(", ")} and ${last}` : last}.`;
}

/** Step 2 for Postgres: where the database is and who reads it. */
export const postgresConnectionSchema = z.object({
  type: z.enum(POSTGRES_TYPES, { error: "Choose where the database runs." }),
  host: filled("Enter the database host.").check(checkedBy(postgresHostProblem)),
  port: wholeNumber("the port", POSTGRES_PORT.min, POSTGRES_PORT.max),
  database: postgresName("Enter the database to replicate from.", "The database"),
  username: filled("Enter the user name.").check(withinPostgresNameLength("The user name")),
  password: filled("Enter the password."),
  caCertificate: z.string().check(
    z.trim(),
    z.refine(
      (text) => text === "" || PEM_CERTIFICATE.test(text),
      "The CA certificate must be a PEM block, from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----.",
    ),
  ),
});

/**
 * The target table a row gets when none is typed: `schema_table`, held to the rule a typed one meets
 * (letters, digits and underscores, not starting with a digit), so `my table` or `a.b` give
 * `public_my_table` and `public_a_b` rather than a name the form itself would refuse.
 */
export function defaultTargetTable(row: Pick<TableMappingDraft, "sourceSchemaName" | "sourceTable">): string {
  if (row.sourceTable.trim() === "") return "";
  const name = `${row.sourceSchemaName.trim() || "public"}_${row.sourceTable.trim()}`.replace(/[^A-Za-z0-9_]/g, "_");
  return /^\d/.test(name) ? `_${name}` : name;
}
const targetOf = (row: Omit<TableMappingDraft, "key">) => row.targetTable.trim() || defaultTargetTable(row);

/** One row: names present, column lists without repeats, no sorting key that is excluded. */
export const tableMappingRowSchema = z.object({
  sourceSchemaName: postgresName("Enter the schema, like public.", "The schema"),
  sourceTable: postgresName("Enter the table to copy.", "The table"),
  targetTable: optional.check(
    z.regex(/^([A-Za-z_][A-Za-z0-9_]*)?$/, "The target table uses letters, digits and underscores, and does not start with a digit."),
  ),
  excludedColumns: z.string(),
  sortingKeys: z.string(),
}).check(z.superRefine((row, ctx) => {
  for (const field of ["excludedColumns", "sortingKeys"] as const) {
    const names = splitList(row[field]);
    const twice = names.find((name, index) => names.indexOf(name) !== index);
    if (twice) addIssue(ctx, [field], `${twice} is listed twice.`);
  }
  const excluded = splitList(row.excludedColumns);
  const excludedKey = splitList(row.sortingKeys).find((name) => excluded.includes(name));
  if (excludedKey) addIssue(ctx, ["sortingKeys"], `${excludedKey} is excluded, so it cannot be in the sorting key.`);
}));

/** Rows of a list: each valid, and no source table or target table twice. */
function tableMappingListIssues(rows: readonly Omit<TableMappingDraft, "key">[], ctx: z.core.$RefinementCtx, path: (string | number)[]) {
  const sources = new Map<string, number>();
  const targets = new Map<string, number>();
  rows.forEach((row, index) => {
    const source = `${row.sourceSchemaName.trim()}.${row.sourceTable.trim()}`;
    if (row.sourceTable.trim() !== "" && sources.has(source)) addIssue(ctx, [...path, index, "sourceTable"], `${source} is already copied by table ${(sources.get(source) ?? 0) + 1}.`);
    else sources.set(source, index);
    const target = targetOf(row);
    if (target !== "" && targets.has(target)) addIssue(ctx, [...path, index, "targetTable"], `${target} is already the target of table ${(targets.get(target) ?? 0) + 1}.`);
    else targets.set(target, index);
  });
}

/** Step 3 for Postgres: how replication runs and which tables it copies. */
export const postgresTablesSchema = z.object({
  replicationMode: z.enum(POSTGRES_REPLICATION_MODES, { error: "Choose the replication mode." }),
  publicationName: optional.check(
    z.regex(/^[A-Za-z0-9_]*$/, "The publication name uses letters, digits and underscores."),
    withinPostgresNameLength("The publication name"),
  ),
  replicationSlotName: optional.check(
    z.regex(/^[a-z0-9_]*$/, "A replication slot name uses lower-case letters, digits and underscores."),
    withinPostgresNameLength("The replication slot name"),
  ),
  syncIntervalSeconds: wholeNumber("the sync interval", 1),
  pullBatchSize: wholeNumber("the pull batch size", 1),
  allowNullableColumns: z.boolean(),
  tableMappings: z.array(tableMappingRowSchema).check(z.minLength(1, "Add at least one table to copy.")),
}).check(z.superRefine((postgres, ctx) => {
  tableMappingListIssues(postgres.tableMappings, ctx, ["tableMappings"]);
  if (postgres.replicationMode === "cdc_only" && postgres.replicationSlotName === "") {
    addIssue(ctx, ["replicationSlotName"], "Enter the replication slot to read from: cdc_only continues from an existing slot.");
  }
}));

export function toTableMappingBody(row: Omit<TableMappingDraft, "key">): PostgresTableMappingBody {
  const excluded = splitList(row.excludedColumns);
  const sortingKeys = splitList(row.sortingKeys);
  return {
    sourceSchemaName: row.sourceSchemaName.trim(),
    sourceTable: row.sourceTable.trim(),
    targetTable: targetOf(row),
    ...(excluded.length ? { excludedColumns: excluded } : {}),
    ...(sortingKeys.length ? { useCustomSortingKey: true, sortingKeys } : {}),
  };
}

/** The body's `source.postgres`: basic authentication, the replication settings, the tables. */
export function toPostgresSource(draft: PostgresDraft): PostgresCreateSource {
  return {
    type: draft.type,
    host: draft.host.trim(),
    port: Number(draft.port.trim()),
    database: draft.database.trim(),
    credentials: { username: draft.username.trim(), password: draft.password },
    ...(draft.caCertificate.trim() ? { caCertificate: draft.caCertificate.trim() } : {}),
    settings: {
      replicationMode: draft.replicationMode,
      syncIntervalSeconds: Number(draft.syncIntervalSeconds.trim()),
      pullBatchSize: Number(draft.pullBatchSize.trim()),
      allowNullableColumns: draft.allowNullableColumns,
      ...(draft.publicationName.trim() ? { publicationName: draft.publicationName.trim() } : {}),
      ...(draft.replicationMode === "cdc_only" ? { replicationSlotName: draft.replicationSlotName.trim() } : {}),
    },
    tableMappings: draft.tableMappings.map(toTableMappingBody),
  };
}

/** A duplicate copies the same tables from the same database; the password and CA certificate are entered again. */
export function postgresDraftFromSource(source: PostgresSource): PostgresDraft {
  const settings = source.settings;
  const mode = oneOf(POSTGRES_REPLICATION_MODES, settings?.replicationMode, "cdc");
  return {
    ...emptyPostgres(),
    type: oneOf(POSTGRES_TYPES, source.type, "postgres"),
    host: source.host,
    port: String(source.port),
    database: source.database,
    replicationMode: mode,
    // A publication or slot belongs to one pipe; a copy gets its own unless it continues from a given slot.
    replicationSlotName: mode === "cdc_only" ? (settings?.replicationSlotName ?? "") : "",
    syncIntervalSeconds: String(settings?.syncIntervalSeconds ?? DEFAULT_POSTGRES_SETTINGS.syncIntervalSeconds),
    pullBatchSize: String(settings?.pullBatchSize ?? DEFAULT_POSTGRES_SETTINGS.pullBatchSize),
    allowNullableColumns: settings?.allowNullableColumns ?? DEFAULT_POSTGRES_SETTINGS.allowNullableColumns,
    tableMappings: source.tableMappings.map((mapping) => ({
      key: newRowKey("table"),
      sourceSchemaName: mapping.sourceSchemaName,
      sourceTable: mapping.sourceTable,
      targetTable: mapping.targetTable,
      excludedColumns: (mapping.excludedColumns ?? []).join(", "),
      sortingKeys: mapping.useCustomSortingKey ? (mapping.sortingKeys ?? []).join(", ") : "",
    })),
  };
}
