/**
 * Errors made while the entry's modules run get no stack; main.tsx gives stacks back (restoreErrorStacks)
 * as its first statement, before any of the console's own code runs.
 *
 * Why: React DOM makes four Error objects when its module runs, sentinels it throws and catches by
 * identity and never shows. While an inspector is attached (DevTools open, Lighthouse, the e2e and
 * bench browsers), V8 records every new Error's stack with line numbers, and to number a frame it
 * parses that frame's function again: here React DOM's whole module function and the entry's. On a
 * cold load that was about 100 ms of the entry's first task on this project's machine (four times
 * that under Lighthouse's CPU throttling). With no `Error.stackTraceLimit` V8 records no stack at
 * all, inspector or not. Without an inspector the page never paid this; for it nothing changes.
 *
 * The entry imports this module first, so it runs before React DOM's module (the bundle keeps
 * import order).
 */
const saved: unknown = Reflect.get(Error, "stackTraceLimit");
Reflect.deleteProperty(Error, "stackTraceLimit");

export function restoreErrorStacks(): void {
  if (saved !== undefined) Reflect.set(Error, "stackTraceLimit", saved);
}
