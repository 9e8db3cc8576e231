import { formatValue } from "../model/format-value";
import { summarizeLines, type TimeColumns } from "../model/series-pivot";

const MAX_LINES = 10;

/** The chart in words for a screen reader: each line's latest, lowest and highest value. */
export function ChartSummary({ name, columns, unit, ratio }: { name: string; columns: TimeColumns; unit: string; ratio: boolean }) {
  const format = (value: number | null) => formatValue(value, unit, ratio);
  const lines = summarizeLines(columns);
  const parts = lines
    .slice(0, MAX_LINES)
    .map((line) => `${line.label || name}: latest ${format(line.latest)}, lowest ${format(line.min)}, highest ${format(line.max)}`);
  const more = lines.length > MAX_LINES ? ` And ${lines.length - MAX_LINES} more lines.` : "";
  return (
    <p className="visually-hidden">
      {`Line chart of ${name}, ${columns.lines.length} line${columns.lines.length === 1 ? "" : "s"} over ${columns.xs.length} time buckets. ${parts.join(". ")}.${more}`}
    </p>
  );
}
