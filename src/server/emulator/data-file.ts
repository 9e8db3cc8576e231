import { randomBytes } from "node:crypto";
import * as fs from "node:fs/promises";
import path from "node:path";

/** The file operations a write uses; tests pass ones that fail at a chosen step. */
export interface FileOps {
  open: typeof fs.open;
  rename: typeof fs.rename;
  rm: typeof fs.rm;
}
export const NODE_FILE_OPS: FileOps = { open: fs.open, rename: fs.rename, rm: fs.rm };

const tempPattern = (file: string) => new RegExp(`^\\.${path.basename(file).replace(/\./g, "\\.")}\\.(\\d+)\\.[0-9a-f]+\\.tmp$`);

/** The text in a temp file beside `file`, on disk (fsync) before this resolves; the temp's path. */
export async function writeTempFile(file: string, text: string, ops: FileOps): Promise<string> {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`);
  try {
    const handle = await ops.open(temp, "w", 0o600);
    try {
      await handle.writeFile(text, "utf8");
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch (error) {
    await ops.rm(temp, { force: true }).catch(() => undefined);
    throw error;
  }
  return temp;
}

/** Puts the temp file in place of `file`; the temp is gone either way. */
export async function replaceWith(file: string, temp: string, ops: FileOps): Promise<void> {
  try {
    await ops.rename(temp, file);
  } catch (error) {
    await ops.rm(temp, { force: true }).catch(() => undefined);
    throw error;
  }
}

/** Makes the rename itself durable. */
export async function syncDirectory(dir: string, ops: FileOps): Promise<void> {
  const handle = await ops.open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export async function writeAtomically(file: string, text: string, ops: FileOps = NODE_FILE_OPS): Promise<void> {
  await replaceWith(file, await writeTempFile(file, text, ops), ops);
  await syncDirectory(path.dirname(file), ops);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Removes temp files that writes cut short (kill -9, power loss) left beside `file`. A temp file of
 * a process that still runs is left alone: it may be that process's write in flight.
 */
export async function removeLeftoverTempFiles(file: string): Promise<string[]> {
  const pattern = tempPattern(file);
  const dir = path.dirname(file);
  const removed: string[] = [];
  for (const name of await fs.readdir(dir)) {
    const pid = pattern.exec(name)?.[1];
    if (pid === undefined || (Number(pid) !== process.pid && isRunning(Number(pid)))) continue;
    await fs.rm(path.join(dir, name), { force: true });
    removed.push(name);
  }
  return removed;
}

/**
 * JSON of the data file, with each top-level array item's text kept for as long as the item
 * lives: committed data is frozen and a change makes new items, so a write stringifies only
 * what changed (one pipe, not 5,000).
 */
export function createSerializer(): (data: object) => string {
  const cache = new WeakMap<object, string>();
  const item = (value: unknown): string => {
    if (typeof value !== "object" || value === null) return JSON.stringify(value) ?? "null";
    let text = cache.get(value);
    if (text === undefined) {
      text = JSON.stringify(value) ?? "null";
      cache.set(value, text);
    }
    return text;
  };
  return (data) => {
    const parts: string[] = [];
    for (const [key, value] of Object.entries(data)) {
      const text = Array.isArray(value) ? `[${value.map(item).join(",")}]` : JSON.stringify(value);
      if (text !== undefined) parts.push(`${JSON.stringify(key)}:${text}`);
    }
    return `{${parts.join(",")}}`;
  };
}

/** Freezes `value` and everything in it; stops at what is frozen already (it is frozen all through). */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}
