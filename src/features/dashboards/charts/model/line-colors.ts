import type { ChartLine } from "./series-pivot";

/** The theme's chart colours: `--chart-1` … `--chart-10`. */
export const PALETTE_SIZE = 10;

/**
 * The palette slot of each line, by what the line is, never by how it ranks: lines come largest first,
 * and that order changes with the range and on each refresh, and a line must keep its colour through
 * them to be followed. Grouped lines take the slots in the order of their names; lines of a tile
 * without groups are its series, in the tile's own order. Not a hash of the name: that gives two lines
 * of one tile the same colour, or near ones (the palette's first colours are the most distinct, and
 * name order deals them out first). The cost: a group that comes or goes shifts the names after it.
 */
export function lineColorSlots(lines: readonly Pick<ChartLine, "label" | "group">[], slotCount = PALETTE_SIZE): number[] {
  const grouped = lines.some((line) => line.group !== undefined && line.group.length > 0);
  if (!grouped) return lines.map((_, index) => index % slotCount);
  const names = [...new Set(lines.map((line) => line.label))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const slotOf = new Map(names.map((name, index) => [name, index % slotCount]));
  return lines.map((line) => slotOf.get(line.label)!);
}
