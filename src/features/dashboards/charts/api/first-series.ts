import type { QueryClient } from "@tanstack/react-query";
import type { ServiceRef } from "@/lib/service-ref";
import type { Tile } from "@/shared/schemas/dashboard";
import { inTaskOfItsOwn } from "@/lib/one-task-each";
import { IN_VIEW_MARGIN_PX } from "@/ui/use-in-view";
import { STACK_BELOW_PX, tilesOnFirstScreen } from "../../editor/model/grid-geometry";
import { tileQuery } from "../model/tile-query";
import { readRange, resolveRange } from "../model/time-range";
import { seriesQueries } from "./series-queries";

/**
 * About where the grid starts in the window: below the page's header, its toolbar and the time
 * controls, which wrap when the page is narrow (measured: 212 px beside the side navigation at
 * 1280 px; 330 px stacked at 800 px; 469 px on a 412 px phone, below the navigation's row).
 */
const GRID_TOP_WIDE_PX = 210;
const GRID_TOP_STACKED_PX = 470;

/**
 * The part of the grid a page opened at its top shows first (with the margin within which a tile
 * below the window starts loading), from the page's main column: as wide as it, less its padding.
 */
export function firstScreenOfGrid(main: Element | null, window: { innerWidth: number; innerHeight: number }): { width: number; height: number } {
  let width = window.innerWidth;
  if (main) {
    const style = getComputedStyle(main);
    width = main.clientWidth - (parseFloat(style.paddingLeft) || 0) - (parseFloat(style.paddingRight) || 0);
  }
  const top = width >= STACK_BELOW_PX ? GRID_TOP_WIDE_PX : GRID_TOP_STACKED_PX;
  return { width, height: window.innerHeight + IN_VIEW_MARGIN_PX - top };
}

/**
 * Asks for the series of the tiles a dashboard shows first, over the range in the page's address read
 * against `at`: with the dashboard's answer, instead of once its tiles have been drawn and seen. The
 * tiles read the range against the same moment (useDashboardTime's `readAt`), so they find these
 * answers under their own keys and ask nothing twice (a tile drawn before its turn here asks itself,
 * and this finds its request on the way).
 *
 * One tile a task: building a request and handing it to fetch() costs a few milliseconds each on a
 * phone, and a first screen of tiles asked for at once was one long task while the page was loading.
 */
export function prefetchFirstSeries(
  queryClient: QueryClient,
  serviceRef: ServiceRef,
  tiles: readonly Tile[],
  search: URLSearchParams,
  at: number,
  firstScreen: { width: number; height: number },
): void {
  const resolved = resolveRange(readRange({ from: search.get("from"), to: search.get("to") }, at).range, at);
  for (const tile of tilesOnFirstScreen(tiles, firstScreen)) {
    inTaskOfItsOwn(() => {
      const prepared = tileQuery(tile, resolved);
      if (prepared.ok) void queryClient.prefetchQuery(seriesQueries.series(serviceRef, prepared.query.body));
    });
  }
}
