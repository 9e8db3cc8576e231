/**
 * `make`'s value, made on the first call and kept. For an Intl formatter or collator, which a module
 * would otherwise make as it loads: the first Intl object a page makes costs the browser's Intl
 * set-up (24–125 ms on a cold load here, in one task), so made at module level it lengthens the
 * page's first script task (and the time to its first paint with data) even when the page formats
 * nothing with it; made on first use, only a page that uses it pays, when it does.
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
