import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { useEffect } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { useDashboardTime } from "./use-dashboard-time";

const ref = { organizationId: "org-1", serviceId: "svc-1" };

/** Every range and end a render committed, in order. */
let committed: string[] = [];

function Probe({ readAt }: { readAt?: number }) {
  const { time, refresh, problem, setRange } = useDashboardTime(ref, "dash-1", readAt);
  useEffect(() => {
    committed.push(`${time.range.from} ${time.range.to} @${time.resolved.endTime}`);
  }, [time]);
  return (
    <p>
      <span data-testid="range">{`${time.range.from} ${time.range.to}`}</span>
      <span data-testid="span">{time.resolved.endTime - time.resolved.startTime}</span>
      <span data-testid="end">{time.resolved.endTime}</span>
      <span data-testid="refresh">{refresh.label}</span>
      <span data-testid="problem">{problem}</span>
      <button type="button" onClick={() => setRange({ from: "now-6h", to: "now" })}>Last 6 hours</button>
    </p>
  );
}

function show(url: string, readAt?: number) {
  const router = createMemoryRouter([{ path: "/d", element: <Probe readAt={readAt} /> }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

let hidden = false;
beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 23, 12, 0, 0) });
  hidden = false;
  committed = [];
  vi.spyOn(document, "visibilityState", "get").mockImplementation(() => (hidden ? "hidden" : "visible"));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const end = () => Number(screen.getByTestId("end").textContent);

describe("useDashboardTime", () => {
  it("reads the range and the auto refresh from the URL", () => {
    show("/d?from=now-7d&to=now&refresh=30s");
    expect(screen.getByTestId("range").textContent).toBe("now-7d now");
    expect(Number(screen.getByTestId("span").textContent)).toBe(7 * 24 * 3600_000);
    expect(screen.getByTestId("refresh").textContent).toBe("30 s");
  });

  it("reads the range first against the moment the page was asked for, unless that is too long ago", () => {
    const now = Date.now();
    show("/d?from=now-1h&to=now", now - 800);
    expect(end()).toBe(now - 800);
    cleanup();
    // A page asked for a minute ago (its dashboard was slow, or failed and was tried again) reads the clock.
    show("/d?from=now-1h&to=now", now - 60_000);
    expect(end()).toBe(now);
    cleanup();
    // A moment ahead of the clock (the clock was set back) is not taken either.
    show("/d?from=now-1h&to=now", now + 5_000);
    expect(end()).toBe(now);
  });

  it("says why a link's range and auto refresh are not used as they are, together", () => {
    show("/d?from=now-7d&to=now&refresh=30s");
    expect(screen.getByTestId("problem").textContent).toBe("");
    cleanup();
    show("/d?from=yesterday&to=now&refresh=1s");
    expect(screen.getByTestId("refresh").textContent).toBe("Off");
    expect(screen.getByTestId("problem").textContent).toBe(
      "The link's time range (from=yesterday) is not one this console reads, so the last hour is shown. The link's auto refresh (1s) is not one this console offers (10s, 30s, 1m, 5m), so it is off.",
    );
  });

  it("reads a new range against the clock as it lands, and never the range shown against a new moment", async () => {
    const router = show("/d");
    const start = Date.now();
    act(() => vi.advanceTimersByTime(5_000));
    await act(async () => screen.getByRole("button", { name: "Last 6 hours" }).click());
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId("range").textContent).toBe("now-6h now");
    expect(end()).toBe(start + 5_000);
    act(() => vi.advanceTimersByTime(5_000));
    await act(async () => router.navigate(-1));
    expect(screen.getByTestId("range").textContent).toBe("now-1h now");
    expect(end()).toBe(start + 10_000);
    // Each range was shown against one moment only: the last hour at the start and again on Back, six hours once.
    expect(committed).toEqual([`now-1h now @${start}`, `now-6h now @${start + 5_000}`, `now-1h now @${start + 10_000}`]);
  });

  it("reads the range shown against the clock again when it is chosen again", async () => {
    show("/d?from=now-6h&to=now");
    const start = Date.now();
    act(() => vi.advanceTimersByTime(5_000));
    await act(async () => screen.getByRole("button", { name: "Last 6 hours" }).click());
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(end()).toBe(start + 5_000);
  });

  it("reads a relative range against the clock again on every auto refresh tick", () => {
    show("/d?refresh=10s");
    const first = end();
    act(() => vi.advanceTimersByTime(10_000));
    expect(end()).toBe(first + 10_000);
    act(() => vi.advanceTimersByTime(10_000));
    expect(end()).toBe(first + 20_000);
  });

  it("waits while the tab is hidden and catches up when it is shown again", () => {
    show("/d?refresh=10s");
    const first = end();
    hidden = true;
    act(() => document.dispatchEvent(new Event("visibilitychange")));
    act(() => vi.advanceTimersByTime(60_000));
    expect(end()).toBe(first);
    hidden = false;
    act(() => document.dispatchEvent(new Event("visibilitychange")));
    act(() => vi.advanceTimersByTime(0));
    expect(end()).toBe(first + 60_000);
  });

  it("does not refresh by itself when auto refresh is off", () => {
    show("/d");
    const first = end();
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(end()).toBe(first);
    expect(screen.getByTestId("refresh").textContent).toBe("Off");
  });
});
