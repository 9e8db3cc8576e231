import { describe, expect, it, vi } from "vitest";
import { madeOnFirstUse } from "./made-on-first-use";

describe("madeOnFirstUse", () => {
  it("makes nothing until asked, then makes once and keeps it", () => {
    const make = vi.fn(() => ({ made: true }));
    const value = madeOnFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it("keeps a made value that is falsy", () => {
    const make = vi.fn(() => 0);
    const value = madeOnFirstUse(make);
    expect([value(), value()]).toEqual([0, 0]);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
