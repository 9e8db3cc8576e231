import { afterEach, describe, expect, it } from "vitest";
import { firstScreenOfGrid } from "./first-series";

afterEach(() => document.body.replaceChildren());

/** A page's main column `width` px wide (padding included), as the browser would lay it out. */
function mainColumn(width: number, padding: string): Element {
  const main = document.createElement("main");
  main.style.padding = padding;
  Object.defineProperty(main, "clientWidth", { value: width });
  document.body.append(main);
  return main;
}

describe("firstScreenOfGrid", () => {
  it("takes the grid's width from the main column less its padding: wide beside the side navigation", () => {
    // 1280 px window: the main column is 1048 px, 28 px padding each side; the grid starts about 210 px down.
    expect(firstScreenOfGrid(mainColumn(1048, "24px 28px 48px"), { innerWidth: 1280, innerHeight: 800 })).toEqual({ width: 992, height: 790 });
  });

  it("is stacked when the column is narrower than the grid stacks at, and then starts further down", () => {
    expect(firstScreenOfGrid(mainColumn(568, "24px 28px 48px"), { innerWidth: 800, innerHeight: 900 })).toEqual({ width: 512, height: 630 });
    expect(firstScreenOfGrid(mainColumn(412, "16px 14px 40px"), { innerWidth: 412, innerHeight: 823 })).toEqual({ width: 384, height: 553 });
  });

  it("without a main column, takes the window's width", () => {
    expect(firstScreenOfGrid(null, { innerWidth: 1280, innerHeight: 800 })).toEqual({ width: 1280, height: 790 });
  });
});
