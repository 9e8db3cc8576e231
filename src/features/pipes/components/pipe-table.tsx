import { memo, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import type { Pipe } from "@/shared/schemas/pipe";
import { RelativeTime } from "@/ui/relative-time";
import { describeSource, destinationName, formatScaling } from "../model/pipe-format";
import type { PipeListView, SortKey } from "../model/pipe-list-model";
import { PipeStateBadge } from "./pipe-state-badge";
import { useWindowedRows } from "./use-windowed-rows";

interface PipeTableProps {
  pipes: readonly Pipe[];
  view: PipeListView;
  onSort: (sort: SortKey) => void;
  detailHref: (pipeId: string) => string;
  /** The list's query string, handed to the detail page so its way back keeps the filters. */
  listSearch: string;
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
 * Every pipe in one table, rendering only the rows near the viewport: with thousands of pipes the
 * DOM stays a few dozen rows and a search keystroke re-renders only those. The ARIA table roles
 * with aria-rowcount/aria-rowindex tell assistive tech the full size and each row's place.
 */
export function PipeTable({ pipes, view, onSort, detailHref, listSearch, onOpen, shownQuery }: PipeTableProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const { start, end, rowHeight } = useWindowedRows(pipes.length, bodyRef);
  const visible = pipes.slice(start, end);

  return (
    <div className="pipe-table" role="table" aria-label="Pipes" aria-rowcount={pipes.length + 1} data-query={shownQuery}>
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
      <div
        role="rowgroup"
        ref={bodyRef}
        className="pipe-table__body"
        style={{ paddingTop: start * rowHeight, paddingBottom: Math.max(0, pipes.length - end) * rowHeight }}
      >
        {visible.map((pipe, offset) => (
          <PipeRow key={pipe.id} pipe={pipe} rowIndex={start + offset + 2} href={detailHref(pipe.id)} listSearch={listSearch} onOpen={onOpen} />
        ))}
      </div>
    </div>
  );
}

/** "replica.orders_cdc_orders" may wrap after a dot or underscore rather than mid-word. */
function withBreaks(name: string): ReactNode[] {
  return name.split(/(?<=[._])/).flatMap((part, index) => (index === 0 ? [part] : [<wbr key={index} />, part]));
}

/** One pipe; memoised so a keystroke or a refresh re-renders only rows whose pipe changed. */
const PipeRow = memo(function PipeRow({ pipe, rowIndex, href, listSearch, onOpen }: {
  pipe: Pipe;
  rowIndex: number;
  href: string;
  listSearch: string;
  onOpen: () => void;
}) {
  const source = describeSource(pipe.source);
  const destination = destinationName(pipe.destination);
  const scaling = formatScaling(pipe.scaling);
  return (
    <div role="row" aria-rowindex={rowIndex} className="pipe-row" data-row>
      <div role="cell" className="pipe-cell pipe-cell--name">
        <Link to={href} state={{ listSearch }} onClick={onOpen} className="pipe-row__link" title={pipe.name}>{pipe.name}</Link>
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
