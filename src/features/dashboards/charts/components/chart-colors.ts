import { useSyncExternalStore } from "react";

const DARK_QUERY = "(prefers-color-scheme: dark)";
const LINE_VARIABLES = 10;

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

/** The theme's chart colours (`--chart-1` … `--chart-10`, repeated past ten), read where the canvas needs strings. */
export function chartColors(count: number): ChartPalette {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const base = Array.from({ length: LINE_VARIABLES }, (_, index) => read(`--chart-${index + 1}`, "#2d5bd7"));
  return {
    lines: Array.from({ length: count }, (_, index) => base[index % LINE_VARIABLES]!),
    axis: read("--text-muted", "#58616d"),
    grid: read("--chart-grid", "#dde1e7"),
  };
}
