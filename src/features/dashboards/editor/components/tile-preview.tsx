/** What a tile draws under its title: a decorative shape of its chart kind, as no data is drawn yet. */
export function TilePreview({ kind }: { kind: "time" | "number" | "other" }) {
  return (
    <div className={`dashboard-tile__preview dashboard-tile__preview--${kind}`} aria-hidden="true">
      {kind === "number" ? <span className="dashboard-tile__number">—</span> : <PreviewLine />}
    </div>
  );
}

function PreviewLine() {
  return (
    <svg viewBox="0 0 100 30" preserveAspectRatio="none" className="dashboard-tile__line">
      <polyline points="0,24 12,20 24,22 36,14 48,17 60,9 72,13 84,6 100,10" fill="none" stroke="currentColor" strokeWidth="1.5" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
