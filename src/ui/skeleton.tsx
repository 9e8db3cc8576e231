import type { CSSProperties } from "react";

/**
 * Placeholders in the shape of what is loading. Each is one `status` region named by its label
 * (what a screen reader hears); the shapes inside are hidden from assistive tech.
 */

const repeat = (count: number) => Array.from({ length: count }, (_, index) => index);

/** Placeholder rows while data loads. */
export function Skeleton({ rows = 5, label = "Loading" }: { rows?: number; label?: string }) {
  return (
    <div className="skeleton" role="status" aria-label={label}>
      {repeat(rows).map((index) => (
        <div key={index} className="skeleton__row" aria-hidden="true" />
      ))}
    </div>
  );
}

/** A line of text still to come (a title, a name), about `width` characters wide; `label` is what is heard meanwhile. */
export function SkeletonText({ width = 12, label }: { width?: number; label?: string }) {
  const bar = <span className="skeleton__bar skeleton__text" style={{ width: `${width}ch` }} aria-hidden="true" />;
  if (label === undefined) return bar;
  return (
    <>
      <span className="visually-hidden">{label}</span>
      {bar}
    </>
  );
}

/** A badge still to come (a tier, a state), in a badge's own box. */
export function SkeletonBadge({ width = 6 }: { width?: number }) {
  return (
    <span className="badge skeleton__badge" aria-hidden="true">
      <SkeletonText width={width} />
    </span>
  );
}

/** A table still to come: its header and `rows` rows of `columns` cells. */
export function TableSkeleton({ label, columns, rows = 4 }: { label: string; columns: number; rows?: number }) {
  const grid: CSSProperties = { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` };
  return (
    <div className="table-wrap skeleton-table" role="status" aria-label={label}>
      {repeat(rows + 1).map((row) => (
        <div key={row} className={`skeleton-table__row ${row === 0 ? "skeleton-table__row--head" : ""}`} style={grid} aria-hidden="true">
          {repeat(columns).map((cell) => (
            <span key={cell} className="skeleton__bar" />
          ))}
        </div>
      ))}
    </div>
  );
}

/** Cards still to come, each a title and `lines` lines (the service page's sections, a detail page's facts). */
export function CardsSkeleton({ label, cards, lines = 3, className = "" }: { label: string; cards: number; lines?: number; className?: string }) {
  return (
    <div className={`skeleton-cards ${className}`} role="status" aria-label={label}>
      {repeat(cards).map((card) => (
        <div key={card} className="card skeleton-card" aria-hidden="true">
          <span className="skeleton__bar skeleton-card__title" />
          {repeat(lines).map((line) => (
            <span key={line} className="skeleton__bar" />
          ))}
        </div>
      ))}
    </div>
  );
}

/** Boxes on a grid still to come (a dashboard's tiles). */
export function TilesSkeleton({ label, tiles = 4 }: { label: string; tiles?: number }) {
  return (
    <div className="skeleton-tiles" role="status" aria-label={label}>
      {repeat(tiles).map((tile) => (
        <div key={tile} className="skeleton-tile" aria-hidden="true">
          <span className="skeleton__bar skeleton-card__title" />
        </div>
      ))}
    </div>
  );
}
