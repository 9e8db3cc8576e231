import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BRAND_MARK_SHAPES, BRAND_MARK_VIEW_BOX, brandMarkSvg } from "../shared/brand-mark";

describe("brand mark", () => {
  it("is the tab's icon, shape for shape", () => {
    const icon = readFileSync(new URL("../../public/favicon.svg", import.meta.url), "utf8").trim();
    expect(icon).toBe(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${BRAND_MARK_VIEW_BOX}">${BRAND_MARK_SHAPES}</svg>`);
  });

  it("draws at the size asked, hidden from assistive tech", () => {
    expect(brandMarkSvg(22)).toBe(
      `<svg width="22" height="22" viewBox="0 0 32 32" aria-hidden="true" focusable="false">${BRAND_MARK_SHAPES}</svg>`,
    );
  });
});
