import { z } from "../../shared/zod";
import { dashboardSchema } from "../../shared/schemas/dashboard";
import { organizationSchema } from "../../shared/schemas/organization";
import { pipeSchema } from "../../shared/schemas/pipe";
import { reverseEndpointSchema } from "../../shared/schemas/reverse-endpoint";
import { serviceSchema } from "../../shared/schemas/service";
import { alertSchema, sourceSchema, webhookSchema } from "../../shared/schemas/stack";
import { transitionSchema } from "./transitions";

/** Bumped when the file's shape changes; a file of another version is refused, not guessed at. */
export const DATA_FILE_VERSION = 1;

/** Records as the API returns them, wrapped with what the emulator needs but never sends. */
export const emulatorDataSchema = z.object({
  version: z.literal(DATA_FILE_VERSION),
  /** What EMULATOR_PIPE_COUNT was when the file was seeded (null: the demo set). */
  seededPipeCount: z.nullable(z.int()),
  organizations: z.array(organizationSchema),
  services: z.array(z.object({ organizationId: z.string(), record: serviceSchema })),
  pipes: z.array(z.object({ record: pipeSchema, transition: z.nullable(transitionSchema) })),
  reverseEndpoints: z.array(z.object({ record: reverseEndpointSchema, transition: z.nullable(transitionSchema) })),
  dashboards: z.array(z.object({ serviceId: z.string(), record: dashboardSchema })),
  alerts: z.array(z.object({ serviceId: z.string(), record: alertSchema })),
  sources: z.array(z.object({ serviceId: z.string(), record: sourceSchema })),
  webhooks: z.array(z.object({ serviceId: z.string(), record: webhookSchema })),
});
export type EmulatorData = z.infer<typeof emulatorDataSchema>;
export type StoredService = EmulatorData["services"][number];
export type StoredPipe = EmulatorData["pipes"][number];
export type StoredReverseEndpoint = EmulatorData["reverseEndpoints"][number];
