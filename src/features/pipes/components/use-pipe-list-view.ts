import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useLocation } from "react-router";
import { withParam } from "@/lib/search-params";
import { useSearchWriter } from "@/lib/use-search-writer";
import { listViewToSearch, parseListView, type PipeListView } from "../model/pipe-list-model";

/** How long typing pauses before the search is written to the URL (the list itself follows every keystroke). */
const URL_WRITE_DELAY_MS = 300;

interface Draft {
  text: string;
  /** The history entry the URL was at when the draft was typed or written: a new one means the URL moved. */
  key: string;
  /** The search text a write from this draft is taking to the URL, if one is on its way. */
  written: string | null;
}

/** The search text as the URL will hold it. */
const asWritten = (text: string) => (text.trim() ? text : "");

/**
 * The list view from the URL query, with the search text as typed. Typing updates the text at once;
 * the URL follows after a pause, because each URL change is a router navigation and must not sit
 * between a keystroke and the list. A filter change writes the text with it ("Clear filters" empties
 * the box at once). When the URL moves other than to what the draft wrote (a link, Back), the URL
 * wins: the draft and its pending write are dropped.
 */
export function usePipeListView() {
  const [searchParams, writeSearch] = useSearchWriter();
  const { key } = useLocation();
  const urlView = useMemo(() => parseListView(searchParams), [searchParams]);
  const [draft, setDraft] = useState<Draft | null>(null);
  if (draft !== null && draft.key !== key) {
    // The URL moved: to the draft's own write (it stays, on the new entry), or elsewhere (it goes).
    setDraft(draft.written === urlView.query ? { ...draft, key, written: null } : null);
  }
  const text = draft !== null && draft.key === key ? draft.text : urlView.query;
  const view = useMemo<PipeListView>(() => ({ ...urlView, query: text }), [urlView, text]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);
  // A draft dropped because the URL moved elsewhere takes its pending write with it.
  useLayoutEffect(() => {
    if (draft === null) clearTimeout(timer.current);
  }, [draft]);

  /** A change of the view as it is now: the last one asked for, with the search text as typed. */
  const setView = useCallback(
    (change: (view: PipeListView) => PipeListView) => {
      clearTimeout(timer.current);
      let nextText = text;
      writeSearch(
        (latest) => {
          const next = change({ ...parseListView(latest), query: text });
          nextText = next.query;
          return listViewToSearch(next);
        },
        { replace: true, preventScrollReset: true },
      );
      // The box shows the new text at once and keeps it while the URL is on its way there, so a
      // second change made meanwhile builds on it, not on the URL's older text.
      setDraft({ text: nextText, key, written: asWritten(nextText) });
    },
    [writeSearch, text, key],
  );

  const setText = useCallback(
    (nextText: string) => {
      setDraft((current) => ({ text: nextText, key, written: current?.written ?? null }));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        setDraft((current) => (current === null ? null : { ...current, written: asWritten(nextText) }));
        writeSearch((latest) => withParam(latest, "q", nextText.trim() ? nextText : ""), { replace: true, preventScrollReset: true });
      }, URL_WRITE_DELAY_MS);
    },
    [writeSearch, key],
  );

  /** Opening a pipe must not be overtaken by a search write still waiting to happen. */
  const cancelPendingWrite = useCallback(() => clearTimeout(timer.current), []);

  return { view, setText, setView, cancelPendingWrite };
}
