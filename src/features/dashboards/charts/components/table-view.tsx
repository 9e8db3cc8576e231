import { useMemo, useState } from "react";
import { formatValue } from "../model/format-value";
import { groupLabel, type TableData } from "../model/series-pivot";
import { TableRegion } from "./table-region";

type SortKey = "group" | number;

/** One row per group, a column per series; every column head sorts (again: the other way). */
export function TableView({ table, groupFields, units, ratio, caption }: {
  table: TableData;
  groupFields: readonly string[];
  units: readonly string[];
  ratio: boolean;
  caption: string;
}) {
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean }>({ key: 0, descending: true });
  const rows = useMemo(() => {
    const sorted = [...table.rows];
    sorted.sort((a, b) => {
      if (sort.key === "group") return groupLabel(a.group).localeCompare(groupLabel(b.group));
      const index = sort.key;
      return (a.values[index] ?? -Infinity) - (b.values[index] ?? -Infinity);
    });
    return sort.descending ? sorted.reverse() : sorted;
  }, [table.rows, sort]);

  if (table.rows.length === 0) return <p className="tile-data__empty">No data in this range</p>;

  const head = (key: SortKey, label: string) => {
    const active = sort.key === key;
    return (
      <th key={key} scope="col" aria-sort={active ? (sort.descending ? "descending" : "ascending") : undefined}>
        <button type="button" className="table-view__sort" onClick={() => setSort({ key, descending: active ? !sort.descending : key !== "group" })}>
          {label}
          <span aria-hidden="true" className="table-view__arrow">{active ? (sort.descending ? "↓" : "↑") : ""}</span>
        </button>
      </th>
    );
  };

  return (
    <TableRegion
      caption={caption}
      head={
        <>
          {head("group", groupFields.length > 0 ? groupFields.join(" · ") : "All events")}
          {table.columns.map((column, index) => head(index, column))}
        </>
      }
    >
      {rows.map((row) => (
        <tr key={row.key}>
          <th scope="row">{groupLabel(row.group) || "All"}</th>
          {row.values.map((value, index) => (
            <td key={index} className="table-view__number">{formatValue(value, units[index] ?? "", ratio)}</td>
          ))}
        </tr>
      ))}
    </TableRegion>
  );
}
