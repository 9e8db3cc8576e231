import type { Page } from "@playwright/test";

/** Figures a bench prints, one line each, easy to paste into a note. */
export function report(name: string, figures: Record<string, string | number>): void {
  const parts = Object.entries(figures).map(([key, value]) => `${key}=${typeof value === "number" ? value.toFixed(1) : value}`);
  console.log(`[bench] ${name}: ${parts.join("  ")}`);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The value below which `p` percent of the values lie (nearest rank). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Connects with the demo credentials the emulator offers. */
export async function connectDemo(page: Page): Promise<void> {
  await page.goto("/connect");
  await page.getByRole("button", { name: "Use demo credentials" }).click();
  await page.waitForURL(/\/o$/);
}
