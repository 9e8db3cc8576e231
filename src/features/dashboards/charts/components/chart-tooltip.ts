import type uPlot from "uplot";

const MAX_ROWS = 8;
const timeFormat = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", second: "2-digit" });

function element(tag: string, className: string, text?: string): HTMLElement {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * A uPlot plugin: the values at the pointer's instant, beside the pointer, on the chart being hovered
 * only (the others of the dashboard show the shared crosshair). Written with textContent: labels come
 * from data.
 */
export function tooltipPlugin(format: (value: number | null) => string): uPlot.Plugin {
  const tip = element("div", "chart-tooltip");
  tip.hidden = true;
  const hide = () => (tip.hidden = true);

  const update = (self: uPlot) => {
    const index = self.cursor.idx;
    const hovered = self.cursor.event != null;
    if (index == null || !hovered || self.cursor.left == null || self.cursor.left < 0) {
      tip.hidden = true;
      return;
    }
    const rows = self.series
      .slice(1)
      .map((series, position) => ({ series, value: self.data[position + 1]?.[index] ?? null }))
      .filter(({ series }) => series.show !== false)
      .sort((a, b) => (b.value ?? -Infinity) - (a.value ?? -Infinity));
    tip.replaceChildren(element("div", "chart-tooltip__time", timeFormat.format(self.data[0][index]!)));
    for (const { series, value } of rows.slice(0, MAX_ROWS)) {
      const row = element("div", "chart-tooltip__row");
      const swatch = element("span", "chart-tooltip__swatch");
      swatch.style.background = typeof series.stroke === "string" ? series.stroke : "currentColor";
      row.append(swatch, element("span", "chart-tooltip__label", String(series.label ?? "")), element("span", "chart-tooltip__value", format(value)));
      tip.appendChild(row);
    }
    if (rows.length > MAX_ROWS) tip.appendChild(element("div", "chart-tooltip__more", `and ${rows.length - MAX_ROWS} more`));
    tip.hidden = false;
    const left = self.cursor.left + 14;
    const flip = left + tip.offsetWidth > self.over.clientWidth;
    tip.style.transform = `translate(${flip ? self.cursor.left - tip.offsetWidth - 14 : left}px, ${Math.max(0, (self.cursor.top ?? 0) - 10)}px)`;
  };

  return {
    hooks: {
      init: (self) => {
        self.over.appendChild(tip);
        self.over.addEventListener("pointerleave", hide);
      },
      setCursor: update,
      destroy: (self) => {
        self.over.removeEventListener("pointerleave", hide);
        tip.remove();
      },
    },
  };
}
