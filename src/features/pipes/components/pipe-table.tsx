import { useWindowVirtualizer, type Range } from "@tanstack/react-virtual";
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type RefObject } from "react";
import { flushSync } from "react-dom";
import { useNavigate } from "react-router";
import type { UnreadableItem } from "@/lib/item-list";
import type { Pipe } from "@/shared/schemas/pipe";
import { RelativeTime } from "@/ui/relative-time";
import { UnreadableItemDetails } from "@/ui/unreadable-items";
import { describeSource, destinationName, formatScaling } from "../model/pipe-format";
import type { PipeListView, SortKey } from "../model/pipe-list-model";
import { PipeStateBadge } from "./pipe-state-badge";
import { withBreaks } from "./with-breaks";

interface PipeTableProps {
  pipes: readonly Pipe[];
  /** Pipes of the answer the console could not read: rows of their own above the others, whatever the filters. */
  unreadable: readonly UnreadableItem[];
  view: PipeListView;
  onSort: (sort: SortKey) => void;
  detailHref: (pipeId: string) => string;
  /** The list's query string, handed to the detail page so its way back keeps the filters. */
  listSearch: string;
  /** A row's link was clicked (any click: one that opens a new tab too). */
  onOpen: () => void;
  /** The search the rows reflect; a deliberate contract for the benchmark (bench/pipes-list.bench.ts). */
  shownQuery: string;
}

const COLUMNS: { key: string; label: string; sort?: SortKey }[] = [
  { key: "name", label: "Name", sort: "name" },
  { key: "state", label: "State", sort: "state" },
  { key: "source", label: "Source" },
  { key: "destination", label: "Destination" },
  { key: "scaling", label: "Scaling" },
  { key: "updated", label: "Last update", sort: "updated" },
];

/**
 * How far beyond each edge of the viewport rows are rendered, so a short scroll or a Tab finds its
 * row already there: eight wide rows, four of a phone's twice-as-tall cards.
 */
const OVERSCAN_PX = 512;
/**
 * Up to this many pipes, every row is in the page, as on a list that is not windowed: the browser's
 * find-in-page and Shift+Tab from below the list reach each of them (from the frame after the one
 * that shows the page or a new search: useSurroundedAfterFrame). A service has a few dozen pipes at
 * most, usually; windowing is for the thousands.
 */
const ALL_ROWS_UP_TO = 50;
/** When pipes.css gives none: the wide layout's row height. */
const FALLBACK_ROW_HEIGHT = 64;

/** The row height to start from, before a row is measured: pipes.css's first guess on the root, by the window's width. */
function cssRowHeight(): number {
  const height = Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue("--pipe-row-height"));
  return height > 0 ? height : FALLBACK_ROW_HEIGHT;
}

/**
 * Where the rows start in the page and how tall one is, read from the page itself: content above
 * the table (filters, notes, a banner) and the breakpoint's row height may change at any time.
 * Any such change resizes the page, so a ResizeObserver on it reads both when the browser has just
 * laid the page out: no layout is forced from script, and a render that moves nothing reads nothing.
 */
function useRowGeometry(bodyRef: RefObject<HTMLElement | null>) {
  const [geometry, setGeometry] = useState(() => ({ top: 0, rowHeight: cssRowHeight() }));
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    const observer = new ResizeObserver(() => {
      const top = body.getBoundingClientRect().top + window.scrollY;
      const measured = body.querySelector<HTMLElement>("[data-row]")?.getBoundingClientRect().height;
      const rowHeight = measured && measured > 0 ? measured : cssRowHeight();
      const update = () => setGeometry((current) => (current.top === top && current.rowHeight === rowHeight ? current : { top, rowHeight }));
      // At the top of the page the rows in view start at the first one: a geometry that is off
      // only renders a few rows more or fewer below them, inside the overscan, and the correction
      // can wait for a render of its own. Scrolled down, the rows in view are placed by it, so it
      // is rendered before this frame is painted.
      if (window.scrollY > 0) flushSync(update);
      else update();
    });
    // Its first report comes in the frame that paints the first rows.
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [bodyRef]);
  return geometry;
}

/** A view of the list (its search, filters and sort, as a query string) and its pipes. */
interface ListView {
  key: string;
  pipes: readonly Pipe[];
}

/**
 * The last view of the list whose rows around those in view (the overscan, or the rest of a short
 * list) are drawn. The rows in view come in the render that answers the keystroke or click, or in
 * the page's first render; the rows around them after the frame that shows those, so mounting and
 * laying out rows nobody sees yet does not hold that frame back. On a phone's cold load this splits
 * the page's first commit, its longest task, in two. A refresh of the same view keeps them all.
 */
function useSurroundedAfterFrame(view: ListView): ListView | null {
  const [surrounded, setSurrounded] = useState<ListView | null>(null);
  const { key, pipes } = view;
  useEffect(() => {
    if (surrounded?.key === key) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task queued from an animation frame runs once that frame is rendered.
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setSurrounded({ key, pipes }), 0)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [key, pipes, surrounded]);
  return surrounded;
}

/**
 * The rows to draw: those in view, and `overscan` rows either side once the view has them
 * (useSurroundedAfterFrame). Until then, of the rows either side, those drawn for the view before
 * that still show the same pipe stay, so a keystroke that leaves them as they were does not remove
 * them only to add them back after the frame.
 */
function rowsToDraw(range: Range, pipes: readonly Pipe[], surrounded: ListView | null, viewKey: string): number[] {
  const { startIndex, endIndex, overscan, count } = range;
  const from = Math.max(startIndex - overscan, 0);
  const to = Math.min(endIndex + overscan, count - 1);
  let first = startIndex;
  let last = endIndex;
  if (surrounded?.key === viewKey) {
    first = from;
    last = to;
  } else if (surrounded) {
    const drawn = surrounded.pipes;
    while (first > from && pipes[first - 1] === drawn[first - 1]) first -= 1;
    while (last < to && pipes[last + 1] === drawn[last + 1]) last += 1;
  }
  return Array.from({ length: last - first + 1 }, (_, offset) => first + offset);
}

/**
 * Every pipe in one table, rendering only the rows near the viewport (@tanstack/react-virtual over
 * the window's scroll: the page itself scrolls, so the list reads like any other page and works at
 * any width); a short list, all of them. With thousands of pipes the DOM stays a few dozen rows and a search keystroke
 * re-renders only those. The ARIA table roles with aria-rowcount/aria-rowindex tell assistive tech
 * the full size and each row's place.
 */
export function PipeTable({ pipes, unreadable, view, onSort, detailHref, listSearch, onOpen, shownQuery }: PipeTableProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const { top, rowHeight } = useRowGeometry(bodyRef);
  const surrounded = useSurroundedAfterFrame({ key: listSearch, pipes });
  const virtualizer = useWindowVirtualizer({
    count: pipes.length,
    estimateSize: () => rowHeight,
    overscan: pipes.length <= ALL_ROWS_UP_TO ? ALL_ROWS_UP_TO : Math.ceil(OVERSCAN_PX / rowHeight),
    rangeExtractor: (range) => rowsToDraw(range, pipes, surrounded, listSearch),
    scrollMargin: top,
    // The first render already holds the rows in view, before the window is observed.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });
  // Rows change height at a breakpoint: every row's place follows.
  useEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);
  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows.at(-1);
  const paddingTop = first ? first.start - top : 0;
  const paddingBottom = last ? virtualizer.getTotalSize() - (last.end - top) : 0;
  const openRow = useRowOpener(listSearch, onOpen);

  return (
    <div className="pipe-table" role="table" aria-label="Pipes" aria-rowcount={unreadable.length + pipes.length + 1} data-query={shownQuery}>
      <div role="rowgroup" className="pipe-table__head">
        <div role="row" aria-rowindex={1} className="pipe-row pipe-row--head">
          {COLUMNS.map((column) => {
            const { sort } = column;
            const sorted = sort !== undefined && view.sort === sort;
            return (
              <div
                key={column.key}
                role="columnheader"
                className={`pipe-cell pipe-cell--${column.key} ${sort ? "" : "pipe-cell--plain-head"}`}
                aria-sort={sorted ? (view.direction === "asc" ? "ascending" : "descending") : undefined}
              >
                {sort ? (
                  <button type="button" className="pipe-sort" onClick={() => onSort(sort)}>
                    {column.label}
                    <span aria-hidden="true" className="pipe-sort__arrow">{sorted ? (view.direction === "asc" ? "↑" : "↓") : "↕"}</span>
                    {!sorted && <span className="visually-hidden"> (sort)</span>}
                  </button>
                ) : (
                  column.label
                )}
              </div>
            );
          })}
        </div>
      </div>
      {unreadable.length > 0 && (
        <div role="rowgroup">
          {unreadable.map((item, index) => (
            <div key={item.index} role="row" aria-rowindex={index + 2} className="pipe-unreadable-row">
              <div role="cell" aria-colspan={COLUMNS.length}>
                <UnreadableItemDetails item={item} />
              </div>
            </div>
          ))}
        </div>
      )}
      <div
        role="rowgroup"
        ref={bodyRef}
        className="pipe-table__body"
        style={{ paddingTop, paddingBottom: Math.max(0, paddingBottom) }}
      >
        {rows.map(({ index }) => {
          const pipe = pipes[index];
          return pipe && <PipeRow key={pipe.id} pipe={pipe} rowIndex={unreadable.length + index + 2} href={detailHref(pipe.id)} onOpen={openRow} />;
        })}
      </div>
    </div>
  );
}

/** A click that the browser itself would handle: a new tab or window, a download, not the main button. */
const browserHandles = (event: MouseEvent<HTMLAnchorElement>) =>
  event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * One click handler for every row's link, stable across renders. The rows are plain links rather
 * than the router's <Link>: each <Link> resolves its path against the route's matches on every
 * render (three times, with a JSON copy of them each time), and a keystroke mounts a screenful of
 * new rows. A plain click navigates in the app as <Link> would, with the list's query string as the
 * detail page's way back, read when clicked: a row need not re-render when the search changes.
 */
function useRowOpener(listSearch: string, onOpen: () => void) {
  const navigate = useNavigate();
  const latestSearch = useRef(listSearch);
  useLayoutEffect(() => {
    latestSearch.current = listSearch;
  }, [listSearch]);
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      onOpen();
      if (browserHandles(event)) return;
      event.preventDefault();
      void navigate(event.currentTarget.pathname, { state: { listSearch: latestSearch.current } });
    },
    [navigate, onOpen],
  );
}

/** One pipe; memoised so a keystroke or a refresh re-renders only rows whose pipe changed. */
const PipeRow = memo(function PipeRow({ pipe, rowIndex, href, onOpen }: {
  pipe: Pipe;
  rowIndex: number;
  href: string;
  onOpen: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const source = describeSource(pipe.source);
  const destination = destinationName(pipe.destination);
  const scaling = formatScaling(pipe.scaling);
  return (
    <div role="row" aria-rowindex={rowIndex} className="pipe-row" data-row>
      <div role="cell" className="pipe-cell pipe-cell--name">
        <a href={href} onClick={onOpen} className="pipe-row__link" title={pipe.name}>{pipe.name}</a>
      </div>
      <div role="cell" className="pipe-cell pipe-cell--state">
        <PipeStateBadge state={pipe.state} />
      </div>
      <div role="cell" className="pipe-cell pipe-cell--source">
        <span className="pipe-row__line">
          <span className="pipe-kind">{source.label}</span>{" "}
          <span className="pipe-row__fact" title={source.facts[0]}>{source.facts[0]}</span>
        </span>
        {source.facts[1] && <span className="pipe-row__line pipe-row__fact muted" title={source.facts[1]}>{source.facts[1]}</span>}
      </div>
      <div role="cell" className="pipe-cell pipe-cell--destination">
        <span className="pipe-row__line pipe-row__fact mono" title={destination}>
          <span className="pipe-row__label">To </span>{withBreaks(destination)}
        </span>
      </div>
      <div role="cell" className="pipe-cell pipe-cell--scaling" title={scaling}>{scaling}</div>
      <div role="cell" className="pipe-cell pipe-cell--updated">
        <span className="pipe-row__label">Updated </span>
        <RelativeTime value={pipe.updatedAt} />
      </div>
    </div>
  );
});
