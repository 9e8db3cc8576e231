import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { withLazyIntl } from "./uplot-lazy-intl";

const uplotSource = readFileSync(new URL("../node_modules/uplot/dist/uPlot.esm.js", import.meta.url), "utf8");

describe("withLazyIntl", () => {
  it("leaves the installed uPlot making no Intl object as its module loads", () => {
    const topLevelIntl = (code: string) => code.split("\n").filter((line) => /^(const|let|var) \w+ = new Intl\./.test(line));
    expect(topLevelIntl(uplotSource)).toHaveLength(2);
    const patched = withLazyIntl(uplotSource);
    expect(topLevelIntl(patched)).toEqual([]);
    expect(patched).toContain("(numFormatter ??= new Intl.NumberFormat(");
    expect(patched).toContain("(localTz ??= new Intl.DateTimeFormat().resolvedOptions().timeZone)");
  });

  it("fails when a line it rewrites is not there", () => {
    expect(() => withLazyIntl(uplotSource.replace("const localTz = ", "const localTimeZone = "))).toThrow(/uPlot updated/);
  });
});
