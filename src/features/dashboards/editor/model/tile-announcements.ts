/** A tile's place in words, as screen readers announce it and tiles are labelled: 1-based column and row. */
export function placeText({ x, y, w, h }: { x: number; y: number; w: number; h: number }): string {
  return `column ${x + 1}, row ${y + 1}, ${w} wide, ${h} tall`;
}
