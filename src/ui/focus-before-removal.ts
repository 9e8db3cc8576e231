/**
 * Where the focus goes when a row is removed by one of its own controls, so that it is never left
 * on a control that is about to go (to the page's start, for a keyboard user): the same control of
 * the next row, else of the previous one, else `fallback` (the list's Add button, say). Called
 * before the removal; the rows that stay keep their elements, so the neighbour is still there after.
 */
export function focusBeforeRemoval(control: Element, peers: Iterable<Element>, fallback: HTMLElement | null | undefined): void {
  const all = [...peers];
  const index = all.indexOf(control);
  const neighbour = index === -1 ? undefined : (all[index + 1] ?? all[index - 1]);
  (neighbour instanceof HTMLElement ? neighbour : fallback)?.focus();
}
