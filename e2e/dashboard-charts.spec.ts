import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { openDashboard, tileNamed } from "./dashboard-editor-support";
import { createChartDashboard, DAY, HOUR, recordSeriesRequests, timeSeries } from "./dashboard-charts-support";
import { expectNoSeriousA11yViolations } from "./support";

const chartIn = (page: Page, name: string) => tileNamed(page, name).locator(".time-chart__plot canvas");

test("tiles draw their data: a chart with a legend per group, a number, a sortable table, and a ratio", async ({ page, request }) => {
  const dashboard = await createChartDashboard(request, "Charts e2e", [
    { name: "Requests by service", x: 0, y: 0, w: 12, h: 5, series: [timeSeries({ groupBy: ["service"] })] },
    { name: "Errors", x: 12, y: 0, w: 6, h: 3, series: [timeSeries({ type: "number", where: "level:error" })] },
    { name: "Error share", x: 18, y: 0, w: 6, h: 3, asRatio: true, series: [timeSeries({ type: "number", where: "level:error" }), timeSeries({ type: "number" })] },
    {
      name: "Latency by service",
      x: 12,
      y: 3,
      w: 12,
      h: 5,
      series: [timeSeries({ type: "table", groupBy: ["service"] }), timeSeries({ type: "table", aggFn: "p95", field: "duration_ms", groupBy: ["service"] })],
    },
  ]);
  await openDashboard(page, dashboard.id, "Charts e2e");

  await expect(chartIn(page, "Requests by service")).toBeVisible();
  const legend = tileNamed(page, "Requests by service").getByRole("list", { name: "Lines" });
  await expect(legend.getByRole("button")).toHaveCount(4);
  for (const service of ["api", "web", "worker", "checkout"]) await expect(legend.getByRole("button", { name: service })).toHaveAttribute("aria-pressed", "true");

  await expect(tileNamed(page, "Errors").locator(".number-view__value")).toHaveText(/^\d[\d,.]*K?$/);
  await expect(tileNamed(page, "Error share").locator(".number-view__value")).toHaveText(/^\d+(\.\d+)? %$/);

  const table = tileNamed(page, "Latency by service").getByRole("table");
  await expect(table.getByRole("row")).toHaveCount(5);
  const countHeader = table.getByRole("columnheader", { name: /^count/ });
  await expect(countHeader).toHaveAttribute("aria-sort", "descending");
  const counts = async () => (await table.locator("tbody tr td:nth-child(2)").allTextContents()).map((text) => Number(text.replace(/[^\d.]/g, "")));
  const descending = await counts();
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  await countHeader.getByRole("button").click();
  await expect(countHeader).toHaveAttribute("aria-sort", "ascending");
  expect(await counts()).toEqual([...descending].reverse());

  // The chart's text twin: a summary for screen readers and a table of the same numbers.
  const chartTile = tileNamed(page, "Requests by service");
  await expect(chartTile.getByText(/^Line chart of Requests by service, 4 lines over \d+ time buckets\./)).toBeAttached();
  await chartTile.getByRole("button", { name: "Show as table" }).click();
  await expect(chartTile.getByRole("table")).toBeVisible();
  await expect(chartTile.getByRole("columnheader", { name: "api" })).toBeVisible();
  // The button says where it leads now, and the focus stays with it.
  await expect(chartTile.getByRole("button", { name: "Show as chart" })).toBeFocused();
  await chartTile.getByRole("button", { name: "Show as chart" }).click();
  await expect(chartIn(page, "Requests by service")).toBeVisible();
  await expect(chartTile.getByRole("button", { name: "Show as table" })).toBeFocused();

  // Hidden lines stay readable in the legend (contrast), and hiding them all says so, with the way back.
  for (const service of ["api", "web", "worker", "checkout"]) await legend.getByRole("button", { name: service }).click();
  await expect(legend.getByRole("button", { name: "api" })).toHaveAttribute("aria-pressed", "false");
  await expect(chartTile.getByText("All lines are hidden.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await chartTile.getByRole("button", { name: "Show all lines" }).click();
  // The legend's first line, whichever group the data put first.
  await expect(legend.getByRole("button").first()).toBeFocused();
  for (const service of ["api", "web", "worker", "checkout"]) await expect(legend.getByRole("button", { name: service })).toHaveAttribute("aria-pressed", "true");
  await expect(chartTile.getByText("All lines are hidden.")).toHaveCount(0);

  await expectNoSeriousA11yViolations(page);
});

test("the range picker changes the URL and the requests, a link with now-7d asks for seven days, and Back returns", async ({ page, request }) => {
  const dashboard = await createChartDashboard(request, "Range e2e", [{ name: "All events", x: 0, y: 0, w: 24, h: 4, series: [timeSeries()] }]);
  const base = await openDashboard(page, dashboard.id, "Range e2e");
  const sent = recordSeriesRequests(page);

  await page.getByRole("button", { name: /^Time range: Last 1 hour/ }).click();
  const panel = page.getByRole("dialog", { name: "Choose a time range" });
  await expect(panel).toBeVisible();
  // The current choice has the focus.
  await expect(panel.getByRole("button", { name: "Last 1 hour" })).toBeFocused();
  const beforeChoice = sent.length;
  await panel.getByRole("button", { name: "Last 6 hours" }).click();
  await expect(page).toHaveURL(/[?&]from=now-6h&to=now/);
  await expect.poll(() => sent.at(-1) && sent.at(-1)!.endTime - sent.at(-1)!.startTime).toBe(6 * HOUR);
  await expect(page.getByRole("button", { name: /^Time range: Last 6 hours/ })).toBeFocused();
  await expect(chartIn(page, "All events")).toBeVisible();
  // Only the new range is asked for: not the hour still shown, read against a new moment first.
  expect(sent.slice(beforeChoice).map((body) => body.endTime - body.startTime)).toEqual([6 * HOUR]);

  const beforeBack = sent.length;
  await page.goBack();
  await expect(page).not.toHaveURL(/from=/);
  await expect(page.getByRole("button", { name: /^Time range: Last 1 hour/ })).toBeVisible();
  await expect.poll(() => sent.length).toBeGreaterThan(beforeBack);
  await expect(chartIn(page, "All events")).toBeVisible();
  expect(sent.slice(beforeBack).map((body) => body.endTime - body.startTime)).toEqual([HOUR]);

  // Away first: the last hour asked for again on Back may still be on its way, and must not count.
  await page.goto("about:blank");
  sent.length = 0;
  await page.goto(`${base}/dashboards/${dashboard.id}?from=now-7d&to=now`);
  await expect(page.getByRole("button", { name: /^Time range: Last 7 days/ })).toBeVisible();
  await expect.poll(() => sent[0] && sent[0].endTime - sent[0].startTime).toBe(7 * DAY);
  await expect(chartIn(page, "All events")).toBeVisible();
});

test("a custom absolute range is checked before it applies", async ({ page, request }) => {
  const dashboard = await createChartDashboard(request, "Custom range e2e", [{ name: "All events", x: 0, y: 0, w: 24, h: 4, series: [timeSeries()] }]);
  await openDashboard(page, dashboard.id, "Custom range e2e");
  await page.getByRole("button", { name: /^Time range:/ }).click();
  const panel = page.getByRole("dialog", { name: "Choose a time range" });
  await panel.getByLabel("From").fill("2026-11-01T10:00");
  await panel.getByLabel("To").fill("2026-11-01T09:00");
  await panel.getByRole("button", { name: "Apply range" }).click();
  await expect(panel.getByText("The end must be after the start")).toBeVisible();
  await expect(panel.getByLabel("To")).toBeFocused();
  await panel.getByLabel("To").fill("2026-11-01T12:30");
  await panel.getByRole("button", { name: "Apply range" }).click();
  await expect(panel).toBeHidden();
  const url = new URL(page.url());
  expect(Number(url.searchParams.get("to")) - Number(url.searchParams.get("from"))).toBe(2.5 * HOUR);
});

test("dragging across a chart zooms the whole dashboard to that span, and Back returns to the range before", async ({ page, request }) => {
  const dashboard = await createChartDashboard(request, "Zoom e2e", [
    { name: "Top", x: 0, y: 0, w: 24, h: 4, series: [timeSeries()] },
    { name: "Bottom", x: 0, y: 4, w: 24, h: 4, series: [timeSeries({ where: "level:error" })] },
  ]);
  await openDashboard(page, dashboard.id, "Zoom e2e");
  const plot = tileNamed(page, "Top").locator(".u-over");
  await expect(plot).toBeVisible();
  // Each chart is built in a task of its own: the other one must be there before the hover is shared.
  await expect(tileNamed(page, "Bottom").locator(".u-over")).toBeVisible();
  const sent = recordSeriesRequests(page);
  const box = (await plot.boundingBox())!;

  // Hovering one chart draws the crosshair on the other.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(tileNamed(page, "Bottom").locator(".u-cursor-x")).toHaveCSS("display", "block");
  // One tooltip, beside the pointer on the chart hovered.
  const tooltip = page.locator(".chart-tooltip");
  await expect(tooltip).toHaveCount(1);
  const tip = (await tooltip.boundingBox())!;
  expect(tip.y).toBeGreaterThan(box.y);
  expect(tip.y).toBeLessThan(box.y + box.height);

  await page.mouse.move(box.x + box.width * 0.25, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(page).toHaveURL(/from=\d+&to=\d+/);
  const url = new URL(page.url());
  const span = Number(url.searchParams.get("to")) - Number(url.searchParams.get("from"));
  // A quarter of the last hour.
  expect(span).toBeGreaterThan(10 * 60_000);
  expect(span).toBeLessThan(20 * 60_000);
  await expect.poll(() => sent.filter((body) => body.endTime - body.startTime === span).length).toBe(2);

  await page.goBack();
  await expect(page).not.toHaveURL(/from=/);
  await expect(page.getByRole("button", { name: /^Time range: Last 1 hour/ })).toBeVisible();
});

test("the tooltip shows each line in its legend colour, beside the pointer and inside the window at either edge, on a phone too", async ({ page, request }) => {
  const dashboard = await createChartDashboard(request, "Tooltip e2e", [
    { name: "Narrow", x: 0, y: 0, w: 6, h: 4, series: [timeSeries({ groupBy: ["service"] })] },
    { name: "Below", x: 0, y: 4, w: 6, h: 8, series: [timeSeries()] },
  ]);
  await openDashboard(page, dashboard.id, "Tooltip e2e");
  const tile = tileNamed(page, "Narrow");
  const legendItems = tile.getByRole("list", { name: "Lines" }).getByRole("button");
  await expect(legendItems).toHaveCount(4);
  const legendColours = new Map<string, string>();
  for (const item of await legendItems.all()) {
    legendColours.set((await item.textContent())!.trim(), await item.locator(".chart-legend__swatch").evaluate((swatch) => getComputedStyle(swatch).backgroundColor));
  }
  expect(legendColours.size).toBe(4);

  const tooltip = page.locator(".chart-tooltip");
  const hoverAcross = async (minWidth: number) => {
    // At a new width the grid lays the tiles out again and the chart is drawn anew.
    await expect.poll(async () => (await tile.locator(".u-over").boundingBox())?.width ?? 0).toBeGreaterThan(minWidth);
    const box = (await tile.locator(".u-over").boundingBox())!;
    const window = page.viewportSize()!;
    for (const at of [0.98, 0.5, 0.02]) {
      const pointerX = box.x + box.width * at;
      await page.mouse.move(pointerX, box.y + box.height * 0.9);
      await expect(tooltip).toBeVisible();
      const tip = (await tooltip.boundingBox())!;
      expect(tip.x).toBeGreaterThanOrEqual(0);
      expect(tip.x + tip.width).toBeLessThanOrEqual(window.width);
      expect(tip.y).toBeGreaterThanOrEqual(0);
      expect(tip.y + tip.height).toBeLessThanOrEqual(window.height);
      // Never over the instant it describes.
      expect(tip.x > pointerX || tip.x + tip.width < pointerX, `pointer at ${at} of the chart`).toBe(true);
    }
  };
  await hoverAcross(100);
  const rows = await tooltip.locator(".chart-tooltip__row").evaluateAll((elements) =>
    elements.map((row) => ({ label: row.querySelector(".chart-tooltip__label")!.textContent!, colour: getComputedStyle(row.querySelector(".chart-tooltip__swatch")!).backgroundColor })),
  );
  expect(rows).toHaveLength(4);
  for (const row of rows) expect(row.colour, row.label).toBe(legendColours.get(row.label));

  // A phone: the tiles take the whole width, wider tooltips than room on one side of the pointer.
  await page.setViewportSize({ width: 390, height: 844 });
  await hoverAcross(250);
  // The page moving under a shown tooltip takes it away.
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(tooltip).toHaveCount(0);
});

test("the tooltip of a ratio at the window's right edge shows the line's whole name and its value on one line", async ({ page, request }) => {
  const dashboard = await createChartDashboard(request, "Ratio tooltip e2e", [
    { name: "Spacer", x: 0, y: 0, w: 12, h: 5, series: [timeSeries()] },
    { name: "Error ratio", x: 12, y: 0, w: 12, h: 5, asRatio: true, series: [timeSeries({ where: "kind:request level:error" }), timeSeries({ where: "kind:request" })] },
  ]);
  await openDashboard(page, dashboard.id, "Ratio tooltip e2e");
  const plot = tileNamed(page, "Error ratio").locator(".u-over");
  await expect(plot).toBeVisible();
  const box = (await plot.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.98, box.y + box.height * 0.2);
  const tooltip = page.locator(".chart-tooltip");
  await expect(tooltip).toBeVisible();
  const row = tooltip.locator(".chart-tooltip__row");
  await expect(row).toHaveCount(1);
  await expect(row.locator(".chart-tooltip__label")).toHaveText("count where kind:request level:error / count where kind:request");
  await expect(row.locator(".chart-tooltip__value")).toHaveText(/^\d+(\.\d+)? %$/);
  const shown = await row.evaluate((element) => {
    const label = element.querySelector<HTMLElement>(".chart-tooltip__label")!;
    const value = element.querySelector<HTMLElement>(".chart-tooltip__value")!;
    return {
      // Nothing of the name cut off: it wraps instead.
      labelCut: label.scrollWidth > label.clientWidth || label.scrollHeight > label.clientHeight,
      labelLines: label.getClientRects().length === 1 ? Math.round(label.getBoundingClientRect().height / parseFloat(getComputedStyle(label).lineHeight)) : 0,
      // One box per line the value's text takes.
      valueLines: value.getClientRects().length === 1 ? Math.round(value.getBoundingClientRect().height / parseFloat(getComputedStyle(value).lineHeight)) : 0,
    };
  });
  expect(shown.labelCut).toBe(false);
  expect(shown.labelLines).toBeGreaterThan(1);
  expect(shown.valueLines).toBe(1);
  // Still beside the pointer and inside the window.
  const tip = (await tooltip.boundingBox())!;
  expect(tip.x + tip.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(tip.x + tip.width).toBeLessThan(box.x + box.width * 0.98);
});

test("a tile whose query fails shows the server's message and request id with a retry, while the others draw", async ({ page, request }) => {
  const dashboard = await createChartDashboard(request, "Failure e2e", [
    { name: "Healthy", x: 0, y: 0, w: 12, h: 4, series: [timeSeries()] },
    { name: "Broken", x: 12, y: 0, w: 12, h: 4, series: [timeSeries({ where: "service:broken" })] },
  ]);
  let failing = true;
  await page.route("**/api/v2/charts/series", async (route) => {
    const body = route.request().postDataJSON() as { series: { where: string }[] };
    if (failing && body.series[0]?.where === "service:broken") {
      await route.fulfill({ status: 500, contentType: "application/json", headers: { "X-Request-Id": "7d0c2d9e-6b4e-4b57-9a52-2f5d1e0c9a11" }, body: JSON.stringify({ message: "query engine unavailable" }) });
      return;
    }
    await route.fallback();
  });
  await openDashboard(page, dashboard.id, "Failure e2e");
  const broken = tileNamed(page, "Broken");
  await expect(broken.getByRole("alert")).toContainText("query engine unavailable");
  await expect(broken.getByRole("alert")).toContainText("HTTP 500");
  await expect(broken.getByRole("alert")).toContainText("7d0c2d9e-6b4e-4b57-9a52-2f5d1e0c9a11");
  await expect(chartIn(page, "Healthy")).toBeVisible();

  failing = false;
  await broken.getByRole("button", { name: "Try again" }).click();
  await expect(chartIn(page, "Broken").or(broken.getByText("No data in this range"))).toBeVisible();
  await expect(broken.getByRole("alert")).toHaveCount(0);
});

test("when every series request fails, the header says the refresh failed, not how fresh the data is, until data arrives", async ({ page, request }) => {
  const dashboard = await createChartDashboard(request, "All failing e2e", [
    { name: "First", x: 0, y: 0, w: 12, h: 4, series: [timeSeries()] },
    { name: "Second", x: 12, y: 0, w: 12, h: 4, series: [timeSeries({ where: "level:error" })] },
  ]);
  let failing = true;
  await page.route("**/api/v2/charts/series", (route) =>
    failing ? route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "query engine unavailable" }) }) : route.fallback(),
  );
  await openDashboard(page, dashboard.id, "All failing e2e");
  const timeControls = page.getByRole("group", { name: "Time range" });
  await expect(tileNamed(page, "First").getByRole("alert")).toContainText("HTTP 500");
  await expect(tileNamed(page, "Second").getByRole("alert")).toContainText("HTTP 500");
  await expect(timeControls.getByText("Refresh failed")).toBeVisible();
  await expect(timeControls.getByText(/^Updated/)).toHaveCount(0);

  failing = false;
  await timeControls.getByRole("button", { name: "Refresh data" }).click();
  await expect(chartIn(page, "First")).toBeVisible();
  await expect(chartIn(page, "Second").or(tileNamed(page, "Second").getByText("No data in this range"))).toBeVisible();
  await expect(timeControls.getByText("Updated just now")).toBeVisible();
  await expect(timeControls.getByText("Refresh failed")).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a tap on a chart shows the tooltip for that instant until a tap elsewhere or a scroll, and a swipe over the chart still scrolls the page", async ({ page, request }) => {
    const dashboard = await createChartDashboard(request, "Tap e2e", [
      { name: "Tapped", x: 0, y: 0, w: 24, h: 4, series: [timeSeries({ groupBy: ["service"] })] },
      { name: "Filler", x: 0, y: 4, w: 24, h: 12, series: [timeSeries()] },
    ]);
    await openDashboard(page, dashboard.id, "Tap e2e");
    const over = tileNamed(page, "Tapped").locator(".u-over");
    await expect(over).toBeVisible();
    const box = (await over.boundingBox())!;
    const tooltip = page.locator(".chart-tooltip");
    const tooltipTime = tooltip.locator(".chart-tooltip__time");

    await page.touchscreen.tap(box.x + box.width * 0.3, box.y + box.height / 2);
    await expect(tooltip).toBeVisible();
    await expect(tooltip.locator(".chart-tooltip__row")).toHaveCount(4);
    const first = await tooltipTime.textContent();
    // It stays while the finger is off the screen: nothing but another tap or a scroll takes it away.
    await page.waitForTimeout(1000);
    await expect(tooltip).toBeVisible();

    // Another point of the chart: the tooltip tells that instant.
    await page.touchscreen.tap(box.x + box.width * 0.8, box.y + box.height / 2);
    await expect(tooltipTime).not.toHaveText(first!);
    await expect(tooltip).toHaveCount(1);

    // A tap outside the chart puts it away.
    await page.touchscreen.tap(box.x + box.width / 2, box.y - 40);
    await expect(tooltip).toHaveCount(0);

    // A swipe up that starts on the chart scrolls the page (the chart does not keep the touch) and takes a shown tooltip away.
    await page.touchscreen.tap(box.x + box.width * 0.5, box.y + box.height / 2);
    await expect(tooltip).toBeVisible();
    const cdp = await page.context().newCDPSession(page);
    const x = box.x + box.width / 2;
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y: box.y + box.height - 5 }] });
    for (let step = 1; step <= 8; step += 1) {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y: box.y + box.height - 5 - step * 25 }] });
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(tooltip).toHaveCount(0);
  });
});

test("without a series query on the dashboard API, tiles say so and editing and saving still work", async ({ page, request }) => {
  const dashboard = await createChartDashboard(request, "No series e2e", [{ name: "Counted", x: 0, y: 0, w: 12, h: 4, series: [timeSeries()] }]);
  await page.route("**/api/v2/charts/series", (route) => route.fulfill({ status: 404, contentType: "text/plain", body: "Not Found" }));
  await openDashboard(page, dashboard.id, "No series e2e");
  await expect(tileNamed(page, "Counted").getByText(/has no series query/)).toBeVisible();

  await page.getByRole("button", { name: "Edit", exact: true }).click();
  await page.keyboard.press("Escape");
  await tileNamed(page, "Counted").focus();
  await page.keyboard.press("Shift+ArrowDown");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("toolbar", { name: "Dashboard editor" }).getByRole("status")).toHaveText("All changes saved");
});

test("only tiles on screen ask for data, each once, and the tile panel's preview follows a change of aggregation", async ({ page, request }) => {
  const tiles = Array.from({ length: 30 }, (_, index) => ({ name: `Tile ${index + 1}`, x: (index % 2) * 12, y: Math.floor(index / 2) * 4, w: 12, h: 4, series: [timeSeries({ where: `status_code:${200 + index}` })] }));
  const dashboard = await createChartDashboard(request, "Lazy e2e", tiles);
  const base = await openDashboard(page, dashboard.id, "Lazy e2e");
  // Away first, so that no request of the page opened above (one tile coming into view late, on a
  // busy host) is counted with those of the load below.
  await page.goto("about:blank");
  const sent = recordSeriesRequests(page);
  await page.goto(`${base}/dashboards/${dashboard.id}`);
  await expect(chartIn(page, "Tile 1")).toBeVisible();
  await page.waitForLoadState("networkidle");
  // Four rows of two tiles reach into the window (800 px) and the 200 px margin below it.
  const beforeScroll = sent.length;
  expect(beforeScroll).toBeGreaterThan(0);
  expect(beforeScroll).toBeLessThan(12);
  // The page's loader asked for the first screen's series with the dashboard; the tiles, coming into
  // view, found those answers under their own keys (the same range, read against the same moment).
  expect(new Set(sent.map((body) => body.series[0]?.where)).size).toBe(beforeScroll);
  await tileNamed(page, "Tile 30").scrollIntoViewIfNeeded();
  await expect.poll(() => sent.some((body) => body.series[0]?.where === "status_code:229")).toBe(true);

  await page.getByRole("button", { name: "Add tile" }).click();
  const panel = page.getByRole("dialog", { name: "Add a tile" });
  const preview = panel.getByRole("region", { name: "Preview" });
  await expect(preview.locator("canvas")).toBeVisible();
  await panel.getByLabel("Aggregation").selectOption("p95");
  await expect(panel.getByLabel("Field")).toBeVisible();
  await panel.getByLabel("Field").selectOption("duration_ms");
  await expect.poll(() => sent.some((body) => body.series[0]?.aggFn === "p95" && body.series[0]?.field === "duration_ms")).toBe(true);
  await expect(preview.getByText(/^Not up to date/)).toHaveCount(0);
  await panel.getByLabel("Filter (where)").fill("level:error AND (");
  await expect(panel.getByLabel("Filter (where)")).toHaveAccessibleDescription(/position \d+/);
  // The preview keeps the last tile it could draw, and says what is wrong.
  await expect(preview.getByText("Not up to date: 1 field needs attention.")).toBeVisible();
  await expect(preview.getByRole("listitem")).toHaveText([/^Filter \(where\) in series 1: .*position \d+/]);
  await expect(preview.locator("canvas")).toBeVisible();
  await panel.getByRole("button", { name: "Add tile" }).click();
  await expect(panel.getByLabel("Filter (where)")).toBeFocused();
});

test("at most six series requests are in flight, identical tiles share one, and a new range cancels what is on the way", async ({ page, request }) => {
  const tiles = Array.from({ length: 10 }, (_, index) => ({ name: `Slow ${index + 1}`, x: (index % 4) * 6, y: Math.floor(index / 4) * 3, w: 6, h: 3, series: [timeSeries({ type: "number", where: `status_code:${300 + index}` })] }));
  tiles.push({ name: "Twin A", x: 0, y: 9, w: 6, h: 3, series: [timeSeries({ type: "number", where: "level:warn" })] });
  tiles.push({ name: "Twin B", x: 6, y: 9, w: 6, h: 3, series: [timeSeries({ type: "number", where: "level:warn" })] });
  const dashboard = await createChartDashboard(request, "Flight e2e", tiles);
  await page.setViewportSize({ width: 1280, height: 1400 });

  let inFlight = 0;
  let most = 0;
  const aborted: string[] = [];
  const bodies: string[] = [];
  page.on("requestfailed", (failed) => {
    if (failed.url().endsWith("/api/v2/charts/series")) aborted.push(failed.failure()?.errorText ?? "");
  });
  await page.route("**/api/v2/charts/series", async (route) => {
    bodies.push(route.request().postData() ?? "");
    inFlight += 1;
    most = Math.max(most, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 600));
    inFlight -= 1;
    await route.fallback().catch(() => undefined);
  });
  await openDashboard(page, dashboard.id, "Flight e2e");
  await expect(tileNamed(page, "Twin B").locator(".number-view__value")).toBeVisible({ timeout: 15_000 });
  expect(most).toBeLessThanOrEqual(6);
  expect(most).toBeGreaterThan(1);
  // Eleven distinct questions: the twins asked once.
  expect(bodies.filter((body) => body.includes("level:warn"))).toHaveLength(1);
  await expect(tileNamed(page, "Twin A").locator(".number-view__value")).toHaveText(await tileNamed(page, "Twin B").locator(".number-view__value").innerText());

  // A new range while the answers are on their way: those are abandoned.
  bodies.length = 0;
  await page.getByRole("button", { name: /^Time range:/ }).click();
  await page.getByRole("dialog", { name: "Choose a time range" }).getByRole("button", { name: "Last 24 hours" }).click();
  await page.getByRole("button", { name: /^Time range:/ }).click();
  await page.getByRole("dialog", { name: "Choose a time range" }).getByRole("button", { name: "Last 7 days" }).click();
  await expect.poll(() => aborted.length).toBeGreaterThan(0);
  await expect(tileNamed(page, "Twin B").locator(".number-view__value")).toBeVisible();
});

test("auto refresh is kept in the URL and asks again on its own, saying how fresh the data is; a link's refresh not offered is named", async ({ page, request }) => {
  const dashboard = await createChartDashboard(request, "Refresh e2e", [{ name: "All events", x: 0, y: 0, w: 24, h: 4, series: [timeSeries()] }]);
  await openDashboard(page, dashboard.id, "Refresh e2e");
  await expect(chartIn(page, "All events")).toBeVisible();
  await expect(page.getByText("Updated just now")).toBeVisible();
  const sent = recordSeriesRequests(page);
  await page.getByLabel("Auto refresh").selectOption("10s");
  await expect(page).toHaveURL(/refresh=10s/);
  await expect.poll(() => sent.length, { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(page.getByText(/^Updated (just now|\d+ s ago)$/)).toBeVisible();
  await page.getByLabel("Auto refresh").selectOption("");
  await expect(page).not.toHaveURL(/refresh=/);

  // A link with an auto refresh the console does not offer says so, and choosing one clears the notice.
  const link = new URL(page.url());
  link.searchParams.set("refresh", "1s");
  await page.goto(link.href);
  const notice = page.getByText("The link's auto refresh (1s) is not one this console offers (10s, 30s, 1m, 5m), so it is off.");
  await expect(notice).toBeVisible();
  await expect(page.getByLabel("Auto refresh")).toHaveValue("");
  await page.getByLabel("Auto refresh").selectOption("30s");
  await expect(notice).toBeHidden();
});

test("a short tile with many lines keeps its height for them: one row of legend that scrolls, one line of time labels", async ({ page, request }) => {
  const many = { name: "By user", x: 0, y: 0, w: 8, h: 4, series: [timeSeries({ groupBy: ["user_id"] })] };
  const { id } = await createChartDashboard(request, "Many lines in a short tile", [many]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openDashboard(page, id, "Many lines in a short tile");
  const tile = tileNamed(page, "By user");
  const legend = tile.getByRole("list", { name: "Lines" });
  await expect(legend).toBeVisible();
  const sizes = await tile.evaluate((element) => {
    const plot = element.querySelector(".time-chart__plot")!.getBoundingClientRect().height;
    const list = element.querySelector(".chart-legend")!;
    return { plot, legend: list.clientHeight, scrolls: list.scrollHeight > list.clientHeight };
  });
  // Before: a 77 px plot, 50 px of it two rows of axis labels, under two rows of legend.
  expect(sizes.legend).toBeLessThanOrEqual(24);
  expect(sizes.scrolls).toBe(true);
  expect(sizes.plot).toBeGreaterThanOrEqual(95);
});

test("every line hidden in a narrow tile: the note covers the plot only, and the legend's two rows stay usable", async ({ page, request }) => {
  const narrow = { name: "Narrow lines", x: 0, y: 0, w: 4, h: 6, series: [timeSeries({ groupBy: ["service"] })] };
  const { id } = await createChartDashboard(request, "Narrow hidden lines", [narrow]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openDashboard(page, id, "Narrow hidden lines");
  const tile = tileNamed(page, "Narrow lines");
  const legend = tile.getByRole("list", { name: "Lines" });
  const buttons = legend.getByRole("button");
  await expect(buttons).toHaveCount(4);
  for (const button of await buttons.all()) await button.click();
  const note = tile.getByRole("status").filter({ hasText: "All lines are hidden." });
  await expect(note).toBeVisible();
  const [noteBox, legendBox] = [await note.boundingBox(), await legend.boundingBox()];
  // Two rows of legend here, and the note ends above them.
  expect(legendBox!.height).toBeGreaterThan(30);
  expect(noteBox!.y + noteBox!.height).toBeLessThanOrEqual(legendBox!.y);
  // The first line can be shown again from the legend itself (nothing lies over it).
  await buttons.first().click();
  await expect(buttons.first()).toHaveAttribute("aria-pressed", "true");
  await expect(note).toHaveCount(0);
});

for (const width of [1280, 390]) {
  test(`at ${width} px the time controls stay put while "Updated … ago" changes length`, async ({ page, request }) => {
    const { id } = await createChartDashboard(request, `Steady controls ${width}`, [{ name: "All events", x: 0, y: 0, w: 24, h: 4, series: [timeSeries()] }]);
    await page.setViewportSize({ width, height: 800 });
    await page.clock.install();
    await openDashboard(page, id, `Steady controls ${width}`);
    const controls = page.getByRole("group", { name: "Time range" });
    const updated = controls.getByText(/^Updat/);
    await expect(updated).toHaveText("Updated just now");
    const places = async () => {
      const boxes = await Promise.all(
        [controls.getByRole("button", { name: /^Time range:/ }), controls.getByRole("button", { name: "Refresh data" }), controls.getByLabel("Auto refresh")].map((control) => control.boundingBox()),
      );
      return boxes.map((box) => ({ x: Math.round(box!.x), y: Math.round(box!.y) }));
    };
    const before = await places();
    for (const [ms, text] of [[6_000, /^Updated \d{1,2} s ago$/], [100_000, /^Updated 1\d\d s ago$/], [1_800_000, /^Updated \d+ min ago$/]] as const) {
      await page.clock.fastForward(ms);
      await expect(updated).toHaveText(text);
      expect(await places()).toEqual(before);
    }
  });
}

test("a table tile draws no border under its last row: the tile's own edge closes the table", async ({ page, request }) => {
  const { id } = await createChartDashboard(request, "Table edge e2e", [
    { name: "By service", x: 0, y: 0, w: 12, h: 3, series: [timeSeries({ type: "table", groupBy: ["service"] })] },
  ]);
  await openDashboard(page, id, "Table edge e2e");
  const table = tileNamed(page, "By service").getByRole("table");
  await expect(table.getByRole("row")).toHaveCount(5);
  const borders = (rows: string) => table.locator(`tbody tr${rows} > *`).evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell).borderBottomWidth));
  expect(await borders(":last-child")).toEqual(["0px", "0px"]);
  // The rows above keep their lines.
  expect(await borders(":first-child")).toEqual(["1px", "1px"]);
});

/** A dashboard of one chart, open, with the "Add a tile" panel open and its preview drawn. */
async function openAddTilePanel(page: Page, request: APIRequestContext, dashboardName: string) {
  const { id } = await createChartDashboard(request, dashboardName, [{ name: "All events", x: 0, y: 0, w: 24, h: 4, series: [timeSeries()] }]);
  await openDashboard(page, id, dashboardName);
  await page.getByRole("button", { name: "Add tile" }).click();
  const panel = page.getByRole("dialog", { name: "Add a tile" });
  const preview = panel.getByRole("region", { name: "Preview" });
  await expect(preview.locator("canvas")).toBeVisible();
  return { panel, preview };
}

test("in the tile panel, a group-by field the data does not have is named on the Group by field, and the preview says it could not draw", async ({ page, request }) => {
  const { panel, preview } = await openAddTilePanel(page, request, "Unknown group e2e");
  const groupBy = panel.getByLabel("Group by");
  await groupBy.fill("service, hostname");

  await expect(preview.getByRole("alert")).toHaveText("The preview could not be drawn: see Group by in series 1.");
  await expect(groupBy).toHaveAttribute("aria-invalid", "true");
  await expect(groupBy).toHaveAccessibleDescription(/Events have no field "hostname"; fields: level, service/);
  // The other fields stay as they were.
  await expect(panel.getByLabel("Filter (where)")).not.toHaveAttribute("aria-invalid", "true");
  await expectNoSeriousA11yViolations(page);

  // Fixed, the field is fine again and the preview draws.
  await groupBy.fill("service");
  await expect(groupBy).not.toHaveAttribute("aria-invalid", "true");
  await expect(preview.locator("canvas")).toBeVisible();
  await expect(preview.getByRole("alert")).toHaveCount(0);
});

test("in the tile panel, every field the data does not have is named on its own field, and the preview points to each", async ({ page, request }) => {
  const { panel, preview } = await openAddTilePanel(page, request, "Unknown fields e2e");
  const groupBy = panel.getByLabel("Group by");
  const where = panel.getByLabel("Filter (where)");
  // One edit, so the preview asks once with both unknown fields.
  await where.fill("lvl:error");
  await groupBy.fill("service, hostname");

  await expect(preview.getByRole("alert")).toHaveText("The preview could not be drawn: see Filter (where) in series 1 and Group by in series 1.");
  await expect(where).toHaveAttribute("aria-invalid", "true");
  await expect(where).toHaveAccessibleDescription(/Events have no field "lvl" \(at position 1\)/);
  await expect(groupBy).toHaveAttribute("aria-invalid", "true");
  await expect(groupBy).toHaveAccessibleDescription(/Events have no field "hostname"/);
  await expectNoSeriousA11yViolations(page);

  // Each field clears when it is fixed; the other keeps its refusal until it is fixed too.
  await groupBy.fill("service");
  await expect(groupBy).not.toHaveAttribute("aria-invalid", "true");
  await expect(where).toHaveAttribute("aria-invalid", "true");
  await where.fill("level:error");
  await expect(where).not.toHaveAttribute("aria-invalid", "true");
  await expect(preview.locator("canvas")).toBeVisible();
  await expect(preview.getByRole("alert")).toHaveCount(0);
});
