import { afterEach, describe, expect, it, vi } from "vitest";

/** The module afresh (its Floating UI promise is module state), over a mocked Floating UI chunk. */
async function freshPlaceNextTo(floatingUi: () => Record<string, unknown>) {
  vi.resetModules();
  vi.doMock("./floating-ui", floatingUi);
  return import("./place-next-to");
}

function anchorAndMenu() {
  const anchor = document.createElement("button");
  anchor.getBoundingClientRect = () => ({ top: 100, bottom: 130, left: 300, right: 400, width: 100, height: 30, x: 300, y: 100, toJSON: () => ({}) });
  const menu = document.createElement("div");
  Object.defineProperty(menu, "offsetWidth", { value: 160 });
  document.body.append(anchor, menu);
  return { anchor, menu };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.doUnmock("./floating-ui");
  document.body.replaceChildren();
});

describe("placeNextTo", () => {
  it("keeps the element transparent and letting presses through until Floating UI has placed it", async () => {
    let place!: () => void;
    const { placeNextTo } = await freshPlaceNextTo(() => ({
      autoUpdate: (_anchor: Element, _floating: HTMLElement, update: () => void) => {
        place = update;
        return () => undefined;
      },
      computePosition: () => Promise.resolve({ x: 240, y: 134 }),
      flip: () => ({}),
      offset: () => ({}),
      shift: () => ({}),
    }));
    const { anchor, menu } = anchorAndMenu();
    placeNextTo(anchor, menu);
    expect(menu.style.opacity).toBe("0");
    expect(menu.style.pointerEvents).toBe("none");
    await flush();
    place();
    await flush();
    expect([menu.style.left, menu.style.top, menu.style.opacity, menu.style.pointerEvents]).toEqual(["240px", "134px", "", ""]);
  });

  it("without Floating UI (its chunk did not come) still shows the element, under its anchor, and asks again next time", async () => {
    let asked = 0;
    const { placeNextTo, preparePlacement } = await freshPlaceNextTo(() => {
      asked += 1;
      throw new Error("Failed to fetch dynamically imported module");
    });
    const { anchor, menu } = anchorAndMenu();
    placeNextTo(anchor, menu);
    await flush();
    await flush();
    // Its right edge on the anchor's (400 - 160), under it (130 + 4).
    expect([menu.style.left, menu.style.top, menu.style.opacity, menu.style.pointerEvents]).toEqual(["240px", "134px", "", ""]);
    await expect(preparePlacement()).rejects.toThrow();
    expect(asked).toBeGreaterThanOrEqual(2);
  });

  it("places nothing once stopped before Floating UI came", async () => {
    const computePosition = vi.fn(() => Promise.resolve({ x: 1, y: 1 }));
    const { placeNextTo } = await freshPlaceNextTo(() => ({ autoUpdate: vi.fn(() => () => undefined), computePosition, flip: vi.fn(), offset: vi.fn(), shift: vi.fn() }));
    const { anchor, menu } = anchorAndMenu();
    placeNextTo(anchor, menu)();
    await flush();
    expect(computePosition).not.toHaveBeenCalled();
    expect(menu.style.left).toBe("");
  });
});
