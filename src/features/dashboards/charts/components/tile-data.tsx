import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useMemo, useRef, useState, type ReactNode } from "react";
import type { TileInput } from "@/shared/schemas/dashboard";
import { useInView } from "@/ui/use-in-view";
import { isSeriesQueryMissing, seriesQueries } from "../api/series-queries";
import { loadTimeChart } from "./load-time-chart";
import { seriesLabels, seriesUnit } from "../model/format-value";
import { pivotNumber, pivotTable, pivotTimeSeries, type PivotOptions } from "../model/series-pivot";
import { isRatio, tileQuery, type TileQuery } from "../model/tile-query";
import { ChartSummary } from "./chart-summary";
import { ChartTable } from "./chart-table";
import { useDashboardTimeContext } from "./dashboard-time-context";
import { NumberView } from "./number-view";
import { TableView } from "./table-view";
import { TileError } from "./tile-error";
import "./charts.css";

/** uPlot comes with the first chart, so pages without charts do not load it. */
const TimeChart = lazy(loadTimeChart);

export interface TileDataProps {
  name: string;
  series: NonNullable<TileInput["series"]>;
  asRatio: boolean | undefined;
}

/**
 * What a tile shows: its series query over the dashboard's range, drawn as its kind asks. It asks
 * only once the tile is on screen (or nearly), and a failure stays inside the tile.
 */
export function TileData({ name, series, asRatio }: TileDataProps) {
  const { serviceRef, resolved, syncKey, zoomTo } = useDashboardTimeContext();
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref);
  const prepared = useMemo(() => tileQuery({ series, asRatio }, resolved), [series, asRatio, resolved]);
  const ratio = isRatio({ series, asRatio });
  const query = useQuery({ ...seriesQueries.series(serviceRef, prepared.ok ? prepared.query.body : null), enabled: inView });
  const [asTable, setAsTable] = useState(false);

  let content: ReactNode;
  if (!prepared.ok) {
    content = <p className="tile-data__problem">{prepared.problem}</p>;
  } else if (query.isError && !query.data) {
    content = isSeriesQueryMissing(query.error) ? (
      <p className="tile-data__problem">
        This service&rsquo;s dashboard API has no series query, so tiles cannot show data here. Editing and saving still work.
      </p>
    ) : (
      <TileError error={query.error} onRetry={() => void query.refetch()} />
    );
  } else if (!query.data) {
    content = <div className="tile-data__loading" aria-hidden="true" />;
  } else {
    content = (
      <TileContent
        name={name}
        tileQuery={prepared.query}
        series={series}
        ratio={ratio}
        rows={query.data.data}
        resolved={resolved}
        syncKey={syncKey}
        zoomTo={zoomTo}
        asTable={asTable}
        onToggleTable={() => setAsTable(!asTable)}
        groupsCut={query.data.meta?.groupsCut === true}
      />
    );
  }

  return (
    <div ref={ref} className="tile-data" aria-busy={prepared.ok && query.isFetching ? true : undefined}>
      {prepared.ok && query.isFetching && query.data && <div className="tile-data__updating" aria-hidden="true" />}
      {prepared.ok && !query.data && !query.isError && <span className="visually-hidden">Loading data</span>}
      {content}
    </div>
  );
}

interface TileContentProps {
  name: string;
  tileQuery: TileQuery;
  series: TileDataProps["series"];
  ratio: boolean;
  rows: Parameters<typeof pivotTable>[0];
  resolved: { startTime: number; endTime: number };
  syncKey: string;
  zoomTo: (startTime: number, endTime: number) => void;
  asTable: boolean;
  onToggleTable: () => void;
  groupsCut: boolean;
}

function TileContent({ name, tileQuery: prepared, series, ratio, rows, resolved, syncKey, zoomTo, asTable, onToggleTable, groupsCut }: TileContentProps) {
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
  return (
    <TimeContent name={name} rows={rows} resolved={resolved} prepared={prepared} options={options} unit={unit} ratio={ratio} syncKey={syncKey} zoomTo={zoomTo} asTable={asTable} onToggleTable={onToggleTable} cut={cut} />
  );
}

function TimeContent(props: {
  name: string;
  rows: TileContentProps["rows"];
  resolved: TileContentProps["resolved"];
  prepared: TileQuery;
  options: PivotOptions;
  unit: string;
  ratio: boolean;
  syncKey: string;
  zoomTo: TileContentProps["zoomTo"];
  asTable: boolean;
  onToggleTable: () => void;
  cut: ReactNode;
}) {
  const { name, rows, resolved, prepared, options, unit, ratio, syncKey, zoomTo, asTable, onToggleTable, cut } = props;
  const columns = useMemo(() => pivotTimeSeries(rows, resolved, prepared.bucketMs, options), [rows, resolved, prepared.bucketMs, options]);
  const empty = columns.lines.length === 0 || columns.lines.every((line) => line.values.every((value) => value === null));
  const toggle = (
    <button type="button" className="button button--ghost button--small tile-data__view" aria-pressed={asTable} onClick={onToggleTable}>
      Show as table
    </button>
  );
  if (empty) return <p className="tile-data__empty">No data in this range</p>;
  return (
    <>
      {asTable ? (
        <>
          <ChartTable columns={columns} unit={unit} ratio={ratio} caption={`${name}: values per time bucket`} />
          <div className="tile-data__footer">{toggle}</div>
        </>
      ) : (
        <Suspense fallback={<div className="tile-data__loading" aria-hidden="true" />}>
          <TimeChart columns={columns} range={resolved} unit={unit} ratio={ratio} syncKey={syncKey} onZoom={zoomTo} legendEnd={toggle} />
        </Suspense>
      )}
      <ChartSummary name={name} columns={columns} unit={unit} ratio={ratio} />
      {cut}
    </>
  );
}
