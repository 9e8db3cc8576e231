import { useRef, useState, type MouseEvent } from "react";
import { PIPE_SOURCE_KINDS, type PipeSourceKind } from "@/shared/schemas/pipe";
import { focusBeforeRemoval } from "@/ui/focus-when-settled";
import { SOURCE_KIND_LABELS } from "../model/pipe-format";
import { toggleState, type PipeListView, type StateCount } from "../model/pipe-list-model";
import { PipeStateBadge } from "./pipe-state-badge";

const KIND_OPTIONS: { value: PipeSourceKind; label: string }[] = PIPE_SOURCE_KINDS.map((kind) => ({ value: kind, label: SOURCE_KIND_LABELS[kind] }));

const onScreen = (element: HTMLElement | null) => element !== null && element.getClientRects().length > 0;

/**
 * Search, source kind and state chips; the state chips count what the search and kind leave.
 * On a narrow screen the kind and the chips wait behind a Filters button, so the first screen
 * shows pipes; closed, it still shows the filters in force as pressed chips, each there to undo.
 */
export function PipeFilters({ view, counts, total, canClear, onText, onView, onClear }: {
  view: PipeListView;
  counts: StateCount[];
  total: number;
  canClear: boolean;
  onText: (text: string) => void;
  onView: (change: (view: PipeListView) => PipeListView) => void;
  onClear: () => void;
}) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const active = view.states.length + (view.kind === null ? 0 : 1);
  /** A chip undone while the filters are closed (the button on screen: a narrow one) goes: the focus moves first. */
  const beforeUndo = (event: MouseEvent<HTMLButtonElement>) => {
    if (open || !onScreen(toggle.current)) return;
    const chip = event.currentTarget;
    const chips = chip.closest(".pipe-filters")?.querySelectorAll<HTMLElement>(".pipe-state-chip") ?? [];
    focusBeforeRemoval(chip, [...chips].filter(onScreen), toggle.current);
  };

  return (
    <div className={open ? "pipe-filters" : "pipe-filters pipe-filters--closed"}>
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
        <button
          ref={toggle}
          type="button"
          className="button pipe-filters__toggle"
          aria-expanded={open}
          aria-controls="pipe-kind-field pipe-state-filter"
          onClick={() => setOpen(!open)}
        >
          {active > 0 ? `Filters (${active})` : "Filters"}
        </button>
        <div id="pipe-kind-field" className="field pipe-filters__kind">
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
      {view.kind !== null && (
        <button
          type="button"
          className="pipe-state-chip pipe-filters__kind-chip"
          aria-pressed="true"
          onClick={(event) => {
            beforeUndo(event);
            onView((current) => ({ ...current, kind: null }));
          }}
        >
          <span className="visually-hidden">Source kind: </span>
          <span className="pipe-kind">{SOURCE_KIND_LABELS[view.kind]}</span>
        </button>
      )}
      <div
        id="pipe-state-filter"
        className={view.states.length > 0 ? "pipe-state-filter pipe-state-filter--set" : "pipe-state-filter"}
        role="group"
        aria-label="Filter by state"
      >
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
            onClick={(event) => {
              if (view.states.includes(state)) beforeUndo(event);
              onView((current) => toggleState(current, state));
            }}
          >
            <PipeStateBadge state={state} /> <span className="pipe-state-chip__count">{count}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
