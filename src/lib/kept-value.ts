/** The part of Web Storage a kept value needs; tests pass a stand-in. */
export type ValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export interface KeptValue<T> {
  read(): T | null;
  write(value: T): void;
  clear(): void;
}

/**
 * A JSON value under one key of a Web Storage. Storage may be full, disabled or hold something of an
 * older shape: `decode` returns null for what it cannot use (which is then removed), and nothing throws.
 */
export function createKeptValue<T>(
  storage: ValueStorage | undefined,
  key: string,
  codec: { decode: (json: unknown) => T | null; encode: (value: T) => unknown; what: string },
): KeptValue<T> {
  return {
    read() {
      try {
        const raw = storage?.getItem(key);
        if (!raw) return null;
        const value = codec.decode(JSON.parse(raw));
        if (value !== null) return value;
      } catch {
        // Not JSON: removed below like any value this console cannot read.
      }
      try {
        storage?.removeItem(key);
      } catch {
        // A storage that cannot be used has nothing to remove.
      }
      return null;
    },
    write(value) {
      try {
        storage?.setItem(key, JSON.stringify(codec.encode(value)));
      } catch (error) {
        console.warn(`Could not keep the ${codec.what} in this browser`, error);
      }
    },
    clear() {
      try {
        storage?.removeItem(key);
      } catch {
        // Nothing to clear in a storage that cannot be used.
      }
    },
  };
}

/** This tab's sessionStorage, or undefined where there is none or it is blocked. */
export function tabStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
