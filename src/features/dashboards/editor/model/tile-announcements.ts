/** A tile's place in words, as screen readers announce it and tiles are labelled: 1-based column and row. */
export function placeText({ x, y, w, h }: { x: number; y: number; w: number; h: number }): string {
  return `column ${x + 1}, row ${y + 1}, ${w} wide, ${h} tall`;
}

const NAMED_AT_MOST = 3;

/** What a move or resize pushed out of its way, to follow its place: "; pushed “Errors” down", or nothing. */
export function pushedText(names: readonly string[]): string {
  if (names.length === 0) return "";
  const quoted = names.slice(0, NAMED_AT_MOST).map((name) => `“${name}”`);
  const rest = names.length - quoted.length;
  const list = rest > 0 ? `${quoted.join(", ")} and ${rest} more tile${rest === 1 ? "" : "s"}` : quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(", ")} and ${quoted.at(-1)}`;
  return `; pushed ${list} down`;
}
