import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_RANGE } from "../model/time-range";
import { TimeRangePicker } from "./time-range-picker";

// jsdom has no popover: the browser's two events are fired by hand, in the order Chromium fires them.
function popoverEvent(type: "beforetoggle" | "toggle", oldState: string, newState: string) {
  return Object.assign(new Event(type), { oldState, newState });
}

const NOW = new Date(2026, 10, 26, 12, 0).getTime();

function show() {
  render(<TimeRangePicker range={DEFAULT_RANGE} now={NOW} onChange={() => undefined} />);
  return document.querySelector<HTMLElement>("[popover][aria-label='Choose a time range']")!;
}

/** The panel as it starts to open: its date-time fields are there from then on. */
function startOpening(panel: HTMLElement) {
  fireEvent(panel, popoverEvent("beforetoggle", "closed", "open"));
  return { from: screen.getByLabelText<HTMLInputElement>("From") };
}

describe("TimeRangePicker", () => {
  afterEach(cleanup);

  it("makes its date-time fields when it first opens, not with the page", () => {
    const panel = show();
    expect(screen.queryByLabelText("From")).toBeNull();
    expect(document.querySelector("input[type='datetime-local']")).toBeNull();
    startOpening(panel);
    expect(screen.getAllByRole("button", { name: "Apply range", hidden: true })).toHaveLength(1);
    expect(document.querySelectorAll("input[type='datetime-local']")).toHaveLength(2);
  });

  it("keeps a start typed before the browser's late toggle event arrives", () => {
    const panel = show();
    const { from } = startOpening(panel);
    expect(from.value).toBe("2026-11-26T11:00");
    // `toggle` comes in a task of its own; a fast typist (or a test driver) can get in first.
    fireEvent.change(from, { target: { value: "2026-11-01T10:00" } });
    from.focus();
    fireEvent(panel, popoverEvent("toggle", "closed", "open"));
    expect(from.value).toBe("2026-11-01T10:00");
    expect(from).toHaveFocus();
  });

  it("opens again with the fields back at the range shown", () => {
    const panel = show();
    const { from } = startOpening(panel);
    fireEvent.change(from, { target: { value: "2026-11-01T10:00" } });
    fireEvent(panel, popoverEvent("beforetoggle", "open", "closed"));
    fireEvent(panel, popoverEvent("toggle", "open", "closed"));
    fireEvent(panel, popoverEvent("beforetoggle", "closed", "open"));
    expect(from.value).toBe("2026-11-26T11:00");
  });

  it("focuses the current choice when it opens", () => {
    const panel = show();
    startOpening(panel);
    fireEvent(panel, popoverEvent("toggle", "closed", "open"));
    expect(screen.getByRole("button", { name: "Last 1 hour", hidden: true })).toHaveFocus();
  });
});
