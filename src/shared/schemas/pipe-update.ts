import { z } from "zod";
import { pipeSettingsPartialBodySchema } from "./pipe";
import { columnSchema, fieldMappingSchema, pipeNameSchema, pipeScalingBodySchema } from "./pipe-create";
import { KAFKA_AUTHENTICATIONS, KINESIS_AUTHENTICATIONS, OBJECT_STORAGE_AUTHENTICATIONS } from "./pipe-kinds";
import { checkTableMappingsUnique, isHostname, portSchema, postgresTableMappingBodySchema } from "./pipe-postgres-body";
import { accessKeySchema, AZURE_FIELD_RULES, iamRole, kafkaCredentialsSchema, requiredText } from "./pipe-source-bodies";

/*
 * `PATCH …/pipes/{pipeId}` (gaps.md "Pipe lifecycle", the reference's `PipePatchRequest` for the four
 * kinds). Which parts need a stopped pipe is `editRefusal` in pipe-rules.ts.
 */

const nullableText = z.string().nullish();
/** A field an edit may leave out or clear, and that keeps its creation rule when it is sent. */
const ruledText = ({ holds, message }: { holds: (text: string) => boolean; message: string }) => z.string().refine(holds, message).nullish();
const authEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `authentication must be one of ${values.join(", ")}` }).nullish();

const kafkaPatchSchema = z.strictObject({
  authentication: authEnum(KAFKA_AUTHENTICATIONS),
  iamRole: iamRole.nullish(),
  caCertificate: nullableText,
  reversePrivateEndpointIds: z.array(requiredText("reversePrivateEndpointIds")).optional(),
  credentials: kafkaCredentialsSchema.optional(),
});

const objectStoragePatchSchema = z.strictObject({
  skipInitialLoad: z.boolean().nullish(),
  startAfter: nullableText,
  authentication: authEnum(OBJECT_STORAGE_AUTHENTICATIONS),
  iamRole: iamRole.nullish(),
  connectionString: ruledText(AZURE_FIELD_RULES.connectionString),
  path: ruledText(AZURE_FIELD_RULES.path),
  azureContainerName: ruledText(AZURE_FIELD_RULES.azureContainerName),
  accessKey: accessKeySchema.nullish(),
  serviceAccountKey: nullableText,
});

const kinesisPatchSchema = z.strictObject({
  authentication: authEnum(KINESIS_AUTHENTICATIONS),
  iamRole: iamRole.nullish(),
  accessKey: accessKeySchema.nullish(),
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

const postgresPatchSchema = z
  .strictObject({
    credentials: z.strictObject({ username: requiredText("username"), password: requiredText("password") }).optional(),
    host: z.string().refine(isHostname, "host must be a host name or IPv4 address").nullish(),
    port: portSchema.nullish(),
    database: nullableText,
    tlsHost: nullableText,
    caCertificate: nullableText,
    disableTls: z.boolean().nullish(),
    skipCertVerification: z.boolean().nullish(),
    settings: z
      .strictObject({
        syncIntervalSeconds: z.number().int("syncIntervalSeconds must be a whole number").min(1, "syncIntervalSeconds must be at least 1").nullish(),
        pullBatchSize: z.number().int("pullBatchSize must be a whole number").min(1, "pullBatchSize must be at least 1").nullish(),
      })
      .optional(),
    tableMappingsToAdd: z.array(postgresTableMappingBodySchema).optional(),
    tableMappingsToRemove: z.array(tableMappingRemovalSchema).optional(),
  })
  .superRefine((postgres, ctx) => checkTableMappingsUnique(postgres.tableMappingsToAdd ?? [], "tableMappingsToAdd", ctx));
export type PostgresPatch = z.input<typeof postgresPatchSchema>;

export const pipePatchBodySchema = z
  .strictObject({
    name: pipeNameSchema.nullish(),
    source: z
      .strictObject({
        kafka: kafkaPatchSchema.nullish(),
        objectStorage: objectStoragePatchSchema.nullish(),
        kinesis: kinesisPatchSchema.nullish(),
        postgres: postgresPatchSchema.nullish(),
        validateSamples: z.boolean().optional(),
      })
      .nullish(),
    destination: z.strictObject({ columns: z.array(columnSchema).optional() }).nullish(),
    fieldMappings: z.array(fieldMappingSchema).optional(),
    settings: pipeSettingsPartialBodySchema.nullish(),
  })
  .superRefine((body, ctx) => {
    if (Object.values(body).every((value) => value == null)) {
      ctx.addIssue({ code: "custom", path: [], message: "the body changes nothing: send name, source, destination, fieldMappings or settings" });
    }
  });
export type PipePatchBody = z.input<typeof pipePatchBodySchema>;
export type PipePatchBodyParsed = z.output<typeof pipePatchBodySchema>;

/** `PATCH …/pipes/{pipeId}/scaling`: at least one field; null leaves a field as it is. */
export const pipeScalingPatchBodySchema = pipeScalingBodySchema.superRefine((body, ctx) => {
  if (Object.values(body).every((value) => value == null)) {
    ctx.addIssue({ code: "custom", path: [], message: "the body changes nothing: send replicas, concurrency, replicaCpuMillicores or replicaMemoryGb" });
  }
});
