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
