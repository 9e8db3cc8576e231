import { PIPE_SOURCE_KINDS, type PipeSourceKind } from "@/shared/schemas/pipe";
import { SOURCE_KIND_LABELS } from "../model/pipe-format";
import { toggleState, type PipeListView, type StateCount } from "../model/pipe-list-model";
import { PipeStateBadge } from "./pipe-state-badge";

const KIND_OPTIONS: { value: PipeSourceKind; label: string }[] = PIPE_SOURCE_KINDS.map((kind) => ({ value: kind, label: SOURCE_KIND_LABELS[kind] }));

/** Search, source kind and state chips; the state chips count what the search and kind leave. */
export function PipeFilters({ view, counts, total, canClear, onText, onView, onClear }: {
  view: PipeListView;
  counts: StateCount[];
  total: number;
  canClear: boolean;
  onText: (text: string) => void;
  onView: (change: (view: PipeListView) => PipeListView) => void;
  onClear: () => void;
}) {
  return (
    <div className="pipe-filters">
      <div className="pipe-filters__row">
        <div className="field pipe-filters__search">
          <label className="field__label" htmlFor="pipe-search">Search</label>
          <input
            id="pipe-search"
            className="input"
            type="search"
            value={view.query}
            placeholder="Name, topic, table or host"
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => onText(event.target.value)}
          />
        </div>
        <div className="field pipe-filters__kind">
          <label className="field__label" htmlFor="pipe-kind">Source kind</label>
          <select
            id="pipe-kind"
            className="select"
            value={view.kind ?? ""}
            onChange={(event) => {
              const kind = (event.target.value || null) as PipeSourceKind | null;
              onView((current) => ({ ...current, kind }));
            }}
          >
            <option value="">All kinds</option>
            {KIND_OPTIONS.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
          </select>
        </div>
        {canClear && (
          <button type="button" className="button button--ghost pipe-filters__clear" onClick={onClear}>
            Clear filters
          </button>
        )}
      </div>
      <div className="pipe-state-filter" role="group" aria-label="Filter by state">
        <button
          type="button"
          className="pipe-state-chip"
          aria-pressed={view.states.length === 0}
          onClick={() => onView((current) => ({ ...current, states: [] }))}
        >
          All states <span className="pipe-state-chip__count">{total}</span>
        </button>
        {counts.map(({ state, count }) => (
          <button
            key={state}
            type="button"
            className="pipe-state-chip"
            aria-pressed={view.states.includes(state)}
            onClick={() => onView((current) => toggleState(current, state))}
          >
            <PipeStateBadge state={state} /> <span className="pipe-state-chip__count">{count}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
