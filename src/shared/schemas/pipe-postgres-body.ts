import { z } from "zod";
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

type Ctx = z.RefinementCtx;
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
export const postgresTableMappingBodySchema = z
  .strictObject({
    sourceSchemaName: nameText("sourceSchemaName"),
    sourceTable: nameText("sourceTable"),
    targetTable: nameText("targetTable"),
    excludedColumns: z.array(nameText("excludedColumns")).optional(),
    useCustomSortingKey: z.boolean({ error: "useCustomSortingKey must be true or false" }).optional(),
    sortingKeys: z.array(nameText("sortingKeys")).optional(),
    tableEngine: z.enum(POSTGRES_TABLE_ENGINES, { error: `tableEngine must be one of ${POSTGRES_TABLE_ENGINES.join(", ")}` }).optional(),
    partitionKey: z.string().optional(),
    partitionByExpr: z.string().optional(),
  })
  .superRefine((mapping, ctx) => {
    checkUnique(mapping.excludedColumns, "excludedColumns", ctx);
    checkUnique(mapping.sortingKeys, "sortingKeys", ctx);
    if (mapping.useCustomSortingKey === true && !mapping.sortingKeys?.length) {
      issue(ctx, ["sortingKeys"], "sortingKeys is required when useCustomSortingKey is true");
    }
    mapping.sortingKeys?.forEach((key, index) => {
      if (mapping.excludedColumns?.includes(key)) issue(ctx, ["sortingKeys", index], `sortingKeys uses ${key}, which excludedColumns leaves out`);
    });
  });
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

const hostSchema = requiredText("host").refine(isHostname, "host must be a host name or IPv4 address");
/** A TCP port, as the reference's `port` takes it. */
export const POSTGRES_PORT = { min: 1, max: 65535 } as const;
export const portSchema = z
  .number({ error: "port must be a number" })
  .int("port must be a whole number")
  .min(POSTGRES_PORT.min, `port must be at least ${POSTGRES_PORT.min}`)
  .max(POSTGRES_PORT.max, `port must be at most ${POSTGRES_PORT.max}`);

export const postgresCreateSchema = z
  .strictObject({
    type: z.enum(POSTGRES_TYPES, { error: `type must be one of ${POSTGRES_TYPES.join(", ")}` }).nullish(),
    host: hostSchema,
    port: portSchema,
    database: nameText("database"),
    authentication: z.enum(["basic", "IAM_ROLE"], { error: "authentication must be basic or IAM_ROLE" }).optional(),
    iamRole: z.string().optional(),
    credentials: z.strictObject(
      { username: requiredText("username"), password: z.string().optional() },
      { error: "credentials is required: {username, password}" },
    ),
    tlsHost: z.string().optional(),
    caCertificate: z.string().optional(),
    disableTls: z.boolean().optional(),
    skipCertVerification: z.boolean().optional(),
    settings: z.strictObject(
      {
        replicationMode: z.enum(POSTGRES_REPLICATION_MODES, { error: `replicationMode must be one of ${POSTGRES_REPLICATION_MODES.join(", ")}` }),
        syncIntervalSeconds: z.number().int("syncIntervalSeconds must be a whole number").min(1, "syncIntervalSeconds must be at least 1").optional(),
        pullBatchSize: z.number().int("pullBatchSize must be a whole number").min(1, "pullBatchSize must be at least 1").optional(),
        publicationName: z.string().optional(),
        replicationSlotName: z.string().optional(),
        allowNullableColumns: z.boolean().optional(),
        initialLoadParallelism: z.number().int().min(1, "initialLoadParallelism must be at least 1").optional(),
        snapshotNumRowsPerPartition: z.number().int().min(1000, "snapshotNumRowsPerPartition must be at least 1000").optional(),
        snapshotNumberOfParallelTables: z.number().int().min(1, "snapshotNumberOfParallelTables must be at least 1").optional(),
        enableFailoverSlots: z.boolean().optional(),
        deleteOnMerge: z.boolean().optional(),
      },
      { error: "settings is required: {replicationMode, …}" },
    ),
    tableMappings: z
      .array(postgresTableMappingBodySchema, { error: "tableMappings is required: at least one table" })
      .min(1, "tableMappings must hold at least one table"),
  })
  .superRefine((postgres, ctx) => {
    if (postgres.authentication === "IAM_ROLE") {
      if (!postgres.iamRole?.trim()) issue(ctx, ["iamRole"], "iamRole is required for authentication IAM_ROLE");
    } else if (!postgres.credentials.password) {
      issue(ctx, ["credentials", "password"], "password is required");
    }
    if (postgres.settings.replicationSlotName && postgres.settings.replicationMode !== "cdc_only") {
      issue(ctx, ["settings", "replicationSlotName"], "replicationSlotName is only for replicationMode cdc_only");
    }
    checkTableMappingsUnique(postgres.tableMappings, "tableMappings", ctx);
  });
export type PostgresCreateSource = z.input<typeof postgresCreateSchema>;
