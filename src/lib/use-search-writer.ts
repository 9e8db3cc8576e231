import { useCallback, useEffect, useRef } from "react";
import { useSearchParams, type NavigateOptions } from "react-router";

export type SearchChange = (latest: URLSearchParams) => URLSearchParams;

interface Asked {
  /** The URL query when the last change was asked for. */
  from: string;
  /** The queries asked for that the URL has not shown yet, oldest first. */
  waiting: string[];
}

/**
 * The query a new change builds on: the last one asked for while the URL is still on its way to it,
 * the URL's own once it has caught up or has moved somewhere else (a link, Back), which then wins.
 */
export function searchToBuildOn(url: string, asked: Asked): { base: string; waiting: string[] } {
  const landed = asked.waiting.lastIndexOf(url);
  const waiting = landed >= 0 ? asked.waiting.slice(landed + 1) : url === asked.from ? asked.waiting : [];
  return { base: waiting.at(-1) ?? url, waiting };
}

/**
 * The URL query, with a writer whose every change builds on the last one asked for.
 *
 * The router moves the URL only when a navigation completes, after the routes' loaders, and its
 * `setSearchParams` (functional form included) builds on the URL of the caller's render. So two
 * changes made before the first lands (clearing the name, then picking a tag) would lose the first.
 */
export function useSearchWriter(): [URLSearchParams, (change: SearchChange, options?: NavigateOptions) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const url = useRef(searchParams.toString());
  const asked = useRef<Asked>({ from: "", waiting: [] });
  useEffect(() => {
    url.current = searchParams.toString();
  }, [searchParams]);

  const write = useCallback(
    (change: SearchChange, options?: NavigateOptions) => {
      const { base, waiting } = searchToBuildOn(url.current, asked.current);
      const next = change(new URLSearchParams(base));
      asked.current = { from: url.current, waiting: [...waiting, next.toString()] };
      setSearchParams(next, options);
    },
    [setSearchParams],
  );
  return [searchParams, write];
}
