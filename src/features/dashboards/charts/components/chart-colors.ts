import { useSyncExternalStore } from "react";
import { PALETTE_SIZE } from "../model/line-colors";

const DARK_QUERY = "(prefers-color-scheme: dark)";

/** The scheme the theme follows (it follows the system), so a chart can redraw in the other colours. */
export function usePrefersDark(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia?.(DARK_QUERY);
      query?.addEventListener("change", onChange);
      return () => query?.removeEventListener("change", onChange);
    },
    () => window.matchMedia?.(DARK_QUERY).matches ?? false,
    () => false,
  );
}

export interface ChartPalette {
  lines: string[];
  axis: string;
  grid: string;
}

/** The theme's chart colours (`--chart-1` … `--chart-10`) for the lines' palette slots, read where the canvas needs strings. */
export function chartColors(slots: readonly number[]): ChartPalette {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const base = Array.from({ length: PALETTE_SIZE }, (_, index) => read(`--chart-${index + 1}`, "#2d5bd7"));
  return {
    lines: slots.map((slot) => base[slot % PALETTE_SIZE]!),
    axis: read("--text-muted", "#58616d"),
    grid: read("--chart-grid", "#dde1e7"),
  };
}
