import { lazy, Suspense, useMemo, useRef, type ReactNode } from "react";
import type { TileInput } from "@/shared/schemas/dashboard";
import type { SeriesRow } from "@/shared/schemas/series-query";
import { seriesLabels, seriesUnit } from "../model/format-value";
import { pivotNumber, pivotTable, pivotTimeSeries, type PivotOptions } from "../model/series-pivot";
import type { TileQuery } from "../model/tile-query";
import type { ResolvedRange } from "../model/time-range";
import { ChartSummary } from "./chart-summary";
import { ChartTable } from "./chart-table";
import { loadTimeChart } from "./load-time-chart";
import { NumberView } from "./number-view";
import { TableView } from "./table-view";

/** uPlot comes with the first chart, so pages without charts do not load it. */
const TimeChart = lazy(loadTimeChart);

/** How the user looks at a tile: kept by the tile while its chart comes and goes. */
export interface TileView {
  /** On screen or nearly: only then is a chart (a canvas) drawn. */
  onScreen: boolean;
  asTable: boolean;
  toggleTable: () => void;
  hiddenLines: ReadonlySet<string>;
  toggleLine: (label: string) => void;
  showAllLines: () => void;
}

interface TileContentProps {
  name: string;
  prepared: TileQuery;
  series: NonNullable<TileInput["series"]>;
  ratio: boolean;
  rows: readonly SeriesRow[];
  groupsCut: boolean;
  resolved: ResolvedRange;
  syncKey: string;
  zoomTo: (startTime: number, endTime: number) => void;
  view: TileView;
}

/** A tile's answer, drawn as its kind asks: one number, a table of groups, or a chart over time. */
export function TileContent(props: TileContentProps) {
  const { name, prepared, series, ratio, rows, groupsCut } = props;
  const options: PivotOptions = useMemo(
    () => ({ seriesLabels: seriesLabels(series), countSeries: prepared.countSeries, ratio }),
    [series, prepared.countSeries, ratio],
  );
  const unit = seriesUnit(series[0]);
  const cut = groupsCut ? <p className="tile-data__note">Showing the 60 largest groups.</p> : null;

  if (prepared.kind === "number") return <NumberView value={pivotNumber(rows, options)} unit={unit} ratio={ratio} />;
  if (prepared.kind === "table") {
    return (
      <>
        <TableView
          table={pivotTable(rows, options)}
          groupFields={prepared.body.series[0]?.groupBy ?? []}
          units={series.map((item) => seriesUnit(item))}
          ratio={ratio}
          caption={`${name}: a row per group`}
        />
        {cut}
      </>
    );
  }
  return <TimeContent {...props} options={options} unit={unit} cut={cut} />;
}

function TimeContent({ name, rows, resolved, prepared, options, unit, ratio, syncKey, zoomTo, view, cut }: TileContentProps & { options: PivotOptions; unit: string; cut: ReactNode }) {
  const columns = useMemo(() => pivotTimeSeries(rows, resolved, prepared.bucketMs, options), [rows, resolved, prepared.bucketMs, options]);
  const refocusToggle = useRef(false);
  const empty = columns.lines.length === 0 || columns.lines.every((line) => line.values.every((value) => value === null));
  if (empty) return <p className="tile-data__empty">No data in this range</p>;
  const toggle = (
    // Says where it leads (no pressed state beside a label that changes). The chart and the table each
    // hold their own button, so the one that appears takes the focus from the one pressed.
    <button
      ref={(button) => {
        if (button === null || !refocusToggle.current) return;
        refocusToggle.current = false;
        button.focus();
      }}
      type="button"
      className="button button--ghost button--small tile-data__view"
      onClick={() => {
        refocusToggle.current = true;
        view.toggleTable();
      }}
    >
      {view.asTable ? "Show as chart" : "Show as table"}
    </button>
  );
  let shown: ReactNode;
  if (view.asTable) {
    shown = (
      <>
        <ChartTable columns={columns} unit={unit} ratio={ratio} caption={`${name}: values per time bucket`} />
        <div className="tile-data__footer">{toggle}</div>
      </>
    );
  } else if (!view.onScreen) {
    // Far off screen a chart is not drawn: every canvas is a layer the browser composes on each frame.
    shown = <div className="tile-data__offscreen" aria-hidden="true" />;
  } else {
    shown = (
      <Suspense fallback={<div className="tile-data__loading skeleton__bar" aria-hidden="true" />}>
        <TimeChart
          columns={columns}
          range={resolved}
          unit={unit}
          ratio={ratio}
          syncKey={syncKey}
          onZoom={zoomTo}
          legendEnd={toggle}
          hidden={view.hiddenLines}
          onToggleLine={view.toggleLine}
          onShowAllLines={view.showAllLines}
        />
      </Suspense>
    );
  }
  return (
    <>
      {shown}
      <ChartSummary name={name} columns={columns} unit={unit} ratio={ratio} />
      {cut}
    </>
  );
}
