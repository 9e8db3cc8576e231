import { createHash } from "node:crypto";

/** mulberry32: a tiny deterministic PRNG, so the same seed gives the same demo data every time. */
export function seededRandom(seed: number) {
  // In a typed array rather than a captured `let`: a number above 2^31 in a closure is boxed anew on
  // every write, which made the demo series data spend a third of its time collecting garbage.
  const state = new Uint32Array([seed >>> 0]);
  const next = (): number => {
    state[0] = state[0]! + 0x6d2b79f5;
    let t = state[0]!;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** A whole number from min to max, both included. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    bool: (chanceOfTrue = 0.5) => next() < chanceOfTrue,
  };
}
export type SeededRandom = ReturnType<typeof seededRandom>;

/** A uuid v4-shaped id that is always the same for the same name (generated seed records). */
export function stableUuid(name: string): string {
  const hex = createHash("sha1").update(name).digest("hex");
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
