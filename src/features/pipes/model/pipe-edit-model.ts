import type { Pipe, PostgresTableMapping } from "@/shared/schemas/pipe";
import { fieldMappingProblems, pipeNameSchema, type FieldMappingBody } from "@/shared/schemas/pipe-create";
import { sourceTableName, type PostgresTableMappingBody } from "@/shared/schemas/pipe-postgres-body";
import { EDITABLE_STATES, editRefusal, pipeNameTaken } from "@/shared/schemas/pipe-rules";
import type { TableMappingRemoval } from "@/shared/schemas/pipe-update";
import { nameFieldError } from "@/shared/schemas/text-rules";
import { filledName } from "../create/model/form-fields";

/*
 * Edits on a pipe's page (gaps.md "Pipe lifecycle"): rename at any time; field mappings and postgres
 * table mappings only while the pipe is stopped, by the shared rule the emulator answers 409 with.
 */

/** A completed pipe (a one-off load that has read everything) takes no command: its source and mappings never change again. */
export const editsEnded = (state: string) => state === "Completed";

/** Why `what` (mappings, credentials) cannot be edited now, in the page's words; null when it can. */
export function stoppedEditBlock(state: string, what: string): string | null {
  if (editRefusal(state) === null) return null;
  if (editsEnded(state)) return `The pipe has completed its load and reads nothing more: ${what.toLowerCase()} no longer change.`;
  return `The pipe is ${state}. ${what} change only while it is ${EDITABLE_STATES.join(" or ")}, so nothing is read halfway through a change.`;
}

/** Why the field or table mappings cannot be edited now; null when they can. */
export const mappingEditBlock = (state: string) => stoppedEditBlock(state, "Mappings");

/**
 * What is wrong with a pipe name, in the page's words; undefined when the service's rule (the shared
 * `pipeNameSchema`, which create and rename bodies go through) takes it. Another pipe's name is left
 * for the service to refuse (409).
 */
export const pipeNameError = (name: string) => nameFieldError(pipeNameSchema, name, { noun: "pipe" });

/** How the console says a name is another pipe's, whether it saw so in the list it holds or the service refused the name (409). */
export const takenNameMessage = (name: string) => `Another pipe of this service is called ${name.trim()}.`;

/**
 * A name another pipe of the service has, as far as the pipes the console holds (`others`) tell:
 * said before anything is sent. The name is compared as the service compares it, trimmed (as it is sent);
 * a list not loaded or gone stale leaves the name to the service, which refuses it (409).
 */
export function takenNameError(name: string, others: readonly { name: string }[] | undefined): string | undefined {
  const wanted = name.trim();
  return others && pipeNameTaken(wanted, others) ? takenNameMessage(wanted) : undefined;
}

/** What is wrong with a new name for a pipe called `current`. */
export function renameError(name: string, current: string): string | undefined {
  return pipeNameError(name) ?? (name.trim() === current ? "That is the pipe's name already." : undefined);
}

/** The source field feeding each destination column, as typed, keyed by column name. */
export type MappingDraft = Record<string, string>;

export function mappingDraftFrom(pipe: Pick<Pipe, "destination" | "fieldMappings">): MappingDraft {
  return Object.fromEntries(
    pipe.destination.columns.map((column) => [
      column.name,
      pipe.fieldMappings.find((mapping) => mapping.destinationField === column.name)?.sourceField ?? "",
    ]),
  );
}

/** The form's path of the field feeding a column (`form` is the path of a problem of the whole form). */
export const mappingPath = (column: string) => `columns.${column}`;

/** A column's source field as the create form checks it: named, and a name the service takes. */
const sourceFieldSchema = (column: string) => filledName(`Enter the source field that fills ${column}.`, "The source field");

/** Every column fed by a named source field (the reference's rule, checked by the shared function). */
export function validateMappings(draft: MappingDraft, columns: readonly string[]):
  | { ok: true; body: FieldMappingBody[] }
  | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  for (const column of columns) {
    const field = sourceFieldSchema(column).safeParse(draft[column] ?? "");
    if (!field.success) errors[mappingPath(column)] = field.error.issues[0]!.message;
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  const fieldMappings = columns.map((column) => ({ sourceField: (draft[column] ?? "").trim(), destinationField: column }));
  const problem = fieldMappingProblems(fieldMappings, columns)[0];
  return problem ? { ok: false, errors: { form: problem.message } } : { ok: true, body: fieldMappings };
}

/** A table to add must not be copied already, nor land in a table another mapping fills. */
export function tableMappingConflict(addition: PostgresTableMappingBody, existing: readonly PostgresTableMapping[]): { field: "sourceTable" | "targetTable"; message: string } | null {
  if (existing.some((mapping) => sourceTableName(mapping) === sourceTableName(addition))) {
    return { field: "sourceTable", message: `${sourceTableName(addition)} is copied already.` };
  }
  if (existing.some((mapping) => mapping.targetTable === addition.targetTable)) {
    return { field: "targetTable", message: `${addition.targetTable} is filled by another mapping already.` };
  }
  return null;
}

/** What the service needs to remove a mapping: its source and target (the reference). */
export function removalOf(mapping: PostgresTableMapping): TableMappingRemoval {
  return { sourceSchemaName: mapping.sourceSchemaName, sourceTable: mapping.sourceTable, targetTable: mapping.targetTable };
}
