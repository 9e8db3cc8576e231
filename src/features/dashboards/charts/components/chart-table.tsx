import { formatRatio, formatWithUnit } from "../model/format-value";
import type { TimeColumns } from "../model/series-pivot";

const timeFormat = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" });

/** A time chart's numbers as a table: a row per bucket, a column per line (the chart's text twin). */
export function ChartTable({ columns, unit, ratio, caption }: { columns: TimeColumns; unit: string; ratio: boolean; caption: string }) {
  const format = (value: number | null) => (ratio ? formatRatio(value) : formatWithUnit(value, unit));
  return (
    <div className="table-view" tabIndex={0} role="region" aria-label={caption}>
      <table className="table table-view__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            {columns.lines.map((line, index) => (
              <th key={index} scope="col">{line.label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {columns.xs.map((ts, row) => (
            <tr key={ts}>
              <th scope="row">{timeFormat.format(ts)}</th>
              {columns.lines.map((line, index) => (
                <td key={index} className="table-view__number">{format(line.values[row] ?? null)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
