import { z } from "../zod";

/**
 * A string that is usually one of `values` but may be a value the server adds later.
 * Responses use it so a new state shows as-is instead of failing the whole parse;
 * request bodies use `z.enum` so the emulator can refuse unknown values.
 */
export function openEnum<const T extends readonly [string, ...string[]]>(_values: T) {
  return z.string().check(z.minLength(1)) as unknown as z.ZodMiniType<T[number] | (string & {}), string>;
}
