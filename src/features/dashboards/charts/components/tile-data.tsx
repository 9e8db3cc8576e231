import { useRef, useState, type ReactNode } from "react";
import type { TileInput } from "@/shared/schemas/dashboard";
import { useInView } from "@/ui/use-in-view";
import { isSeriesQueryMissing } from "../api/series-queries";
import { isRatio } from "../model/tile-query";
import { useDashboardTimeContext } from "./dashboard-time-context";
import { TileContent, type TileView } from "./tile-content";
import { TileError } from "./tile-error";
import { useTileSeries } from "./use-tile-series";
import "./charts.css";

export interface TileDataProps {
  name: string;
  series: NonNullable<TileInput["series"]>;
  asRatio: boolean | undefined;
  /** What to show for a failed query in place of the error box, or undefined to keep the box (the tile panel's preview). */
  describeError?: (error: unknown) => ReactNode | undefined;
}

/**
 * What a tile shows: its series query over the dashboard's range, drawn as its kind asks. It asks
 * only once the tile is on screen (or nearly), and a failure stays inside the tile.
 */
export function TileData({ name, series, asRatio, describeError }: TileDataProps) {
  const { resolved, syncKey, zoomTo } = useDashboardTimeContext();
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref);
  const { prepared, query } = useTileSeries(series, asRatio, inView);
  const ratio = isRatio({ series, asRatio });
  // What the user chose to see stays while the chart is taken down off screen and drawn again.
  const [asTable, setAsTable] = useState(false);
  const [hiddenLines, setHiddenLines] = useState<ReadonlySet<string>>(() => new Set());
  const view: TileView = {
    onScreen: inView,
    asTable,
    toggleTable: () => setAsTable(!asTable),
    hiddenLines,
    toggleLine: (label) => {
      const next = new Set(hiddenLines);
      if (!next.delete(label)) next.add(label);
      setHiddenLines(next);
    },
    showAllLines: () => setHiddenLines(new Set()),
  };

  let content: ReactNode;
  if (!prepared.ok) {
    content = <p className="tile-data__problem">{prepared.problem}</p>;
  } else if (query.isError && !query.data) {
    content = describeError?.(query.error) ?? (isSeriesQueryMissing(query.error) ? (
      <p className="tile-data__problem">
        This service&rsquo;s dashboard API has no series query, so tiles cannot show data here. Editing and saving still work.
      </p>
    ) : (
      <TileError error={query.error} onRetry={() => void query.refetch()} />
    ));
  } else if (!query.data) {
    content = <div className="tile-data__loading skeleton__bar" aria-hidden="true" />;
  } else {
    content = (
      <TileContent
        name={name}
        prepared={prepared.query}
        series={series}
        ratio={ratio}
        rows={query.data.data}
        groupsCut={query.data.meta?.groupsCut === true}
        resolved={resolved}
        syncKey={syncKey}
        zoomTo={zoomTo}
        view={view}
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
