import { memo } from "react";
import { useRenderCount } from "./render-counter";
import { TilePreview } from "./tile-preview";
import { BellIcon, GripIcon, NumberIcon, TimeSeriesIcon } from "./tile-icons";

export interface TileBodyProps {
  tileKey: string;
  name: string;
  summary: string;
  kind: "time" | "number" | "other";
  alertCount: number;
  editing: boolean;
  /** Opens the tile's action menu next to the button that asked. */
  onOpenMenu: (key: string, button: HTMLButtonElement) => void;
}

const KIND_LABEL = { time: "Time series", number: "Single number", other: "Other chart" } as const;

/**
 * What a tile shows. Memoised on primitive props and one stable callback, so while another tile
 * is dragged or resized this one does not render again (the grid re-renders only its thin shell).
 */
export const TileBody = memo(function TileBody({ tileKey, name, summary, kind, alertCount, editing, onOpenMenu }: TileBodyProps) {
  useRenderCount(tileKey);
  return (
    <>
      <div className="dashboard-tile__header">
        <div className={`dashboard-tile__drag ${editing ? "dashboard-tile__drag--active" : ""}`} title={editing ? "Drag to move" : undefined}>
          {editing && <GripIcon />}
          <span className={`dashboard-tile__kind dashboard-tile__kind--${kind}`} title={KIND_LABEL[kind]}>
            {kind === "number" ? <NumberIcon /> : <TimeSeriesIcon />}
            <span className="visually-hidden">{KIND_LABEL[kind]}: </span>
          </span>
          <h2 className="dashboard-tile__name" title={name}>{name}</h2>
        </div>
        {alertCount > 0 && (
          <span className="dashboard-tile__alerts" title={`${alertCount} alert${alertCount === 1 ? "" : "s"} on this tile`}>
            <BellIcon />
            <span aria-hidden="true">{alertCount}</span>
            <span className="visually-hidden">{`${alertCount} alert${alertCount === 1 ? "" : "s"}`}</span>
          </span>
        )}
        <button
          type="button"
          className="button button--ghost button--small dashboard-tile__menu-button"
          aria-haspopup="menu"
          aria-label={`Actions for ${name}`}
          onClick={(event) => onOpenMenu(tileKey, event.currentTarget)}
        >
          <span aria-hidden="true">⋯</span>
        </button>
      </div>
      <p className="dashboard-tile__summary">{summary}</p>
      <TilePreview kind={kind} />
    </>
  );
});
