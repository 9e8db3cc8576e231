import type { PipeSettingKey } from "./pipe";

/**
 * Settings values the whole-object PUT must refuse, with the message that names the field.
 * One table for the schema's tests and the emulator's, so both hold the same rules. Test-only.
 */
export const REFUSED_PIPE_SETTINGS: readonly [field: PipeSettingKey, value: unknown, message: string][] = [
  ["streaming_max_insert_wait_ms", 499, "streaming_max_insert_wait_ms must be at least 500"],
  ["streaming_max_insert_wait_ms", 60001, "streaming_max_insert_wait_ms must be at most 60000"],
  ["object_storage_concurrency", 0, "object_storage_concurrency must be at least 1"],
  ["object_storage_concurrency", 36, "object_storage_concurrency must be at most 35"],
  ["engine_max_threads", 65, "engine_max_threads must be at most 64"],
  ["engine_max_insert_threads", -1, "engine_max_insert_threads must be at least 0"],
  ["object_storage_max_file_count", 1.5, "object_storage_max_file_count must be a whole number"],
  ["object_storage_use_cluster_function", "yes", "object_storage_use_cluster_function must be true or false"],
  ["engine_parallel_view_processing", "yes", "engine_parallel_view_processing must be true or false"],
];
