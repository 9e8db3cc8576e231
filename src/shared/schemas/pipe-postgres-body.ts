import { z } from "../zod";
import { POSTGRES_REPLICATION_MODES, POSTGRES_TABLE_ENGINES, POSTGRES_TYPES } from "./pipe-kinds";
import { nameText, requiredText } from "./pipe-source-bodies";

/**
 * A DNS name as the reference's `format: hostname` takes it: dot-separated labels of letters, digits and
 * hyphens. A dotted IPv4 address has that shape too, so it passes as the service's field allows.
 */
const HOSTNAME = /^(?=.{1,253}$)([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
export const isHostname = (value: string) => HOSTNAME.test(value);

/** What a new postgres pipe runs with for a setting the body leaves out: the reference's examples. */
export const DEFAULT_POSTGRES_SETTINGS = {
  syncIntervalSeconds: 60,
  pullBatchSize: 1000,
  allowNullableColumns: false,
  initialLoadParallelism: 1,
  snapshotNumRowsPerPartition: 100000,
  snapshotNumberOfParallelTables: 1,
  enableFailoverSlots: false,
} as const;

type Ctx = z.core.$RefinementCtx;
const issue = (ctx: Ctx, path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });

/** Names listed once each: a repeated column is a mistake the service would refuse (`uniqueItems`). */
function checkUnique(values: readonly string[] | null | undefined, field: string, ctx: Ctx) {
  const seen = new Set<string>();
  values?.forEach((value, index) => {
    if (seen.has(value)) issue(ctx, [field, index], `${field} lists ${value} twice`);
    seen.add(value);
  });
}

/** One table a postgres pipe copies (the reference's `PipePostgresPipeTableMapping`). */
export const postgresTableMappingBodySchema = z.strictObject({
  sourceSchemaName: nameText("sourceSchemaName"),
  sourceTable: nameText("sourceTable"),
  targetTable: nameText("targetTable"),
  excludedColumns: z.optional(z.array(nameText("excludedColumns"))),
  useCustomSortingKey: z.optional(z.boolean({ error: "useCustomSortingKey must be true or false" })),
  sortingKeys: z.optional(z.array(nameText("sortingKeys"))),
  tableEngine: z.optional(z.enum(POSTGRES_TABLE_ENGINES, { error: `tableEngine must be one of ${POSTGRES_TABLE_ENGINES.join(", ")}` })),
  partitionKey: z.optional(z.string()),
  partitionByExpr: z.optional(z.string()),
}).check(z.superRefine((mapping, ctx) => {
  checkUnique(mapping.excludedColumns, "excludedColumns", ctx);
  checkUnique(mapping.sortingKeys, "sortingKeys", ctx);
  if (mapping.useCustomSortingKey === true && !mapping.sortingKeys?.length) {
    issue(ctx, ["sortingKeys"], "sortingKeys is required when useCustomSortingKey is true");
  }
  mapping.sortingKeys?.forEach((key, index) => {
    if (mapping.excludedColumns?.includes(key)) issue(ctx, ["sortingKeys", index], `sortingKeys uses ${key}, which excludedColumns leaves out`);
  });
}));
export type PostgresTableMappingBody = z.input<typeof postgresTableMappingBodySchema>;

/** `schema.table`: how a source table is named in messages and matched for removal. */
export const sourceTableName = (mapping: { sourceSchemaName?: string | null; sourceTable?: string | null }) =>
  `${mapping.sourceSchemaName ?? ""}.${mapping.sourceTable ?? ""}`;

/** No source table and no target table twice in one list of mappings. */
export function checkTableMappingsUnique(mappings: readonly PostgresTableMappingBody[], field: string, ctx: Ctx) {
  const sources = new Set<string>();
  const targets = new Set<string>();
  mappings.forEach((mapping, index) => {
    const source = sourceTableName(mapping);
    if (sources.has(source)) issue(ctx, [field, index, "sourceTable"], `sourceTable ${source} is mapped twice`);
    if (targets.has(mapping.targetTable)) issue(ctx, [field, index, "targetTable"], `targetTable ${mapping.targetTable} is the target of two mappings`);
    sources.add(source);
    targets.add(mapping.targetTable);
  });
}

const hostSchema = requiredText("host").check(z.refine(isHostname, "host must be a host name or IPv4 address"));
/** A TCP port, as the reference's `port` takes it. */
export const POSTGRES_PORT = { min: 1, max: 65535 } as const;
export const portSchema = z.number({ error: "port must be a number" }).check(
  z.int("port must be a whole number"),
  z.minimum(POSTGRES_PORT.min, `port must be at least ${POSTGRES_PORT.min}`),
  z.maximum(POSTGRES_PORT.max, `port must be at most ${POSTGRES_PORT.max}`),
);

export const postgresCreateSchema = z.strictObject({
  type: z.nullish(z.enum(POSTGRES_TYPES, { error: `type must be one of ${POSTGRES_TYPES.join(", ")}` })),
  host: hostSchema,
  port: portSchema,
  database: nameText("database"),
  authentication: z.optional(z.enum(["basic", "IAM_ROLE"], { error: "authentication must be basic or IAM_ROLE" })),
  iamRole: z.optional(z.string()),
  credentials: z.strictObject(
    { username: requiredText("username"), password: z.optional(z.string()) },
    { error: "credentials is required: {username, password}" },
  ),
  tlsHost: z.optional(z.string()),
  caCertificate: z.optional(z.string()),
  disableTls: z.optional(z.boolean()),
  skipCertVerification: z.optional(z.boolean()),
  settings: z.strictObject(
    {
      replicationMode: z.enum(POSTGRES_REPLICATION_MODES, { error: `replicationMode must be one of ${POSTGRES_REPLICATION_MODES.join(", ")}` }),
      syncIntervalSeconds: z.optional(
        z.int("syncIntervalSeconds must be a whole number").check(z.minimum(1, "syncIntervalSeconds must be at least 1")),
      ),
      pullBatchSize: z.optional(z.int("pullBatchSize must be a whole number").check(z.minimum(1, "pullBatchSize must be at least 1"))),
      publicationName: z.optional(z.string()),
      replicationSlotName: z.optional(z.string()),
      allowNullableColumns: z.optional(z.boolean()),
      initialLoadParallelism: z.optional(z.int().check(z.minimum(1, "initialLoadParallelism must be at least 1"))),
      snapshotNumRowsPerPartition: z.optional(z.int().check(z.minimum(1000, "snapshotNumRowsPerPartition must be at least 1000"))),
      snapshotNumberOfParallelTables: z.optional(z.int().check(z.minimum(1, "snapshotNumberOfParallelTables must be at least 1"))),
      enableFailoverSlots: z.optional(z.boolean()),
      deleteOnMerge: z.optional(z.boolean()),
    },
    { error: "settings is required: {replicationMode, …}" },
  ),
  tableMappings: z.array(postgresTableMappingBodySchema, { error: "tableMappings is required: at least one table" }).check(
    z.minLength(1, "tableMappings must hold at least one table"),
  ),
}).check(z.superRefine((postgres, ctx) => {
  if (postgres.authentication === "IAM_ROLE") {
    if (!postgres.iamRole?.trim()) issue(ctx, ["iamRole"], "iamRole is required for authentication IAM_ROLE");
  } else if (!postgres.credentials.password) {
    issue(ctx, ["credentials", "password"], "password is required");
  }
  if (postgres.settings.replicationSlotName && postgres.settings.replicationMode !== "cdc_only") {
    issue(ctx, ["settings", "replicationSlotName"], "replicationSlotName is only for replicationMode cdc_only");
  }
  checkTableMappingsUnique(postgres.tableMappings, "tableMappings", ctx);
}));
export type PostgresCreateSource = z.input<typeof postgresCreateSchema>;
