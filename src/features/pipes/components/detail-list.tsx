import type { ReactNode } from "react";

export interface DetailItem {
  label: string;
  /** null, undefined or "" reads as "Not set", so an absent field is visible rather than a gap. */
  value: ReactNode;
}

/** Label/value pairs, laid out by the theme's `.details` grid. */
export function DetailList({ items }: { items: DetailItem[] }) {
  return (
    <dl className="details">
      {items.map((item) => (
        <div key={item.label} className="pipe-detail-pair">
          <dt>{item.label}</dt>
          <dd>{item.value === null || item.value === undefined || item.value === "" ? <span className="muted">Not set</span> : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Column names and keys as small code chips; an empty list reads as `empty`. */
export function CodeTags({ values, empty = "None" }: { values: readonly string[] | null | undefined; empty?: string }) {
  if (!values?.length) return <span className="muted">{empty}</span>;
  return (
    <span className="pipe-tags">
      {values.map((value) => <code key={value} className="pipe-code-tag">{value}</code>)}
    </span>
  );
}

/** A table that may scroll sideways on a narrow screen; focusable so the keyboard can scroll it too. */
export function ScrollingTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-wrap" role="group" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/** Two columns of code values (a column and its type, a field and the column it feeds), in a table that may scroll sideways. */
export function CodePairTable({ label, labelledBy, headers, rows }: {
  label: string;
  labelledBy: string;
  headers: readonly [string, string];
  rows: readonly (readonly [string, string])[];
}) {
  return (
    <ScrollingTable label={label}>
      <table className="table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {headers.map((header) => <th key={header} scope="col">{header}</th>)}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first, second]) => (
            <tr key={`${first}->${second}`}>
              <td><code>{first}</code></td>
              <td><code>{second}</code></td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollingTable>
  );
}
