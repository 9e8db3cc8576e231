import { z } from "@/shared/zod";
import type { Pipe } from "@/shared/schemas/pipe";
import type { DestinationBody, FieldMappingBody } from "@/shared/schemas/pipe-create";
import { TABLE_ENGINES, type TableEngine } from "@/shared/schemas/pipe-kinds";
import { MAX_NAME_LENGTH } from "@/shared/schemas/pipe-source-bodies";
import { columnTypeProblem } from "./column-types";
import { addIssue, checkedBy, filled, filledName, IDENTIFIER, newRowKey, oneOf } from "./form-fields";

/** A destination column and the source field that feeds it: one row holds both, so every column is mapped. */
export interface ColumnDraft {
  key: string;
  name: string;
  type: string;
  sourceField: string;
}

export interface DestinationDraft {
  database: string;
  table: string;
  /** true: the pipe creates the table (with the engine and sorting key below); false: it writes into an existing one. */
  managedTable: boolean;
  columns: ColumnDraft[];
  engine: TableEngine;
  /** Column keys, in key order; keys survive a column's rename. */
  sortingKey: string[];
  versionColumn: string;
  summingColumns: string[];
  partitionBy: string;
}

export const emptyColumn = (): ColumnDraft => ({ key: newRowKey("column"), name: "", type: "String", sourceField: "" });

export const emptyDestination = (): DestinationDraft => ({
  database: "default", table: "", managedTable: true, columns: [emptyColumn()], engine: "MergeTree",
  sortingKey: [], versionColumn: "", summingColumns: [], partitionBy: "",
});

/** What a duplicated pipe's own new table is called after the original's. */
const COPY_SUFFIX = "_copy";

const identifier = (what: string) =>
  filledName(`Enter the ${what}.`, `The ${what}`).check(
    z.regex(IDENTIFIER, `The ${what} uses letters, digits and underscores, and does not start with a digit.`),
  );


/**
 * Whether every "(" of an expression is closed by a ")" after it, and no ")" comes first (a partition
 * key such as toYYYYMM(ts)). Brackets inside a quoted string or name ('…', "…", `…`, a backslash
 * escaping the next character) are text, not brackets.
 */
function parenthesesPaired(expression: string): boolean {
  let depth = 0;
  let quote: string | undefined;
  for (let index = 0; index < expression.length; index += 1) {
    const character = expression[index];
    if (quote !== undefined) {
      if (character === "\\") index += 1;
      else if (character === quote) quote = undefined;
    } else if (character === "'" || character === '"' || character === "`") quote = character;
    else if (character === "(") depth += 1;
    else if (character === ")" && --depth < 0) return false;
  }
  return depth === 0;
}

/** Step 4 for the kinds that write one table: the table, its columns with their source fields, and how a new one is made. */
export const tableDestinationSchema = z.object({
  database: identifier("database name"),
  table: identifier("table name"),
  managedTable: z.boolean(),
  columns: z.array(
    z.object({
      key: z.string(),
      name: identifier("column name"),
      type: filled("Enter the column's type, like String or DateTime64(3).").check(checkedBy(columnTypeProblem)),
      sourceField: filledName("Enter the source field that fills this column.", "The source field"),
    }),
  ).check(z.minLength(1, "Add at least one column.")),
  engine: z.enum(TABLE_ENGINES, { error: "Choose the table engine." }),
  sortingKey: z.array(z.string()),
  versionColumn: z.string(),
  summingColumns: z.array(z.string()),
  partitionBy: z.string().check(z.trim(), z.refine(parenthesesPaired, "Each “(” needs its “)”, as in toYYYYMM(timestamp).")),
}).check(z.superRefine((destination, ctx) => {
  const seen = new Map<string, number>();
  destination.columns.forEach((column, index) => {
    const earlier = seen.get(column.name);
    if (earlier !== undefined) addIssue(ctx, ["columns", index, "name"], `${column.name} is already column ${earlier + 1}.`);
    else seen.set(column.name, index);
  });
  if (!destination.managedTable) return;
  const keys = new Set(destination.columns.map((column) => column.key));
  if (destination.engine !== "Null" && !destination.sortingKey.some((key) => keys.has(key))) {
    addIssue(ctx, ["sortingKey"], "Choose at least one column for the sorting key: rows are stored in its order.");
  }
  if (destination.versionColumn !== "" && !keys.has(destination.versionColumn)) addIssue(ctx, ["versionColumn"], "Choose the version column again: that column is gone.");
}));

/** Step 4 for Postgres: each table mapping names its own target table, so only the database is asked for. */
export const databaseDestinationSchema = z.object({ database: identifier("database name") });

/** The names of the columns with these keys, in the keys' order (a sorting key's order matters). */
export const namesOf = (destination: Pick<DestinationDraft, "columns">, keys: readonly string[]) =>
  keys.flatMap((key) => destination.columns.find((column) => column.key === key)?.name.trim() || []);

export function toTableDestination(destination: DestinationDraft): DestinationBody {
  const version = destination.engine === "ReplacingMergeTree" ? namesOf(destination, [destination.versionColumn])[0] : undefined;
  const summing = destination.engine === "SummingMergeTree" ? namesOf(destination, destination.summingColumns) : [];
  return {
    database: destination.database.trim(),
    table: destination.table.trim(),
    managedTable: destination.managedTable,
    ...(destination.managedTable
      ? {
          tableDefinition: {
            engine: { type: destination.engine, ...(version ? { versionColumnId: version } : {}), ...(summing.length ? { columnIds: summing } : {}) },
            sortingKey: destination.engine === "Null" ? [] : namesOf(destination, destination.sortingKey),
            ...(destination.partitionBy.trim() ? { partitionBy: destination.partitionBy.trim() } : {}),
          },
        }
      : {}),
    columns: destination.columns.map((column) => ({ name: column.name.trim(), type: column.type.trim() })),
  };
}

export function toFieldMappings(destination: DestinationDraft): FieldMappingBody[] {
  return destination.columns.map((column) => ({ sourceField: column.sourceField.trim(), destinationField: column.name.trim() }));
}

/** A duplicate writes the same columns from the same fields; a table the original pipe created gets a new name beside it. */
export function destinationDraftFromPipe(pipe: Pick<Pipe, "destination" | "fieldMappings">): DestinationDraft {
  const { destination } = pipe;
  const columns = destination.columns.map((column) => ({
    key: newRowKey("column"),
    name: column.name,
    type: column.type,
    sourceField: pipe.fieldMappings.find((mapping) => mapping.destinationField === column.name)?.sourceField ?? column.name,
  }));
  const keyOf = (name: string | null | undefined) => columns.find((column) => column.name === name)?.key;
  const definition = destination.tableDefinition;
  const managed = destination.managedTable !== false;
  return {
    ...emptyDestination(),
    database: destination.database,
    // A new table of its own, named after the original's and still within the longest name a table may have.
    table: destination.table ? (managed ? `${destination.table.slice(0, MAX_NAME_LENGTH - COPY_SUFFIX.length)}${COPY_SUFFIX}` : destination.table) : "",
    managedTable: managed,
    columns: columns.length ? columns : [emptyColumn()],
    engine: oneOf(TABLE_ENGINES, definition?.engine?.type, definition?.engine?.versionColumnId ? "ReplacingMergeTree" : "MergeTree"),
    sortingKey: (definition?.sortingKey ?? []).flatMap((name) => keyOf(name) ?? []),
    versionColumn: keyOf(definition?.engine?.versionColumnId) ?? "",
    summingColumns: (definition?.engine?.columnIds ?? []).flatMap((name) => keyOf(name) ?? []),
    partitionBy: definition?.partitionBy ?? "",
  };
}
