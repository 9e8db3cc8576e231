import type { ReactNode } from "react";

/** Small decorative glyphs; the words next to them carry the meaning. */
function Glyph({ size = 16, children }: { size?: number; children: ReactNode }) {
  return (
    <svg className="tile-icon" viewBox="0 0 16 16" width={size} height={size} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export function TimeSeriesIcon() {
  return (
    <Glyph>
      <path d="M1 13 L5 8 L8 10 L12 4 L15 6" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </Glyph>
  );
}

export function NumberIcon() {
  return (
    <Glyph>
      <path d="M5.5 2 L4 14 M11.5 2 L10 14 M2 5.5 H14 M1.5 10.5 H13.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </Glyph>
  );
}

export function TableIcon() {
  return (
    <Glyph>
      <path d="M2 3h12v10H2zM2 6.5h12M2 10h12M6 3v10" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
    </Glyph>
  );
}

export function GripIcon() {
  return (
    <Glyph size={14}>
      {[4, 8, 12].flatMap((y) => [6, 10].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.2" fill="currentColor" />))}
    </Glyph>
  );
}

export function BellIcon() {
  return (
    <Glyph size={14}>
      <path d="M8 2a4 4 0 0 0-4 4v3L2.5 11.5h11L12 9V6a4 4 0 0 0-4-4Zm-1.5 11a1.5 1.5 0 0 0 3 0" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
    </Glyph>
  );
}
