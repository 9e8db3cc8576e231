import { formatValue } from "../model/format-value";
import type { TimeColumns } from "../model/series-pivot";
import { formatDateTime } from "../model/time-range";
import { TableRegion } from "./table-region";

/** A time chart's numbers as a table: a row per bucket, a column per line (the chart's text twin). */
export function ChartTable({ columns, unit, ratio, caption }: { columns: TimeColumns; unit: string; ratio: boolean; caption: string }) {
  const format = (value: number | null) => formatValue(value, unit, ratio);
  return (
    <TableRegion
      caption={caption}
      head={
        <>
          <th scope="col">Time</th>
          {columns.lines.map((line, index) => (
            <th key={index} scope="col">{line.label}</th>
          ))}
        </>
      }
    >
      {columns.xs.map((ts, row) => (
        <tr key={ts}>
          <th scope="row">{formatDateTime(ts)}</th>
          {columns.lines.map((line, index) => (
            <td key={index} className="table-view__number">{format(line.values[row] ?? null)}</td>
          ))}
        </tr>
      ))}
    </TableRegion>
  );
}
