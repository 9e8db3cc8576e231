import type { ReactNode } from "react";

/** A tile's numbers as a table that scrolls in its own focusable region, named by its caption. */
export function TableRegion({ caption, head, children }: { caption: string; head: ReactNode; children: ReactNode }) {
  return (
    <div className="table-view" tabIndex={0} role="region" aria-label={caption}>
      <table className="table table-view__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
