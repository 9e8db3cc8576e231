import type uPlot from "uplot";
import { formatClockTime, formatDayOfMonth } from "@/lib/format-time";

const MAX_ROWS = 8;
/** Between the pointer and the tooltip, in CSS pixels. */
const GAP = 14;

/** "Nov 28, 14:05:03": the moment under the pointer. */
const formatMoment = (time: number) => `${formatDayOfMonth(time)}, ${formatClockTime(time)}`;

function element(tag: string, className: string, text?: string): HTMLElement {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A line's colour: once the plot is built, uPlot keeps each series' stroke as a function of it. */
function strokeOf(self: uPlot, seriesIndex: number): string {
  const stroke = self.series[seriesIndex]?.stroke;
  const value = typeof stroke === "function" ? stroke(self, seriesIndex) : stroke;
  return typeof value === "string" ? value : "currentColor";
}

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, max));
/** Kept between the tooltip and the window's edges, in CSS pixels. */
const EDGE = 8;

/**
 * A uPlot plugin: the values at the pointer's instant, beside the pointer, on the chart being hovered
 * only (the others of the dashboard show the shared crosshair). Written with textContent: labels come
 * from data. While shown it lives on the page's body (or the open dialog holding the chart, which sits
 * above the page), placed in the window: a tile or a small chart would cut it off, as on a phone,
 * where it is wider than the chart.
 */
export function tooltipPlugin(format: (value: number | null) => string): uPlot.Plugin {
  const tip = element("div", "chart-tooltip");
  // The chart's text summary and table view carry the same numbers for assistive tech.
  tip.setAttribute("aria-hidden", "true");
  let over: HTMLElement | undefined;
  // The page moving under a shown tooltip takes it away; the pointer's next move places it again. So
  // does a press outside the chart: after a tap, nothing else would.
  const hide = () => {
    tip.remove();
    window.removeEventListener("scroll", hide, { capture: true });
    document.removeEventListener("pointerdown", pressElsewhere, { capture: true });
  };
  const pressElsewhere = (event: PointerEvent) => {
    if (!(event.target instanceof Node && over?.contains(event.target))) hide();
  };
  const show = (host: Element) => {
    host.appendChild(tip);
    window.addEventListener("scroll", hide, { capture: true, passive: true });
    document.addEventListener("pointerdown", pressElsewhere, { capture: true, passive: true });
  };
  // A finger lifted from the screen leaves the chart (pointerleave) as a mouse moved off it does, but
  // the tooltip of a tap is what the user asked to see: it stays until a tap elsewhere or a scroll.
  const leave = (event: PointerEvent) => {
    if (event.pointerType === "mouse") hide();
  };

  const update = (self: uPlot) => {
    const index = self.cursor.idx;
    const hovered = self.cursor.event != null;
    if (index == null || !hovered || self.cursor.left == null || self.cursor.left < 0) {
      hide();
      return;
    }
    const rows = self.series
      .slice(1)
      .map((series, position) => ({ series, seriesIndex: position + 1, value: self.data[position + 1]?.[index] ?? null }))
      .filter(({ series }) => series.show !== false)
      .sort((a, b) => (b.value ?? -Infinity) - (a.value ?? -Infinity));
    tip.replaceChildren(element("div", "chart-tooltip__time", formatMoment(self.data[0][index]!)));
    for (const { series, seriesIndex, value } of rows.slice(0, MAX_ROWS)) {
      const row = element("div", "chart-tooltip__row");
      const swatch = element("span", "chart-tooltip__swatch");
      swatch.style.background = strokeOf(self, seriesIndex);
      row.append(swatch, element("span", "chart-tooltip__label", String(series.label ?? "")), element("span", "chart-tooltip__value", format(value)));
      tip.appendChild(row);
    }
    if (rows.length > MAX_ROWS) tip.appendChild(element("div", "chart-tooltip__more", `and ${rows.length - MAX_ROWS} more`));
    if (!tip.isConnected) show(self.root.closest("dialog") ?? document.body);
    // Right of the pointer, else left of it, else as near as the window allows.
    const { offsetWidth: width, offsetHeight: height } = tip;
    // The window without its scrollbars.
    const { clientWidth: windowWidth, clientHeight: windowHeight } = document.documentElement;
    const pointerX = self.rect.left + self.cursor.left;
    const pointerY = self.rect.top + (self.cursor.top ?? 0);
    const right = pointerX + GAP;
    const x = right + width <= windowWidth - EDGE ? right : pointerX - GAP - width;
    const y = pointerY - 10;
    tip.style.transform = `translate(${clamp(x, EDGE, windowWidth - EDGE - width)}px, ${clamp(y, EDGE, windowHeight - EDGE - height)}px)`;
  };

  return {
    hooks: {
      init: (self) => {
        over = self.over;
        over.addEventListener("pointerleave", leave);
      },
      setCursor: update,
      destroy: (self) => {
        self.over.removeEventListener("pointerleave", leave);
        hide();
      },
    },
  };
}
