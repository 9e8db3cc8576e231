import { memo } from "react";
import type { TileInput } from "@/shared/schemas/dashboard";
import { TileData } from "../../charts/components/tile-data";
import type { TileKind } from "../../charts/model/tile-query";
import { BellIcon, GripIcon, NumberIcon, TableIcon, TimeSeriesIcon } from "./tile-icons";

export interface TileBodyProps {
  tileKey: string;
  name: string;
  summary: string;
  kind: TileKind;
  /** The same array while the tile's series are unchanged (moves and resizes keep it), so the body stays memoised. */
  series: NonNullable<TileInput["series"]>;
  asRatio: boolean;
  alertCount: number;
  editing: boolean;
  /** Opens the tile's action menu next to the button that asked. */
  onOpenMenu: (key: string, button: HTMLButtonElement) => void;
}

const KIND_LABEL = { time: "Time series", number: "Single number", table: "Table", other: "Other chart" } as const;
const KIND_ICON = { time: TimeSeriesIcon, number: NumberIcon, table: TableIcon, other: TimeSeriesIcon } as const;

/**
 * What a tile shows. Memoised on primitive props and one stable callback, so while another tile
 * is dragged or resized this one does not render again (the grid re-renders only its thin shell).
 */
export const TileBody = memo(function TileBody({ tileKey, name, summary, kind, series, asRatio, alertCount, editing, onOpenMenu }: TileBodyProps) {
  const KindIcon = KIND_ICON[kind];
  return (
    <>
      <div className="dashboard-tile__header">
        <div className={`dashboard-tile__drag ${editing ? "dashboard-tile__drag--active" : ""}`} title={editing ? "Drag to move" : undefined}>
          {editing && <GripIcon />}
          <span className={`dashboard-tile__kind dashboard-tile__kind--${kind}`} title={KIND_LABEL[kind]}>
            <KindIcon />
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
      <p className="dashboard-tile__summary" title={summary}>{summary}</p>
      <TileData name={name} series={series} asRatio={asRatio} />
    </>
  );
});
