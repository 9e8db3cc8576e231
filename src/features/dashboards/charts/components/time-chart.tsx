import { useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from "react";
import uPlot from "uplot";
import { inTaskOfItsOwn } from "@/lib/one-task-each";
import "uplot/dist/uPlot.min.css";
import { formatNumber, formatRatio, formatValue } from "../model/format-value";
import { isolatedIndices } from "../model/isolated-points";
import { lineColorSlots } from "../model/line-colors";
import type { TimeColumns } from "../model/series-pivot";
import type { ResolvedRange } from "../model/time-range";
import { timeTickLabels } from "../model/time-ticks";
import { chartColors, usePrefersDark } from "./chart-colors";
import { ChartLegend } from "./chart-legend";
import { tooltipPlugin } from "./chart-tooltip";

export interface TimeChartProps {
  columns: TimeColumns;
  range: ResolvedRange;
  /** Unit of the values ("ms", "/min"); a ratio reads as a percentage instead. */
  unit: string;
  ratio: boolean;
  /** Charts with the same key share a crosshair (one dashboard). */
  syncKey: string;
  /** A span dragged across the chart, in epoch ms. */
  onZoom: (startTime: number, endTime: number) => void;
  /** Shown at the end of the legend's row (the tile's "Show as table"). */
  legendEnd?: ReactNode;
  /** Lines hidden from the legend, by label (kept by the tile, so they stay hidden when the chart is drawn again). */
  hidden: ReadonlySet<string>;
  onToggleLine: (label: string) => void;
  onShowAllLines: () => void;
}

/** Less than this many pixels of drag is a click, not a zoom. */
const MIN_ZOOM_PX = 6;

/** uPlot's points filter: of the values in view, the ones a broken line leaves out. */
const isolatedPoints = (self: uPlot, seriesIndex: number) => {
  const [first, last] = self.series[seriesIndex]?.idxs ?? [0, Number.MAX_SAFE_INTEGER];
  const isolated = isolatedIndices(self.data[seriesIndex] ?? [], first, last);
  // null, not []: uPlot builds (empty) point paths for any array.
  return isolated.length > 0 ? isolated : null;
};

/**
 * A line chart on one uPlot instance: created once per mount (and again only when its lines or the
 * colour scheme change), fed with setData, sized by a ResizeObserver, destroyed on unmount. React
 * renders the legend beside it, never the canvas.
 */
export default function TimeChart({ columns, range, unit, ratio, syncKey, onZoom, legendEnd, hidden, onToggleLine, onShowAllLines }: TimeChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const plotRef = useRef<uPlot | null>(null);
  const dark = usePrefersDark();
  const latest = useRef({ range, onZoom, hidden });

  const format = useMemo(() => (value: number | null) => formatValue(value, unit, ratio), [ratio, unit]);
  const labels = columns.lines.map((line) => line.label);
  const shapeKey = `${labels.join("\n")}|${dark}|${ratio}|${unit}|${syncKey}`;
  // The legend and the plot take their colours from one list, by each line's identity (lineColorSlots).
  const colors = useMemo(() => chartColors(lineColorSlots(columns.lines)), [shapeKey]); // eslint-disable-line react-hooks/exhaustive-deps -- the lines' labels and the scheme decide the colours
  const data = useMemo<uPlot.AlignedData>(() => [columns.xs, ...columns.lines.map((line) => line.values)], [columns]);
  const dataRef = useRef(data);
  // uPlot's callbacks and a rebuilt plot read the newest values, without rebuilding for them.
  useLayoutEffect(() => {
    latest.current = { range, onZoom, hidden };
    dataRef.current = data;
  });

  /** Draws the plot into `container`; returns what takes it down again. */
  function buildPlot(container: HTMLDivElement) {
    const { width, height } = container.getBoundingClientRect();
    const axis = { stroke: colors.axis, grid: { stroke: colors.grid, width: 1 }, ticks: { stroke: colors.grid, width: 1 }, font: "11px system-ui, sans-serif" };
    const plot = new uPlot(
      {
        width: Math.max(1, Math.floor(width)),
        height: Math.max(1, Math.floor(height)),
        ms: 1,
        legend: { show: false },
        plugins: [tooltipPlugin(format)],
        // Room on the right for half of a time label ("12:00am") centred on a tick at the very end.
        padding: [8, 24, 0, 0],
        cursor: {
          sync: { key: syncKey, setSeries: false },
          drag: { x: true, y: false, setScale: false },
          points: { size: 6 },
        },
        scales: { x: { time: true, range: () => [latest.current.range.startTime, latest.current.range.endTime] } },
        axes: [
          // One line of labels (uPlot's own add a second line of dates): 28 px instead of 50.
          { ...axis, space: 70, size: 28, values: (_plot, ticks) => timeTickLabels(ticks) },
          // Labels at least 20 px apart (uPlot's default is 30): a short tile then still gets two or three
          // values to read its scale by, not one.
          { ...axis, size: 52, space: 20, values: (_plot, ticks) => ticks.map((tick) => (ratio ? formatRatio(tick) : formatNumber(tick))) },
        ],
        series: [
          {},
          ...labels.map((label, index) => ({
            label,
            stroke: colors.lines[index]!,
            width: 1.5,
            spanGaps: false,
            // No dots on a line; a value with gaps on both sides has no line, so it is a dot (as Grafana draws it).
            points: { show: false, filter: isolatedPoints, size: 5, fill: colors.lines[index]! },
            show: !latest.current.hidden.has(label),
            value: (_plot: uPlot, value: number | null) => format(value),
          })),
        ],
        hooks: {
          setSelect: [
            (self) => {
              const { left, width: selected } = self.select;
              if (selected >= MIN_ZOOM_PX) {
                latest.current.onZoom(self.posToVal(left, "x"), self.posToVal(left + selected, "x"));
              }
              self.setSelect({ left: 0, top: 0, width: 0, height: 0 }, false);
            },
          ],
        },
      },
      dataRef.current,
      container,
    );
    // A tile that moved on the grid has moved the canvas: measure again before the pointer is read.
    const remeasure = () => plot.syncRect();
    plot.over.addEventListener("pointerenter", remeasure);
    plotRef.current = plot;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const size = entry.contentRect;
      plot.setSize({ width: Math.max(1, Math.floor(size.width)), height: Math.max(1, Math.floor(size.height)) });
    });
    observer.observe(container);
    return () => {
      observer.disconnect();
      plot.over.removeEventListener("pointerenter", remeasure);
      plot.destroy();
      plotRef.current = null;
    };
  }

  // Create the plot for this set of lines; data changes alone go through setData below. Each chart
  // is built in a task of its own (a dashboard's charts get their data together), reading the newest
  // data, range and hidden lines when its turn comes.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let built: (() => void) | undefined;
    const takeBack = inTaskOfItsOwn(() => (built = buildPlot(container)));
    return () => {
      takeBack();
      built?.();
    };
  }, [shapeKey]); // eslint-disable-line react-hooks/exhaustive-deps -- the plot is rebuilt only when its lines change

  useEffect(() => {
    plotRef.current?.setData(data, true);
  }, [data, range]);

  useEffect(() => {
    const plot = plotRef.current;
    if (!plot) return;
    labels.forEach((label, index) => {
      const show = !hidden.has(label);
      if (plot.series[index + 1]?.show !== show) plot.setSeries(index + 1, { show });
    });
  }, [hidden, labels]);

  // Every line hidden leaves empty axes: say so, with the way back, rather than a chart that looks broken.
  const allHidden = labels.length > 1 && labels.every((label) => hidden.has(label));
  const rootRef = useRef<HTMLDivElement>(null);
  const showAllLines = () => {
    onShowAllLines();
    // The button goes with the note: the focus goes on from the legend's first line, shown again.
    rootRef.current?.querySelector<HTMLElement>(".chart-legend button")?.focus();
  };
  return (
    <div className="time-chart" ref={rootRef}>
      {/* The note covers the plot only, never the legend and its buttons below (which may take two rows). */}
      <div className="time-chart__stage">
        <div ref={containerRef} className="time-chart__plot" aria-hidden="true" />
        {allHidden && (
          <div className="time-chart__all-hidden" role="status">
            <p>All lines are hidden.</p>
            <button type="button" className="button button--small" onClick={showAllLines}>
              Show all lines
            </button>
          </div>
        )}
      </div>
      <div className="time-chart__footer">
        {/* One line needs no legend: the tile's name says what it is. */}
        {labels.length > 1 ? <ChartLegend labels={labels} colors={colors.lines} hidden={hidden} onToggle={onToggleLine} /> : <span />}
        {legendEnd}
      </div>
    </div>
  );
}
