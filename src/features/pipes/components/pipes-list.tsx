import { useQuery } from "@tanstack/react-query";
import { useCallback, useDeferredValue, useEffect, useMemo, useReducer, useRef, useState } from "react";
import type { ItemList } from "@/lib/item-list";
import { pollSlowsIn } from "@/lib/poll-interval";
import { serviceRoutePath } from "@/lib/route-paths";
import type { ServiceRef } from "@/lib/service-ref";
import type { Pipe } from "@/shared/schemas/pipe";
import { EmptyState } from "@/ui/empty-state";
import { ErrorPanel, InlineError } from "@/ui/error-panel";
import { focusWhenSettled } from "@/ui/focus-when-settled";
import { SkeletonText, TableSkeleton } from "@/ui/skeleton";
import { UnreadableNotice } from "@/ui/unreadable-items";
import { LIST_REFRESH_MS, SETTLED_REFRESH_MS, pipeQueries } from "../api/pipe-queries";
import {
  countByState,
  createTextSearch,
  DEFAULT_VIEW,
  filterByStates,
  hasTransitionalPipe,
  listViewToSearch,
  sortPipes,
  toggleSort,
  type TextSearch,
} from "../model/pipe-list-model";
import { PipeFilters } from "./pipe-filters";
import { PipeTable } from "./pipe-table";
import { usePipeListView } from "./use-pipe-list-view";
import "./pipes.css";

/** How long after the last keystroke the list's own refresh waits before it may run again. */
const TYPING_QUIET_MS = 1500;

/**
 * True while the user is typing. A refresh of thousands of pipes parses megabytes of JSON on the
 * main thread; holding it back while keys are pressed keeps every keystroke immediate.
 */
function useTypingPause(): [typing: boolean, noteKeystroke: () => void] {
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const noteKeystroke = useCallback(() => {
    setTyping(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setTyping(false), TYPING_QUIET_MS);
  }, []);
  return [typing, noteKeystroke];
}

/** A slice of work small enough to sit between two frames. */
const PREPARE_SLICE_MS = 4;

/** Builds the search's texts in small slices once it is made, before the first keystroke needs them. */
function usePreparedSearch(search: TextSearch) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const slice = () => {
      if (!search.prepare(PREPARE_SLICE_MS)) timer = setTimeout(slice, 0);
    };
    timer = setTimeout(slice, 0);
    return () => clearTimeout(timer);
  }, [search]);
}

/** The pipes of one service: loading, failure and emptiness first, then the filterable table. */
export function PipesList({ serviceRef }: { serviceRef: ServiceRef }) {
  const [typing, noteKeystroke] = useTypingPause();
  // Disabled only pauses the periodic refresh; the cached list stays on screen.
  const query = useQuery({ ...pipeQueries.list(serviceRef), enabled: !typing });
  // A query's answer renders at once, in one task; the table drawn for the first answer is a
  // background render instead, which yields to input and paint while the skeleton stays.
  const list = useDeferredValue(query.data);
  if (query.isError && query.data === undefined) {
    return <ErrorPanel error={query.error} title="The pipes could not be loaded" onRetry={() => void query.refetch()} />;
  }
  if (list === undefined) return <PipesSkeleton />;
  if (list.items.length === 0 && list.unreadable.length === 0) {
    return (
      <EmptyState title="No pipes yet">
        This service has no ingestion pipes. A pipe created for it (from Kafka, object storage, Kinesis or Postgres) shows up here.
      </EmptyState>
    );
  }
  return (
    <PipeBrowser
      list={list}
      onKeystroke={noteKeystroke}
      serviceRef={serviceRef}
      refreshError={query.isError ? query.error : null}
      onRetry={() => void query.refetch()}
    />
  );
}

/** "All states" and nine states: the chips of a list whose pipes are in most states, as the demo's are. */
const SKELETON_CHIPS = 10;

/**
 * The list's shape while it loads: the filters' row and (on a wide screen) their state chips, the
 * count's line with the refresh note beside it (under it on a phone), then the table's head and rows,
 * each where PipeBrowser draws them, so the table does not move when the list replaces the skeleton.
 * The server's page shell draws the same (src/server/page-shell.ts).
 */
function PipesSkeleton() {
  return (
    <div className="stack">
      <div className="pipe-filters-skeleton" aria-hidden="true">
        <span className="skeleton__bar" />
        <span className="skeleton__bar" />
        <div className="pipe-filters-skeleton__chips">
          {Array.from({ length: SKELETON_CHIPS }, (_, index) => <span key={index} className="skeleton__bar" />)}
        </div>
      </div>
      <div className="pipe-list-status" aria-hidden="true">
        <p className="muted"><SkeletonText width={8} /></p>
        <p className="muted"><SkeletonText width={36} /></p>
      </div>
      <TableSkeleton label="Loading pipes" columns={6} rows={8} />
    </div>
  );
}

/** How often the list asks again while pipes change state: it slows down once none has changed for a minute, and says so then. */
function RefreshNote({ list }: { list: ItemList<Pipe> }) {
  const [, showAgain] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    const wait = pollSlowsIn(list);
    if (wait === 0) return;
    const timer = setTimeout(showAgain, wait);
    return () => clearTimeout(timer);
  }, [list]);
  const settled = pollSlowsIn(list) === 0;
  return (
    <p className="pipe-refresh-note muted">
      <span className="pipe-refresh-note__dot" aria-hidden="true" />
      {settled
        ? `Refreshing every ${SETTLED_REFRESH_MS / 1000} s while pipes change state: none has changed for a minute`
        : `Refreshing every ${LIST_REFRESH_MS / 1000} s while pipes change state`}
    </p>
  );
}

function PipeBrowser({ list, onKeystroke, serviceRef, refreshError, onRetry }: {
  list: ItemList<Pipe>;
  onKeystroke: () => void;
  serviceRef: ServiceRef;
  refreshError: unknown;
  onRetry: () => void;
}) {
  const { view, setText, setView, cancelPendingWrite } = usePipeListView();
  const pipes = list.items;
  const total = pipes.length + list.unreadable.length;
  // A refresh re-sorts thousands of pipes; deferred, that render yields to a keystroke instead of blocking it.
  const deferredPipes = useDeferredValue(pipes);

  const sorted = useMemo(() => sortPipes(deferredPipes, view.sort, view.direction), [deferredPipes, view.sort, view.direction]);
  // Every keystroke filters at once, in the frame that shows the letter: the search keeps its recent
  // answers and narrows the last one as the user types on (the model's createTextSearch).
  const search = useMemo(() => createTextSearch(sorted, view.kind), [sorted, view.kind]);
  usePreparedSearch(search);
  const narrowed = useMemo(() => search(view.query), [search, view.query]);
  const counts = useMemo(() => countByState(narrowed, view.states), [narrowed, view.states]);
  const shown = useMemo(() => filterByStates(narrowed, view.states), [narrowed, view.states]);
  const refreshing = hasTransitionalPipe(pipes);
  const filtered = view.query.trim() !== "" || view.kind !== null || view.states.length > 0;
  const base = serviceRoutePath(serviceRef);
  const nothingMatches = shown.length === 0 && filtered;
  // From the view, not the URL: the URL may still be waiting for the last keystrokes.
  const listSearch = useMemo(() => {
    const search = listViewToSearch(view).toString();
    return search ? `?${search}` : "";
  }, [view]);

  // Both "Clear filters" buttons go with the filters they clear: the focus goes to the search field.
  const clearFilters = () => {
    setView(() => DEFAULT_VIEW);
    focusWhenSettled(() => document.getElementById("pipe-search"));
  };

  return (
    <div className="stack">
      {/* With nothing shown, the empty state below offers the one "Clear filters". */}
      <PipeFilters
        view={view}
        counts={counts}
        total={narrowed.length}
        canClear={filtered && shown.length > 0}
        onText={(text) => {
          onKeystroke();
          setText(text);
        }}
        onView={setView}
        onClear={clearFilters}
      />
      <UnreadableNotice unreadable={list.unreadable} total={total} noun="pipes" />
      <div className="pipe-list-status">
        <p role="status" className="muted">
          {filtered ? `Showing ${shown.length} of ${pipes.length} pipes` : `${total} ${total === 1 ? "pipe" : "pipes"}`}
        </p>
        {refreshing && <RefreshNote list={list} />}
      </div>
      {refreshError !== null && (
        <div className="button-row">
          <InlineError error={refreshError} />
          <button type="button" className="button button--small" onClick={onRetry}>Try again</button>
        </div>
      )}
      {/* Unfiltered, an empty table still holds the rows of pipes that could not be read. */}
      {nothingMatches ? (
        <EmptyState
          title="No pipe matches"
          action={<button type="button" className="button" onClick={clearFilters}>Clear filters</button>}
        >
          Nothing matches the search and filters. Clear them to see all {pipes.length} pipes.
        </EmptyState>
      ) : (
        <PipeTable
          pipes={shown}
          unreadable={list.unreadable}
          view={view}
          onSort={(sort) => setView((current) => toggleSort(current, sort))}
          detailHref={(pipeId) => `${base}/pipes/${pipeId}`}
          listSearch={listSearch}
          onOpen={cancelPendingWrite}
          shownQuery={view.query}
        />
      )}
    </div>
  );
}
