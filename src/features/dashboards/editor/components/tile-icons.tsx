/** Small decorative glyphs; the words next to them carry the meaning. */
export function TimeSeriesIcon() {
  return (
    <svg className="tile-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M1 13 L5 8 L8 10 L12 4 L15 6" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function NumberIcon() {
  return (
    <svg className="tile-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M5.5 2 L4 14 M11.5 2 L10 14 M2 5.5 H14 M1.5 10.5 H13.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

export function TableIcon() {
  return (
    <svg className="tile-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M2 3h12v10H2zM2 6.5h12M2 10h12M6 3v10" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
    </svg>
  );
}

export function GripIcon() {
  return (
    <svg className="tile-icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      {[4, 8, 12].flatMap((y) => [6, 10].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.2" fill="currentColor" />))}
    </svg>
  );
}

export function BellIcon() {
  return (
    <svg className="tile-icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M8 2a4 4 0 0 0-4 4v3L2.5 11.5h11L12 9V6a4 4 0 0 0-4-4Zm-1.5 11a1.5 1.5 0 0 0 3 0" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
    </svg>
  );
}
