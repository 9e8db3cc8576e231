import { z } from "@/shared/zod";
import type { KinesisSource } from "@/shared/schemas/pipe";
import { IAM_ROLE_ARN, KAFKA_OFFSET_TIMESTAMP, KINESIS_AUTHENTICATIONS, KINESIS_FORMATS, KINESIS_ITERATOR_TYPES } from "@/shared/schemas/pipe-kinds";
import { type KinesisCreateSource } from "@/shared/schemas/pipe-source-bodies";
import { ACCESS_KEY_ID, AWS_REGION, KINESIS_STREAM_NAME } from "@/shared/schemas/pipe-source-formats";
import { ACCESS_KEY_ID_MESSAGE, addIssue, filled, IAM_ROLE_ARN_MESSAGE, oneOf } from "./form-fields";

export interface KinesisDraft {
  format: (typeof KINESIS_FORMATS)[number];
  streamName: string;
  region: string;
  authentication: (typeof KINESIS_AUTHENTICATIONS)[number];
  iamRole: string;
  accessKeyId: string;
  secretKey: string;
  iteratorType: (typeof KINESIS_ITERATOR_TYPES)[number];
  /** `YYYY-MM-DDTHH:MM` in UTC, as a datetime-local input gives it; sent as seconds since 1970. */
  startAt: string;
  useEnhancedFanOut: boolean;
}

export const EMPTY_KINESIS: KinesisDraft = {
  format: "JSONEachRow", streamName: "", region: "", authentication: "IAM_ROLE", iamRole: "", accessKeyId: "", secretKey: "",
  iteratorType: "LATEST", startAt: "", useEnhancedFanOut: false,
};

export const KINESIS_SECRET_FIELDS = ["secretKey"] as const satisfies readonly (keyof KinesisDraft)[];

/** Step 2 for Kinesis: the stream and the AWS identity that reads it. */
export const kinesisConnectionSchema = z.discriminatedUnion(
  "authentication",
  [
    z.object({
      authentication: z.literal("IAM_ROLE"),
      streamName: filled("Enter the stream name.").check(
        z.regex(KINESIS_STREAM_NAME, "The stream name is 1-128 letters, digits, dots, underscores or hyphens."),
      ),
      region: filled("Enter the stream's AWS region, like eu-west-1.").check(
        z.regex(AWS_REGION, "The region must be an AWS region, like eu-west-1."),
      ),
      iamRole: filled("Enter the IAM role ARN.").check(
        z.regex(IAM_ROLE_ARN, IAM_ROLE_ARN_MESSAGE),
      ),
    }),
    z.object({
      authentication: z.literal("IAM_USER"),
      streamName: filled("Enter the stream name.").check(
        z.regex(KINESIS_STREAM_NAME, "The stream name is 1-128 letters, digits, dots, underscores or hyphens."),
      ),
      region: filled("Enter the stream's AWS region, like eu-west-1.").check(
        z.regex(AWS_REGION, "The region must be an AWS region, like eu-west-1."),
      ),
      accessKeyId: filled("Enter the access key ID.").check(z.regex(ACCESS_KEY_ID, ACCESS_KEY_ID_MESSAGE)),
      secretKey: filled("Enter the secret access key."),
    }),
  ],
  { error: "Choose how to authenticate." },
);

/** Step 3 for Kinesis: the records' format and where reading starts. */
export const kinesisFormatSchema = z.object({
  format: z.enum(KINESIS_FORMATS, { error: "Choose the format of the records." }),
  iteratorType: z.enum(KINESIS_ITERATOR_TYPES, { error: "Choose where to start reading." }),
  startAt: z.string().check(z.trim()),
  useEnhancedFanOut: z.boolean(),
}).check(z.superRefine((kinesis, ctx) => {
  if (kinesis.iteratorType !== "AT_TIMESTAMP") return;
  if (kinesis.startAt === "") addIssue(ctx, ["startAt"], "Enter the time to start from (UTC).");
  else if (!KAFKA_OFFSET_TIMESTAMP.test(kinesis.startAt)) addIssue(ctx, ["startAt"], "Enter the time as YYYY-MM-DDTHH:MM, in UTC.");
}));

/** `2025-01-31T13:45` (UTC) → seconds since 1970, as the service takes `timestamp`. */
export const utcMinuteToSeconds = (text: string) => Math.floor(Date.parse(`${text}:00Z`) / 1000);
/** Seconds (or milliseconds, for a too-large value) since 1970 → `2025-01-31T13:45` in UTC. */
export const secondsToUtcMinute = (value: number) => new Date(Math.abs(value) >= 1e11 ? value : value * 1000).toISOString().slice(0, 16);

export function toKinesisSource(draft: KinesisDraft): KinesisCreateSource {
  return {
    format: draft.format,
    streamName: draft.streamName.trim(),
    region: draft.region.trim(),
    iteratorType: draft.iteratorType,
    ...(draft.iteratorType === "AT_TIMESTAMP" ? { timestamp: utcMinuteToSeconds(draft.startAt.trim()) } : {}),
    useEnhancedFanOut: draft.useEnhancedFanOut,
    authentication: draft.authentication,
    ...(draft.authentication === "IAM_ROLE"
      ? { iamRole: draft.iamRole.trim() }
      : { accessKey: { accessKeyId: draft.accessKeyId.trim(), secretKey: draft.secretKey } }),
  };
}

export function kinesisDraftFromSource(source: KinesisSource): KinesisDraft {
  const iteratorType = oneOf(KINESIS_ITERATOR_TYPES, source.iteratorType, source.timestamp != null ? "AT_TIMESTAMP" : "LATEST");
  return {
    ...EMPTY_KINESIS,
    format: oneOf(KINESIS_FORMATS, source.format, "JSONEachRow"),
    streamName: source.streamName,
    region: source.region,
    authentication: oneOf(KINESIS_AUTHENTICATIONS, source.authentication, source.iamRole ? "IAM_ROLE" : "IAM_USER"),
    iamRole: source.iamRole ?? "",
    iteratorType,
    startAt: source.timestamp != null ? secondsToUtcMinute(source.timestamp) : "",
    useEnhancedFanOut: source.useEnhancedFanOut === true,
  };
}
