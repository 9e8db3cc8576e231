import { describe, expect, it } from "vitest";
import { placeText, pushedText } from "./tile-announcements";

describe("tile announcements", () => {
  it("counts columns and rows from 1", () => {
    expect(placeText({ x: 0, y: 0, w: 12, h: 4 })).toBe("column 1, row 1, 12 wide, 4 tall");
    expect(placeText({ x: 23, y: 9, w: 1, h: 2 })).toBe("column 24, row 10, 1 wide, 2 tall");
  });

  it("names what was pushed down, and counts the rest past three", () => {
    expect(pushedText([])).toBe("");
    expect(pushedText(["Errors"])).toBe("; pushed “Errors” down");
    expect(pushedText(["Errors", "Latency"])).toBe("; pushed “Errors” and “Latency” down");
    expect(pushedText(["A", "B", "C"])).toBe("; pushed “A”, “B” and “C” down");
    expect(pushedText(["A", "B", "C", "D"])).toBe("; pushed “A”, “B”, “C” and 1 more tile down");
    expect(pushedText(["A", "B", "C", "D", "E"])).toBe("; pushed “A”, “B”, “C” and 2 more tiles down");
  });
});
