import { useCallback, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigate, useSearchParams, type NavigateOptions } from "react-router";

export type SearchChange = (latest: URLSearchParams) => URLSearchParams;

/** The last change asked for, and where the URL was then. */
export interface Asked {
  /** The history entry the URL was at (the router gives each navigation a new key). */
  fromKey: string;
  /** The query asked for. */
  search: string;
  /** Whether a change on its way makes a new history entry. */
  push: boolean;
}

/**
 * What a new change builds on: while the URL is still at the entry it was at when the last change
 * was asked for, that change (its navigation has not landed yet); once the URL has moved, the URL's
 * own query, whether it moved to that change or somewhere else (a link, Back), which then wins.
 */
export function searchToBuildOn(url: { search: string; key: string }, asked: Asked | null): { base: string; push: boolean } {
  return asked !== null && url.key === asked.fromKey ? { base: asked.search, push: asked.push } : { base: url.search, push: false };
}

/**
 * The URL query, with a writer whose every change builds on the last one asked for.
 *
 * The router moves the URL only when a navigation completes, after the routes' loaders, and its
 * `setSearchParams` (functional form included) builds on the URL of the caller's render. So two
 * changes made before the first lands (clearing the name, then picking a tag) would lose the first.
 * A change that replaces the history entry, made while a new entry is still on its way, still makes
 * that new entry: picking an auto refresh just after a range must not take the range's Back step.
 */
export function useSearchWriter(): [URLSearchParams, (change: SearchChange, options?: NavigateOptions) => URLSearchParams] {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const url = useRef({ search: searchParams.toString(), key: location.key });
  const asked = useRef<Asked | null>(null);
  // In the commit, so a click or timer right after a navigation lands already sees where it landed.
  // (The router hands React its new location in a transition: until that commits, a change still
  // builds on the last one asked for, which is right when the navigation was this writer's own.)
  useLayoutEffect(() => {
    url.current = { search: searchParams.toString(), key: location.key };
  }, [searchParams, location.key]);

  const write = useCallback(
    (change: SearchChange, options: NavigateOptions = {}) => {
      const { base, push: pushing } = searchToBuildOn(url.current, asked.current);
      const next = change(new URLSearchParams(base));
      // The query it builds on already: nothing to do (no loaders run again, no Back step added).
      if (next.toString() === base) return next;
      const push = pushing || options.replace !== true;
      asked.current = { fromKey: url.current.key, search: next.toString(), push };
      void navigate(`?${next.toString()}`, { ...options, replace: !push });
      return next;
    },
    [navigate],
  );
  return [searchParams, write];
}
