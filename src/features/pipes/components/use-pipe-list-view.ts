import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSearchWriter } from "@/lib/use-search-writer";
import { listViewToSearch, parseListView, type PipeListView } from "../model/pipe-list-model";

/** How long typing pauses before the search is written to the URL (the list itself follows every keystroke). */
const URL_WRITE_DELAY_MS = 300;

interface Draft {
  text: string;
  /** URL search texts this draft was typed over or has been written as; any other one in the URL wins over it. */
  bases: string[];
}

/**
 * The list view from the URL query, with the search text as typed. Typing updates the text at once;
 * the URL follows after a pause, because each URL change is a router navigation and must not sit
 * between a keystroke and the list. A filter change writes the text with it and shows what it wrote
 * ("Clear filters" empties the box at once); a link that moves the URL elsewhere drops the draft.
 */
export function usePipeListView() {
  const [searchParams, writeSearch] = useSearchWriter();
  const urlView = useMemo(() => parseListView(searchParams), [searchParams]);
  const [draft, setDraft] = useState<Draft | null>(null);
  // Once the URL has caught up with the last write, older bases are stale: a link back to one of them must win.
  if (draft !== null && draft.bases.length > 1 && draft.bases.at(-1) === urlView.query) {
    setDraft({ ...draft, bases: [urlView.query] });
  }
  const text = draft !== null && draft.bases.includes(urlView.query) ? draft.text : urlView.query;
  const view = useMemo<PipeListView>(() => ({ ...urlView, query: text }), [urlView, text]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const urlQuery = urlView.query;
  /** A change of the view as it is now: the last one asked for, with the search text as typed. */
  const setView = useCallback(
    (change: (view: PipeListView) => PipeListView) => {
      clearTimeout(timer.current);
      const written = writeSearch((latest) => listViewToSearch(change({ ...parseListView(latest), query: text })), {
        replace: true,
        preventScrollReset: true,
      });
      // The box shows the text written at once, and keeps it while the URL is on its way there: a
      // second change made meanwhile builds on it, not on the URL's older text.
      const query = parseListView(written).query;
      setDraft({ text: query, bases: [urlQuery, query] });
    },
    [writeSearch, text, urlQuery],
  );

  const setText = useCallback(
    (nextText: string) => {
      setDraft((current) => ({
        text: nextText,
        bases: current !== null && current.bases.includes(urlQuery) ? current.bases : [urlQuery],
      }));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        setDraft((current) => (current === null ? null : { ...current, bases: [...current.bases.slice(-3), nextText] }));
        writeSearch(
          (latest) => {
            const next = new URLSearchParams(latest);
            if (nextText.trim()) next.set("q", nextText);
            else next.delete("q");
            return next;
          },
          { replace: true, preventScrollReset: true },
        );
      }, URL_WRITE_DELAY_MS);
    },
    [writeSearch, urlQuery],
  );

  /** Opening a pipe must not be overtaken by a search write still waiting to happen. */
  const cancelPendingWrite = useCallback(() => clearTimeout(timer.current), []);

  return { view, setText, setView, cancelPendingWrite };
}
