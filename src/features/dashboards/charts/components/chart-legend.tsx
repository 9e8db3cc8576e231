/** The lines of a chart, each a toggle that hides or shows its line (the canvas has no keyboard of its own). */
export function ChartLegend({ labels, colors, hidden, onToggle }: {
  labels: readonly string[];
  colors: readonly string[];
  hidden: ReadonlySet<string>;
  onToggle: (label: string) => void;
}) {
  return (
    <ul className="chart-legend" aria-label="Lines">
      {labels.map((label, index) => (
        <li key={`${index}-${label}`}>
          <button
            type="button"
            className="chart-legend__item"
            aria-pressed={!hidden.has(label)}
            title={hidden.has(label) ? `Show ${label}` : `Hide ${label}`}
            onClick={() => onToggle(label)}
          >
            <span className="chart-legend__swatch" style={{ background: colors[index] }} aria-hidden="true" />
            <span className="chart-legend__label">{label}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
