export interface FocusWhenSettledOptions {
  /** Give up after this long: by then the user has moved on. */
  timeoutMs?: number;
  preventScroll?: boolean;
  /** Runs once the element has the focus (to scroll it into view, say). */
  onFocused?: (element: HTMLElement) => void;
}

/** A modal dialog makes the rest of the page inert: nothing outside it can take the focus. */
const behindModal = (element: HTMLElement) => [...document.querySelectorAll("dialog[open]")].some((dialog) => !dialog.contains(element));

/**
 * Where the focus goes when what had it is gone: a dialog or menu that closed while its opener was
 * removed (a menu item, a deleted row), or a control that appears a render or two later (a new tile).
 * Focuses `target()` as soon as it is in the page and no modal dialog holds the page, watching the
 * page's changes rather than polling; returns the function that stops waiting.
 */
export function focusWhenSettled(target: () => HTMLElement | null | undefined, options: FocusWhenSettledOptions = {}): () => void {
  const { timeoutMs = 2000, preventScroll = false, onFocused } = options;
  const attempt = () => {
    const element = target();
    if (!element?.isConnected || behindModal(element)) return false;
    element.focus({ preventScroll });
    onFocused?.(element);
    return true;
  };
  if (attempt()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (attempt()) stop();
  });
  const timer = setTimeout(() => stop(), timeoutMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["open"] });
  return stop;
}

/**
 * Where the focus goes when a row is removed by one of its own controls, so that it is never left
 * on a control that is about to go (to the page's start, for a keyboard user): the same control of
 * the next row, else of the previous one, else `fallback` (the list's Add button, say). Called
 * before the removal; the rows that stay keep their elements, so the neighbour is still there after.
 */
export function focusBeforeRemoval(control: Element, peers: Iterable<Element>, fallback: HTMLElement | null | undefined): void {
  const neighbour = neighbourOf(control, [...peers]);
  (neighbour instanceof HTMLElement ? neighbour : fallback)?.focus();
}

/** The item that takes a removed one's place for the focus: the next, else the previous; none when it is alone or not there. */
export function neighbourOf<T>(item: T, items: readonly T[]): T | undefined {
  const index = items.indexOf(item);
  return index === -1 ? undefined : (items[index + 1] ?? items[index - 1]);
}
