import { z } from "../zod";
import { pipeSettingsPartialBodySchema, PIPE_SOURCE_KINDS, type PipeSourceKind } from "./pipe";
import { TABLE_ENGINES } from "./pipe-kinds";
import { postgresCreateSchema } from "./pipe-postgres-body";
import { PIPE_NAME_MAX, PIPE_SCALING_BOUNDS, type PipeScalingField } from "./pipe-rules";
import { kafkaCreateSchema, kinesisCreateSchema, MAX_COLUMN_TYPE_LENGTH, nameText, objectStorageCreateSchema } from "./pipe-source-bodies";
import { textField } from "./text-rules";

/*
 * `POST …/pipes` (gaps.md "Pipe lifecycle", the reference's `PipePostRequest`): the emulator parses
 * with it, and the console's form pipes what it builds through it, so both hold the same rules.
 */

type Ctx = z.core.$RefinementCtx;
const issue = (ctx: Ctx, path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });

/** Letters of any script, digits, punctuation and spaces: no control or direction characters (text-rules). */
export const pipeNameSchema = textField("name", { trim: true, min: 1, max: PIPE_NAME_MAX });

const scalingField = (field: PipeScalingField) => {
  const { min, max, integer } = PIPE_SCALING_BOUNDS[field];
  const number = z.number({ error: `${field} must be a number` });
  return (integer ? number.check(z.int(`${field} must be a whole number`)) : number).check(
    z.minimum(min, `${field} must be at least ${min}`),
    z.maximum(max, `${field} must be at most ${max}`),
  );
};

/** Scaling as create and `PATCH …/scaling` take it: each field optional (null: unchanged), within bounds. */
export const pipeScalingBodySchema = z.strictObject({
  replicas: z.nullish(scalingField("replicas")),
  concurrency: z.nullish(scalingField("concurrency")),
  replicaCpuMillicores: z.nullish(scalingField("replicaCpuMillicores")),
  replicaMemoryGb: z.nullish(scalingField("replicaMemoryGb")),
});
export type PipeScalingBody = z.input<typeof pipeScalingBodySchema>;

export const fieldMappingSchema = z.strictObject({
  sourceField: nameText("sourceField"),
  destinationField: nameText("destinationField"),
});
export type FieldMappingBody = z.infer<typeof fieldMappingSchema>;

export const columnSchema = z.strictObject({ name: nameText("name"), type: nameText("type", MAX_COLUMN_TYPE_LENGTH) });

const destinationBodySchema = z.strictObject({
  database: nameText("database"),
  table: z.optional(nameText("table")),
  managedTable: z.optional(z.boolean({ error: "managedTable must be true or false" })),
  tableDefinition: z.optional(z.strictObject({
    engine: z.strictObject({
      type: z.enum(TABLE_ENGINES, { error: `type must be one of ${TABLE_ENGINES.join(", ")}` }),
      versionColumnId: z.nullish(z.string()),
      columnIds: z.optional(z.array(z.string())),
    }, { error: "engine is required: {type}" }),
    sortingKey: z.optional(z.array(z.string())),
    partitionBy: z.optional(z.string()),
    primaryKey: z.optional(z.string()),
  })),
  columns: z.optional(z.array(columnSchema)),
  roles: z.optional(z.array(z.string())),
});
export type DestinationBody = z.input<typeof destinationBodySchema>;

/** Exactly one of the four kinds; the reference's other kinds are not part of this contract. */
const sourceBodySchema = z.looseObject({
  kafka: z.nullish(kafkaCreateSchema),
  objectStorage: z.nullish(objectStorageCreateSchema),
  kinesis: z.nullish(kinesisCreateSchema),
  postgres: z.nullish(postgresCreateSchema),
  validateSamples: z.optional(z.boolean()),
}, { error: "source is required: {kafka | objectStorage | kinesis | postgres}" }).check(z.superRefine((source, ctx) => {
  const known = new Set<string>([...PIPE_SOURCE_KINDS, "validateSamples"]);
  for (const key of Object.keys(source)) {
    if (!known.has(key)) issue(ctx, [key], `${key} is not a source kind this service takes; use one of ${PIPE_SOURCE_KINDS.join(", ")}`);
  }
  const filled = PIPE_SOURCE_KINDS.filter((kind) => source[kind] != null);
  if (filled.length !== 1) {
    issue(ctx, [], `source must have exactly one of ${PIPE_SOURCE_KINDS.join(", ")} (it has ${filled.length === 0 ? "none" : filled.join(" and ")})`);
  }
}));

/** The filled kind of a parsed source. */
export const createdKind = (source: z.output<typeof sourceBodySchema>): PipeSourceKind =>
  PIPE_SOURCE_KINDS.find((kind) => source[kind] != null) ?? "kafka";

export const pipeCreateBodySchema = z.strictObject({
  name: pipeNameSchema,
  source: sourceBodySchema,
  destination: destinationBodySchema,
  fieldMappings: z.optional(z.array(fieldMappingSchema)),
  scaling: z.optional(pipeScalingBodySchema),
  settings: z.optional(pipeSettingsPartialBodySchema),
}).check(z.superRefine((body, ctx) => {
  if (createdKind(body.source) === "postgres") checkDatabaseDestination(body, ctx);
  else checkTableDestination(body, ctx);
}));
export type PipeCreateBody = z.input<typeof pipeCreateBodySchema>;
export type PipeCreateBodyParsed = z.output<typeof pipeCreateBodySchema>;

type Body = z.output<typeof pipeCreateBodySchema>;

/** A postgres pipe names the database only: each table mapping names its own target table (gaps.md). */
function checkDatabaseDestination(body: Body, ctx: Ctx) {
  const { table, managedTable, tableDefinition, columns } = body.destination;
  const extra = Object.entries({ table, managedTable, tableDefinition, columns }).find(([, value]) => value !== undefined);
  if (extra) issue(ctx, ["destination", extra[0]], `${extra[0]} is not used by postgres pipes: each table mapping names its target table`);
  if (body.fieldMappings?.length) issue(ctx, ["fieldMappings"], "fieldMappings is not used by postgres pipes: they copy whole tables");
  if (body.scaling) issue(ctx, ["scaling"], "scaling is not used by postgres pipes");
}

/** Streaming and object storage pipes write one table: its columns, how it is made, and which field feeds each column. */
function checkTableDestination(body: Body, ctx: Ctx) {
  const { destination } = body;
  if (destination.table === undefined) issue(ctx, ["destination", "table"], "table is required");
  if (destination.managedTable === undefined) issue(ctx, ["destination", "managedTable"], "managedTable is required");
  const columns = destination.columns ?? [];
  if (columns.length === 0) issue(ctx, ["destination", "columns"], "columns is required: at least one column");
  const names = new Set<string>();
  columns.forEach((column, index) => {
    if (names.has(column.name)) issue(ctx, ["destination", "columns", index, "name"], `name ${column.name} is used by two columns`);
    names.add(column.name);
  });
  checkTableDefinition(destination, names, ctx);
  for (const problem of fieldMappingProblems(body.fieldMappings ?? [], names)) issue(ctx, problem.path, problem.message);
}

function checkTableDefinition(destination: Body["destination"], columns: ReadonlySet<string>, ctx: Ctx) {
  const definition = destination.tableDefinition;
  if (destination.managedTable === false && definition) {
    issue(ctx, ["destination", "tableDefinition"], "tableDefinition is only for a new table (managedTable true)");
  }
  if (destination.managedTable !== true) return;
  if (!definition) {
    issue(ctx, ["destination", "tableDefinition"], "tableDefinition is required for a new table (managedTable true)");
    return;
  }
  const known = (list: readonly string[] | null | undefined, path: (string | number)[]) =>
    list?.forEach((name, index) => {
      if (!columns.has(name)) issue(ctx, [...path, index], `${String(path.at(-1))} uses ${name}, which is not a column`);
    });
  known(definition.sortingKey, ["destination", "tableDefinition", "sortingKey"]);
  known(definition.engine.columnIds, ["destination", "tableDefinition", "engine", "columnIds"]);
  const version = definition.engine.versionColumnId;
  if (version && !columns.has(version)) {
    issue(ctx, ["destination", "tableDefinition", "engine", "versionColumnId"], `versionColumnId ${version} is not a column`);
  }
}

/** A rule broken by a body, where it is and why, for a schema's issue or an emulator's 400. */
export interface BodyProblem {
  path: (string | number)[];
  message: string;
}

/** Each mapping ends at an existing column, and every column is fed (the reference: all columns must be mapped). */
export function fieldMappingProblems(mappings: readonly FieldMappingBody[], columns: Iterable<string>): BodyProblem[] {
  const names = new Set(columns);
  const problems: BodyProblem[] = [];
  const mapped = new Set<string>();
  mappings.forEach((mapping, index) => {
    const path = ["fieldMappings", index, "destinationField"];
    if (!names.has(mapping.destinationField)) {
      problems.push({ path, message: `destinationField ${mapping.destinationField} is not a column of the destination` });
    } else if (mapped.has(mapping.destinationField)) {
      problems.push({ path, message: `destinationField ${mapping.destinationField} is mapped twice` });
    }
    mapped.add(mapping.destinationField);
  });
  const unmapped = [...names].filter((name) => !mapped.has(name));
  if (unmapped.length > 0) problems.push({ path: ["fieldMappings"], message: `fieldMappings must feed every column; missing: ${unmapped.join(", ")}` });
  return problems;
}
