import { afterEach, describe, expect, it, vi } from "vitest";
import { focusBeforeRemoval, focusWhenSettled } from "./focus-when-settled";

const button = (text: string) => Object.assign(document.createElement("button"), { textContent: text });
// MutationObserver calls back in a microtask.
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe("focusWhenSettled", () => {
  it("focuses a target that is already in the page at once", () => {
    const target = document.body.appendChild(button("Tile"));
    focusWhenSettled(() => target);
    expect(document.activeElement).toBe(target);
  });

  it("waits for a target that appears a render later", async () => {
    let target: HTMLElement | null = null;
    focusWhenSettled(() => target);
    await settle();
    expect(document.activeElement).toBe(document.body);
    target = document.body.appendChild(button("New tile"));
    await settle();
    expect(document.activeElement).toBe(target);
  });

  it("waits while a modal dialog holds the page, then focuses once it closes", async () => {
    const target = document.body.appendChild(button("Tile"));
    const dialog = document.body.appendChild(document.createElement("dialog"));
    dialog.setAttribute("open", "");
    const inside = dialog.appendChild(button("Cancel"));
    inside.focus();
    const onFocused = vi.fn();
    focusWhenSettled(() => target, { onFocused });
    await settle();
    expect(document.activeElement).toBe(inside);
    dialog.removeAttribute("open");
    await settle();
    expect(document.activeElement).toBe(target);
    expect(onFocused).toHaveBeenCalledWith(target);
  });

  it("gives up after its time, and when stopped", async () => {
    vi.useFakeTimers();
    let target: HTMLElement | null = null;
    focusWhenSettled(() => target, { timeoutMs: 100 });
    vi.advanceTimersByTime(150);
    target = document.body.appendChild(button("Too late"));
    await vi.runAllTimersAsync();
    expect(document.activeElement).toBe(document.body);

    let other: HTMLElement | null = null;
    const stop = focusWhenSettled(() => other);
    stop();
    other = document.body.appendChild(button("Not wanted"));
    await vi.runAllTimersAsync();
    expect(document.activeElement).toBe(document.body);
  });
});

function list(count: number) {
  document.body.innerHTML = `<ul>${Array.from({ length: count }, (_, i) => `<li><button class="remove">Remove ${i + 1}</button></li>`).join("")}</ul><button id="add">Add</button>`;
  return { removes: [...document.querySelectorAll<HTMLButtonElement>(".remove")], add: document.getElementById("add")! };
}

describe("focusBeforeRemoval", () => {
  it("moves the focus to the next row's control, else the previous row's", () => {
    const { removes, add } = list(3);
    focusBeforeRemoval(removes[1]!, removes, add);
    expect(document.activeElement).toBe(removes[2]);
    focusBeforeRemoval(removes[2]!, removes, add);
    expect(document.activeElement).toBe(removes[1]);
  });

  it("falls back when no other row has the control (the last row, or peers left out by the caller)", () => {
    const { removes, add } = list(1);
    focusBeforeRemoval(removes[0]!, removes, add);
    expect(document.activeElement).toBe(add);
    const two = list(2);
    focusBeforeRemoval(two.removes[0]!, [], two.add);
    expect(document.activeElement).toBe(two.add);
  });
});
