import { z } from "../zod";
import { pipeSettingsPartialBodySchema } from "./pipe";
import { columnSchema, fieldMappingSchema, pipeNameSchema, pipeScalingBodySchema } from "./pipe-create";
import { KAFKA_AUTHENTICATIONS, KINESIS_AUTHENTICATIONS, OBJECT_STORAGE_AUTHENTICATIONS } from "./pipe-kinds";
import { checkTableMappingsUnique, isHostname, portSchema, postgresTableMappingBodySchema } from "./pipe-postgres-body";
import { accessKeySchema, AZURE_FIELD_RULES, iamRole, kafkaCredentialsSchema, requiredText } from "./pipe-source-bodies";

/*
 * `PATCH …/pipes/{pipeId}` (gaps.md "Pipe lifecycle", the reference's `PipePatchRequest` for the four
 * kinds). Which parts need a stopped pipe is `editRefusal` in pipe-rules.ts.
 */

const nullableText = z.nullish(z.string());
/** A field an edit may leave out or clear, and that keeps its creation rule when it is sent. */
const ruledText = ({ holds, message }: { holds: (text: string) => boolean; message: string }) =>
  z.nullish(z.string().check(z.refine(holds, message)));
const authEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.nullish(z.enum(values, { error: `authentication must be one of ${values.join(", ")}` }));

const kafkaPatchSchema = z.strictObject({
  authentication: authEnum(KAFKA_AUTHENTICATIONS),
  iamRole: z.nullish(iamRole),
  caCertificate: nullableText,
  reversePrivateEndpointIds: z.optional(z.array(requiredText("reversePrivateEndpointIds"))),
  credentials: z.optional(kafkaCredentialsSchema),
});

const objectStoragePatchSchema = z.strictObject({
  skipInitialLoad: z.nullish(z.boolean()),
  startAfter: nullableText,
  authentication: authEnum(OBJECT_STORAGE_AUTHENTICATIONS),
  iamRole: z.nullish(iamRole),
  connectionString: ruledText(AZURE_FIELD_RULES.connectionString),
  path: ruledText(AZURE_FIELD_RULES.path),
  azureContainerName: ruledText(AZURE_FIELD_RULES.azureContainerName),
  accessKey: z.nullish(accessKeySchema),
  serviceAccountKey: nullableText,
});

const kinesisPatchSchema = z.strictObject({
  authentication: authEnum(KINESIS_AUTHENTICATIONS),
  iamRole: z.nullish(iamRole),
  accessKey: z.nullish(accessKeySchema),
});

/**
 * Removal names the table by its source and target (the reference: only those three are needed). It
 * only points at a mapping the pipe has, so it is not held to the rules for new names: a mapping
 * stored before them must stay removable.
 */
const tableMappingRemovalSchema = z.looseObject({
  sourceSchemaName: requiredText("sourceSchemaName"),
  sourceTable: requiredText("sourceTable"),
  targetTable: requiredText("targetTable"),
});
export type TableMappingRemoval = z.infer<typeof tableMappingRemovalSchema>;

const postgresPatchSchema = z.strictObject({
  credentials: z.optional(z.strictObject({ username: requiredText("username"), password: requiredText("password") })),
  host: z.nullish(z.string().check(z.refine(isHostname, "host must be a host name or IPv4 address"))),
  port: z.nullish(portSchema),
  database: nullableText,
  tlsHost: nullableText,
  caCertificate: nullableText,
  disableTls: z.nullish(z.boolean()),
  skipCertVerification: z.nullish(z.boolean()),
  settings: z.optional(z.strictObject({
    syncIntervalSeconds: z.nullish(
      z.int("syncIntervalSeconds must be a whole number").check(z.minimum(1, "syncIntervalSeconds must be at least 1")),
    ),
    pullBatchSize: z.nullish(z.int("pullBatchSize must be a whole number").check(z.minimum(1, "pullBatchSize must be at least 1"))),
  })),
  tableMappingsToAdd: z.optional(z.array(postgresTableMappingBodySchema)),
  tableMappingsToRemove: z.optional(z.array(tableMappingRemovalSchema)),
}).check(z.superRefine((postgres, ctx) => checkTableMappingsUnique(postgres.tableMappingsToAdd ?? [], "tableMappingsToAdd", ctx)));
export type PostgresPatch = z.input<typeof postgresPatchSchema>;

export const pipePatchBodySchema = z.strictObject({
  name: z.nullish(pipeNameSchema),
  source: z.nullish(z.strictObject({
    kafka: z.nullish(kafkaPatchSchema),
    objectStorage: z.nullish(objectStoragePatchSchema),
    kinesis: z.nullish(kinesisPatchSchema),
    postgres: z.nullish(postgresPatchSchema),
    validateSamples: z.optional(z.boolean()),
  })),
  destination: z.nullish(z.strictObject({ columns: z.optional(z.array(columnSchema)) })),
  fieldMappings: z.optional(z.array(fieldMappingSchema)),
  settings: z.nullish(pipeSettingsPartialBodySchema),
}).check(z.superRefine((body, ctx) => {
  if (Object.values(body).every((value) => value == null)) {
    ctx.addIssue({ code: "custom", path: [], message: "the body changes nothing: send name, source, destination, fieldMappings or settings" });
  }
}));
export type PipePatchBody = z.input<typeof pipePatchBodySchema>;
export type PipePatchBodyParsed = z.output<typeof pipePatchBodySchema>;

/** `PATCH …/pipes/{pipeId}/scaling`: at least one field; null leaves a field as it is. */
export const pipeScalingPatchBodySchema = pipeScalingBodySchema.check(z.superRefine((body, ctx) => {
  if (Object.values(body).every((value) => value == null)) {
    ctx.addIssue({ code: "custom", path: [], message: "the body changes nothing: send replicas, concurrency, replicaCpuMillicores or replicaMemoryGb" });
  }
}));
