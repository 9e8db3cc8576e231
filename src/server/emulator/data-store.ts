import { randomBytes } from "node:crypto";
import { mkdir, open, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { formatIssuePath } from "../../shared/schemas/issue-path";
import { ApiError } from "../api-errors";
import { emulatorDataSchema, type EmulatorData } from "./emulator-data";

export const DATA_FILE_NAME = "emulator-data.json";

/** The data file cannot be used; the emulator refuses to start and leaves the file alone. */
export class DataFileError extends Error {
  override name = "DataFileError";
}

export interface DataStore {
  readonly file: string;
  /** The current data, for reading only; changes go through `mutate`. */
  read(): EmulatorData;
  /**
   * Runs `change` after every earlier change, then writes the file; resolves only once the
   * write is on disk, so an answer sent after it survives kill -9. `change` must throw
   * (an ApiError) before it modifies anything.
   */
  mutate<T>(change: (data: EmulatorData) => T): Promise<T>;
  /** Waits for writes in flight. */
  close(): Promise<void>;
}

export interface OpenDataStoreOptions {
  dir: string;
  reset: boolean;
  seed: () => EmulatorData;
}

/** Opens (or seeds) the one JSON file under `dir`. */
export async function openDataStore(options: OpenDataStoreOptions): Promise<{ store: DataStore; seeded: boolean }> {
  const file = path.join(options.dir, DATA_FILE_NAME);
  await mkdir(options.dir, { recursive: true });
  const existing = options.reset ? undefined : await loadDataFile(file);
  const seeded = existing === undefined;
  let data = existing ?? options.seed();
  let persisted = JSON.stringify(data);
  if (seeded) await writeAtomically(file, persisted);

  let queue: Promise<unknown> = Promise.resolve();
  const store: DataStore = {
    file,
    read: () => data,
    mutate<T>(change: (current: EmulatorData) => T): Promise<T> {
      const run = queue.then(async () => {
        let result: T;
        try {
          result = change(data);
        } catch (error) {
          // An unexpected throw may have left a change half done: go back to what is on disk.
          if (!(error instanceof ApiError)) data = JSON.parse(persisted) as EmulatorData;
          throw error;
        }
        const text = JSON.stringify(data);
        try {
          await writeAtomically(file, text);
        } catch (error) {
          data = JSON.parse(persisted) as EmulatorData;
          throw error;
        }
        persisted = text;
        return result;
      });
      queue = run.catch(() => undefined);
      return run;
    },
    close: async () => {
      await queue;
    },
  };
  return { store, seeded };
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

/** Temp file in the same directory, fsync, rename over the old file, fsync the directory. */
async function writeAtomically(file: string, text: string): Promise<void> {
  const dir = path.dirname(file);
  const temp = path.join(dir, `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`);
  try {
    const handle = await open(temp, "w", 0o600);
    try {
      await handle.writeFile(text, "utf8");
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  const dirHandle = await open(dir, "r");
  try {
    await dirHandle.sync();
  } finally {
    await dirHandle.close();
  }
}
