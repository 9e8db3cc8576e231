/**
 * A zod issue's path as people read it: `["tiles", 3, "w"]` → `tiles[3].w`.
 * The emulator names fields this way in its 400s and the console in its own messages.
 */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === "number") return `${text}[${key}]`;
    const name = String(key);
    return text === "" ? name : `${text}.${name}`;
  }, "");
}
