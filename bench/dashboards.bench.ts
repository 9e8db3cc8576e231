import { expect, test, type Page } from "@playwright/test";
import { DEMO_ORGANIZATION, PRODUCTION_SERVICE } from "../src/server/emulator/seed-ids";
import { connectDemo, median, percentile, report } from "./bench-support";
import { frameFigures, installFrameTiming, type FrameTiming, type TimedInput } from "./frame-timing";

// The dashboard editor with 200 tiles: opening it, a 40-step drag onto other tiles (renders of the
// tiles not being dragged, pushed ones included; time per step), and the PUT that saves it.
// Figures are printed, never asserted.

const TILE_COUNT = 200;
const RUNS = 5;
const DRAG_STEPS = 40;
const SERVICE_API = `/v1/organizations/${DEMO_ORGANIZATION.id}/services/${PRODUCTION_SERVICE.id}`;
const EDITOR_PATH = (id: string) => `/o/${DEMO_ORGANIZATION.id}/s/${PRODUCTION_SERVICE.id}/dashboards/${id}`;
const AUTH = `Basic ${Buffer.from("demo-key-id:demo-key-secret").toString("base64")}`;

declare global {
  interface Window {
    __allTilesAt?: number;
    __tileRenders?: Record<string, number>;
    __frameAfterMove?: number[];
    __moveFrames?: MoveFrames;
  }
}

/** Pointer moves timed by frames (frame-timing.ts), and what the dragged tile showed. */
interface MoveFrames {
  /** The dragged tile; none while the pointer only hovers (then a move has nothing to show). */
  tileKey?: string;
  timings: Promise<FrameTiming | undefined>[];
  /** The tile's transform before each move, and in the frame counted as showing it. */
  steps: { before: string; shown: string }[];
  latest?: TimedInput;
}

/**
 * Runs in the page before anything else: for each mouse move, the time from the event to the end of
 * the next frame (rendered, laid out and painted), measured by the page itself. A message posted from
 * inside requestAnimationFrame is handled just after that frame is done. This is what the user waits
 * for; the harness's own round trips (Playwright to the browser and back) are not part of it.
 */
function timeFramesAfterMoves() {
  window.addEventListener(
    "mousemove",
    (event) => {
      const list = window.__frameAfterMove;
      if (!list) return;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => list.push(performance.now() - event.timeStamp);
        channel.port2.postMessage(null);
      });
    },
    { capture: true },
  );
  // Beside it, the same move timed from the first frame after it (frame-timing.ts says why both).
  // A move is shown by the first frame in which the dragged tile's transform (where the grid puts it)
  // differs from before the move; the bench then checks that this is where the move left it. A move
  // that leaves the tile where it was shows nothing: its timing ends at the next move, undefined.
  window.addEventListener(
    "mousemove",
    (event) => {
      const watch = window.__moveFrames;
      if (!watch) return;
      watch.latest?.stop();
      const tile = watch.tileKey ? document.querySelector<HTMLElement>(`[data-tile-key="${watch.tileKey}"]`) : null;
      const step = { before: tile?.style.transform ?? "", shown: "" };
      const shown = () => {
        step.shown = tile?.style.transform ?? "";
        return !tile || step.shown !== step.before;
      };
      watch.latest = window.__timeFrames!({ shown, inputAt: event.timeStamp, watched: tile ?? undefined, changes: { attributeFilter: ["style"] } });
      watch.steps.push(step);
      watch.timings.push(watch.latest.result);
    },
    { capture: true },
  );
}

/**
 * Runs in the page before React: a stand-in for React's DevTools hook, which React DOM calls after
 * every commit, production builds included. Each commit, the tile bodies (the memoised component
 * with a `tileKey` and an `onOpenMenu` prop) whose props object is new since the last commit have
 * rendered; a body that bailed out keeps its props object. The console's own code counts nothing.
 * Counting walks the whole fiber tree on each commit, which costs a drag step time of its own: the
 * drag is therefore done twice, once counted and once timed with counting off (`__tileRenders`
 * unset, the hook does nothing).
 */
function countTileBodyRenders() {
  interface Fiber {
    child: Fiber | null;
    sibling: Fiber | null;
    type: unknown;
    memoizedProps: Record<string, unknown> | null;
  }
  const lastProps = new Map<string, unknown>();
  const visit = (fiber: Fiber | null) => {
    for (let node = fiber; node; node = node.sibling) {
      const props = node.memoizedProps;
      const key = typeof node.type === "function" && props && "onOpenMenu" in props ? props.tileKey : undefined;
      if (typeof key !== "string") {
        visit(node.child);
        continue;
      }
      if (lastProps.get(key) !== props) {
        lastProps.set(key, props);
        const counts = window.__tileRenders;
        if (counts) counts[key] = (counts[key] ?? 0) + 1;
      }
    }
  };
  Object.defineProperty(window, "__REACT_DEVTOOLS_GLOBAL_HOOK__", {
    value: {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      // Walks the whole tree, so it runs only while renders are being counted (not in the timed drag).
      onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
        if (window.__tileRenders) visit(root.current);
      },
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      checkDCE: () => undefined,
    },
  });
}

/** 200 tiles of 4×2, six to a row, with a mix of time series and single numbers. */
function bigDashboard() {
  return {
    name: "Bench: 200 tiles",
    tags: ["bench"],
    tiles: Array.from({ length: TILE_COUNT }, (_, index) => ({
      name: `Tile ${index + 1}`,
      x: (index % 6) * 4,
      y: Math.floor(index / 6) * 2,
      w: 4,
      h: 2,
      asRatio: false,
      // p95 needs its field (the emulator refuses a tile without one, as gaps.md says).
      series: [{ type: index % 3 === 0 ? "number" : "time", dataSource: "events", aggFn: index % 2 ? "count" : "p95", ...(index % 2 ? {} : { field: "duration_ms" }), where: `service:svc-${index % 7}`, groupBy: [] }],
    })),
  };
}

async function openEditor(page: Page, id: string): Promise<number> {
  await page.goto(EDITOR_PATH(id));
  await page.waitForFunction((count) => window.__allTilesAt !== undefined && document.querySelectorAll("[data-tile-key]").length === count, TILE_COUNT);
  return page.evaluate(() => window.__allTilesAt!);
}

test("dashboard editor: 200 tiles: open, drag, save", async ({ page, request }) => {
  const created = await request.post(`${SERVICE_API}/stack/dashboards`, { headers: { Authorization: AUTH }, data: bigDashboard() });
  expect(created.ok()).toBe(true);
  const dashboard = (await created.json()).result as { id: string; tiles: { id: string }[] };

  await connectDemo(page);
  // From the start of each document: count tile body renders, and note when all 200 tiles are in the DOM.
  await page.addInitScript(countTileBodyRenders);
  await page.addInitScript(installFrameTiming);
  await page.addInitScript(timeFramesAfterMoves);
  await page.addInitScript((count: number) => {
    window.__tileRenders = {};
    const observer = new MutationObserver(() => {
      if (document.querySelectorAll("[data-tile-key]").length >= count) {
        window.__allTilesAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  }, TILE_COUNT);

  // Full page loads: navigation start (time origin) to all 200 tiles in the DOM.
  const opens: number[] = [];
  for (let run = 0; run < RUNS; run += 1) opens.push(await openEditor(page, dashboard.id));
  // Shows the counter works: each body renders once when the page opens.
  const rendersOnOpen = await page.evaluate(() => Object.values(window.__tileRenders ?? {}).reduce((sum, n) => sum + n, 0));
  report("dashboard editor open, 200 tiles (full page load)", { medianMs: median(opens), minMs: Math.min(...opens), maxMs: Math.max(...opens), tileBodyRendersOnOpen: rendersOnOpen, runs: RUNS });

  // A 40-step mouse drag of the last tile, in Edit mode, up and across other tiles' places: each
  // step pushes the tiles in its way down (and lets those it left go back).
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const lastKey = dashboard.tiles.at(-1)!.id;
  const handle = page.locator(`[data-tile-key="${lastKey}"] .dashboard-tile__drag`);
  const grid = (await page.locator(".react-grid-layout").boundingBox())!;
  const pitch = (grid.width - 12 * 23) / 24 + 12;
  const rowPitch = 48 + 12;
  const places = () => page.locator("[data-tile-key]").evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute("aria-label")));
  const before = await places();
  /** Where a pass starts: on the tile's handle, with the tile in the middle of the window. */
  const start = async () => {
    await handle.evaluate((element) => element.scrollIntoView({ block: "center" }));
    const box = (await handle.boundingBox())!;
    return { x: box.x + 30, y: box.y + box.height / 2 };
  };
  /** Pointer move to the next frame: what a step costs, the harness's own round trips included. */
  const timedMove = async (x: number, y: number) => {
    const started = performance.now();
    await page.mouse.move(x, y);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    return performance.now() - started;
  };
  const watchMoves = (tileKey?: string) =>
    page.evaluate((key) => {
      window.__frameAfterMove = [];
      window.__moveFrames = { tileKey: key, timings: [], steps: [] };
    }, tileKey);
  const movesWatched = () =>
    page.evaluate(async () => {
      const watch = window.__moveFrames!;
      window.__moveFrames = undefined;
      watch.latest?.stop();
      return { frameTimes: window.__frameAfterMove ?? [], timings: await Promise.all(watch.timings), steps: watch.steps };
    });
  /** The 40 steps with the button down, timed; the tile is still held when it returns. */
  const drag = async () => {
    const { x: startX, y: startY } = await start();
    await page.mouse.move(startX, startY);
    await page.mouse.down();
    await watchMoves(lastKey);
    const harnessTimes: number[] = [];
    for (let step = 1; step <= DRAG_STEPS; step += 1) {
      harnessTimes.push(await timedMove(startX + (step * 12 * pitch) / DRAG_STEPS, startY - (step * 4 * rowPitch) / DRAG_STEPS));
    }
    const watched = await movesWatched();
    // Where each step left the tile: the transform the next step found before it moved (the last
    // step: the transform after the drag, before the drop). A step timed must have shown exactly that;
    // a step not timed must have left the tile where it was. Each step moves the pointer by about 12 px
    // and the tile with it, so all 40 steps count in "drag-steps-moving-the-tile".
    const settled = await handle.evaluate((element) => element.closest<HTMLElement>("[data-tile-key]")!.style.transform);
    const leftAt = watched.steps.map((_, index) => watched.steps[index + 1]?.before ?? settled);
    const verified = watched.steps.filter((step, index) => (watched.timings[index] ? step.shown === leftAt[index] : step.before === leftAt[index])).length;
    const movingSteps = watched.timings.filter((timing, index) => watched.steps[index]!.before !== leftAt[index]);
    return { ...watched, harnessTimes, movingSteps, verified };
  };
  const drop = async () => {
    await page.mouse.up();
    await page.evaluate(() => new Promise(requestAnimationFrame));
  };

  // First pass, renders counted: which tiles render during the drag and after the drop.
  await page.evaluate(() => (window.__tileRenders = {}));
  const counted = await drag();
  const duringDrag = await page.evaluate(() => ({ ...window.__tileRenders }));
  await drop();
  const afterDrop = await page.evaluate(() => ({ ...window.__tileRenders }));
  const after = await places();
  // Undo puts every tile back, so the second pass drags over the same layout.
  await page.getByRole("toolbar", { name: "Dashboard editor" }).getByRole("button", { name: "Undo" }).click();
  expect(await places()).toEqual(before);

  // Second pass, counting off: the hover floor, then the same drag, timed.
  await page.evaluate(() => (window.__tileRenders = undefined));
  const hoverAt = await start();
  await page.mouse.move(hoverAt.x, hoverAt.y);
  const hoverTimes: number[] = [];
  await watchMoves();
  for (let step = 1; step <= DRAG_STEPS; step += 1) hoverTimes.push(await timedMove(hoverAt.x + (step % 2), hoverAt.y));
  // In the page, the same: what a pointer move costs when the console has nothing to do for it.
  const hover = await movesWatched();
  const timed = await drag();
  await drop();
  expect(await places()).toEqual(after);
  const untouched = (counts: Record<string, number>) => Object.entries(counts).filter(([key]) => key !== lastKey).reduce((sum, [, n]) => sum + n, 0);
  report(`dashboard editor drag, 200 tiles, ${DRAG_STEPS} steps onto other tiles`, {
    untouchedTileRendersDuringDrag: untouched(duringDrag),
    untouchedTileBodyRendersPerDragStep: untouched(duringDrag) / DRAG_STEPS,
    draggedTileBodyRendersDuringDrag: duringDrag[lastKey] ?? 0,
    untouchedTileRendersAfterDrop: untouched(afterDrop),
    // Labels name each tile's place; the tiles are in the page in reading order, which the drop may change.
    tilesPushedByDrop: after.filter((label) => !before.includes(label)).length - 1,
    // In the page: mouse move to the next frame painted, what a user waits for (the timed pass).
    "drag-step-ms(median)": median(timed.frameTimes),
    "drag-step-ms(p95)": percentile(timed.frameTimes, 95),
    stepsTimed: timed.frameTimes.length,
    // In the page, from the first frame after the move to the frame that shows the tile moved, for
    // the steps that moved it; and how many steps' frames were checked as above.
    ...frameFigures("drag-step", timed.movingSteps),
    "drag-steps-moving-the-tile": timed.movingSteps.length,
    "drag-step-frames-verified": `${timed.verified}/${timed.steps.length}`,
    // The first pass, for comparison: the same drag while the harness counted renders.
    "drag-step-ms-while-counting-renders(p95)": percentile(counted.frameTimes, 95),
    "drag-step-frames-verified-while-counting": `${counted.verified}/${counted.steps.length}`,
    // The floor of that measure: the move waits for the next frame whatever the page does.
    "hover-step-ms(median)": median(hover.frameTimes),
    "hover-step-ms(p95)": percentile(hover.frameTimes, 95),
    ...frameFigures("hover-step", hover.timings),
    // Through the harness: mouse move sent to a frame seen back in Playwright, round trips included.
    harnessStepMedianMs: median(timed.harnessTimes),
    harnessStepP95Ms: percentile(timed.harnessTimes, 95),
    harnessHoverMedianMs: median(hoverTimes),
  });
  await expect(page.getByRole("toolbar", { name: "Dashboard editor" }).getByRole("status")).toHaveText("Unsaved changes");

  // Save: the PUT of 200 tiles (request timing), and click to "All changes saved" (re-read + PUT).
  const puts: number[] = [];
  const saves: number[] = [];
  const first = page.locator(`[data-tile-key="${dashboard.tiles[0]!.id}"]`);
  for (let run = 0; run < RUNS; run += 1) {
    // Grow the first tile by a row, then shrink it back (2 rows is the least): a change each time, so Save is enabled.
    if (run > 0) {
      await first.focus();
      await page.keyboard.press(run % 2 ? "Shift+ArrowDown" : "Shift+ArrowUp");
    }
    const response = page.waitForResponse((answer) => answer.request().method() === "PUT" && answer.url().includes(`/api/v2/dashboards/${dashboard.id}`));
    const clicked = Date.now();
    await page.getByRole("button", { name: "Save" }).click();
    const answer = await response;
    await expect(page.getByRole("toolbar", { name: "Dashboard editor" }).getByRole("status")).toHaveText("All changes saved");
    saves.push(Date.now() - clicked);
    const timing = answer.request().timing();
    puts.push(timing.responseEnd - timing.requestStart);
    expect((answer.request().postDataJSON() as { tiles: unknown[] }).tiles).toHaveLength(TILE_COUNT);
  }
  report("dashboard editor save, 200 tiles", { putMedianMs: median(puts), putMaxMs: Math.max(...puts), clickToSavedMedianMs: median(saves), runs: RUNS });
});
