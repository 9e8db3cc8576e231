import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { formatIssuePath } from "../../shared/schemas/issue-path";
import { Draft } from "./copy-on-write";
import {
  NODE_FILE_OPS, createSerializer, deepFreeze, removeLeftoverTempFiles, replaceWith, syncDirectory, writeAtomically, writeTempFile,
  type FileOps,
} from "./data-file";
import { emulatorDataSchema, type EmulatorData } from "./emulator-data";

export const DATA_FILE_NAME = "emulator-data.json";

/** The data file cannot be used; the emulator refuses to start and leaves the file alone. */
export class DataFileError extends Error {
  override name = "DataFileError";
}

export interface DataStore {
  readonly file: string;
  /** The committed data: what is on disk. Frozen: changes go through `mutate`. */
  read(): EmulatorData;
  /**
   * Runs `change` after every earlier change, on a draft of the data it may modify freely, then
   * writes the new version; resolves only once it is on disk, so an answer sent after it survives
   * kill -9. Nothing is committed in memory before it is in the file: while the write is in flight
   * `read()` gives the old data, and a change that throws, or a write that fails, leaves both as they were.
   */
  mutate<T>(change: (data: EmulatorData) => T): Promise<T>;
  /** Waits for writes in flight. */
  close(): Promise<void>;
}

export interface OpenDataStoreOptions {
  dir: string;
  reset: boolean;
  seed: () => EmulatorData;
  /** For tests: file operations that fail on purpose. */
  fileOps?: FileOps;
}

/** Opens (or seeds) the one JSON file under `dir`, after removing temp files of cut-short writes. */
export async function openDataStore(
  options: OpenDataStoreOptions,
): Promise<{ store: DataStore; seeded: boolean; removedTempFiles: string[] }> {
  const file = path.join(options.dir, DATA_FILE_NAME);
  const ops = options.fileOps ?? NODE_FILE_OPS;
  await mkdir(options.dir, { recursive: true });
  const removedTempFiles = await removeLeftoverTempFiles(file);
  const existing = options.reset ? undefined : await loadDataFile(file);
  const seeded = existing === undefined;
  const serialize = createSerializer();
  let data = deepFreeze(existing ?? options.seed());
  if (seeded) await writeAtomically(file, serialize(data), ops);

  /** The new version goes to disk first; memory follows the file the moment the rename puts it there. */
  async function commit(next: EmulatorData): Promise<void> {
    const temp = await writeTempFile(file, serialize(next), ops);
    await replaceWith(file, temp, ops);
    data = next;
    // Should this fail, the file and memory hold the change all the same; only the answer is an error.
    await syncDirectory(options.dir, ops);
  }

  let queue: Promise<unknown> = Promise.resolve();
  const store: DataStore = {
    file,
    read: () => data,
    mutate<T>(change: (current: EmulatorData) => T): Promise<T> {
      const run = queue.then(async () => {
        const draft = new Draft(data);
        let outcome: { data: EmulatorData; result: T; changed: boolean };
        try {
          outcome = draft.finish(change(draft.root));
        } catch (error) {
          draft.discard();
          throw error;
        }
        if (outcome.changed) await commit(deepFreeze(outcome.data));
        return outcome.result;
      });
      queue = run.catch(() => undefined);
      return run;
    },
    close: async () => {
      await queue;
    },
  };
  return { store, seeded, removedTempFiles };
}

function howToFix(file: string): string {
  return `Move ${file} away to keep it (the emulator then seeds fresh demo data), or start with EMULATOR_RESET=1 to replace it with the demo data.`;
}

/** The stored data, or undefined when there is none yet (no file, or an empty one). */
async function loadDataFile(file: string): Promise<EmulatorData | undefined> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw new DataFileError(`Cannot read the emulator data file ${file}: ${(error as Error).message}`);
  }
  if (text.trim() === "") return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new DataFileError(`The emulator data file ${file} is not valid JSON. ${howToFix(file)}`);
  }
  const parsed = emulatorDataSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue === undefined ? "" : ` (${formatIssuePath(issue.path) || "top level"}: ${issue.message})`;
    throw new DataFileError(`The emulator data file ${file} is damaged or of another version${where}. ${howToFix(file)}`);
  }
  return parsed.data;
}
