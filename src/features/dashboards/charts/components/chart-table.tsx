import { madeOnFirstUse } from "@/lib/made-on-first-use";
import { formatValue } from "../model/format-value";
import type { TimeColumns } from "../model/series-pivot";
import { TableRegion } from "./table-region";

const timeFormat = madeOnFirstUse(() => new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" }));

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
          <th scope="row">{timeFormat().format(ts)}</th>
          {columns.lines.map((line, index) => (
            <td key={index} className="table-view__number">{format(line.values[row] ?? null)}</td>
          ))}
        </tr>
      ))}
    </TableRegion>
  );
}
