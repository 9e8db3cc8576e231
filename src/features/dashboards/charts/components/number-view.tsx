import { formatValue } from "../model/format-value";

/** One large number for the whole range. */
export function NumberView({ value, unit, ratio }: { value: number | null; unit: string; ratio: boolean }) {
  if (value === null) return <p className="tile-data__empty">No data in this range</p>;
  return (
    <p className="number-view">
      <span className="number-view__value">{formatValue(value, unit, ratio)}</span>
    </p>
  );
}
