import { describe, expect, it } from "vitest";

// The console's stylesheets keep to the type scale in theme.css: each font size and weight a page
// uses is a font the browser must look up on a cold load, and a value a little off the scale costs
// a lookup of its own. Values that follow their context (inherit, a code span's 0.9em) are fine.
const SIZES = /^var\(--text-(sm|md|base|lg|xl|2xl)\)$|^inherit$|^0\.9em$/;
const WEIGHTS = /^var\(--weight-(medium|strong)\)$|^400$|^inherit$/;
// A big number sized to its tile (container query units): it takes any size by design.
const SIZED_TO_ITS_BOX = /^clamp\(.*cq[ib].*\)$/;

/** Every stylesheet of the console, as text (Vite's glob import, relative to this file). */
const STYLESHEETS = import.meta.glob<string>("../**/*.css", { query: "?raw", import: "default", eager: true });

function declarations(property: string): { file: string; value: string }[] {
  return Object.entries(STYLESHEETS).flatMap(([file, text]) =>
    [...text.matchAll(new RegExp(`(?<![\\w-])${property}\\s*:\\s*([^;}]+)`, "g"))].map((match) => ({ file, value: match[1]!.trim() })),
  );
}

describe("type scale", () => {
  it("finds the stylesheets' font sizes and weights", () => {
    expect(Object.keys(STYLESHEETS).length).toBeGreaterThan(10);
    expect(declarations("font-size").length).toBeGreaterThan(40);
    expect(declarations("font-weight").length).toBeGreaterThan(40);
  });

  it("every font size is a step of the scale", () => {
    const off = declarations("font-size").filter(({ value }) => !SIZES.test(value) && !SIZED_TO_ITS_BOX.test(value));
    expect(off).toEqual([]);
  });

  it("every font weight is regular, medium or strong", () => {
    const off = declarations("font-weight").filter(({ value }) => !WEIGHTS.test(value));
    expect(off).toEqual([]);
  });
});
