import type { Rolldown } from "vite";

/** V8's compile hint for a whole script (Chrome 136+). */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** Chunks with less source than this (before minification) compile in well under a millisecond: no hint. */
export const COMPILE_HINT_MIN_SOURCE = 16 * 1024;

/**
 * The banner of each built chunk (vite.config.ts, `postBanner`): the compile hint, for a chunk of
 * some size. V8 then compiles all of the chunk's functions on a background thread while it downloads,
 * instead of on the main thread the first time each is called; a page loads a chunk because its
 * first render runs most of it. On a cold load of the pipes list the main thread spends about a third
 * less time compiling. Other engines read a comment.
 *
 * It is added after minification, which would drop it. In the entry, Vite's one-line
 * `__vite__mapDeps` table still comes first; V8 applies the hint to the functions after it
 * (e2e/compile-hints.spec.ts checks both).
 */
export function compileHint(chunk: Rolldown.RenderedChunk): string {
  const source = Object.values(chunk.modules).reduce((sum, module) => sum + module.renderedLength, 0);
  return source >= COMPILE_HINT_MIN_SOURCE ? COMPILE_HINT : "";
}
