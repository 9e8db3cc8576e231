import { afterEach, describe, expect, it } from "vitest";
import { focusBeforeRemoval } from "./focus-before-removal";

function list(count: number) {
  document.body.innerHTML = `<ul>${Array.from({ length: count }, (_, i) => `<li><button class="remove">Remove ${i + 1}</button></li>`).join("")}</ul><button id="add">Add</button>`;
  return { removes: [...document.querySelectorAll<HTMLButtonElement>(".remove")], add: document.getElementById("add")! };
}

afterEach(() => {
  document.body.innerHTML = "";
});

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
