import { describe, expect, it } from "vitest";
import { placeText } from "./tile-announcements";

describe("tile announcements", () => {
  it("counts columns and rows from 1", () => {
    expect(placeText({ x: 0, y: 0, w: 12, h: 4 })).toBe("column 1, row 1, 12 wide, 4 tall");
    expect(placeText({ x: 23, y: 9, w: 1, h: 2 })).toBe("column 24, row 10, 1 wide, 2 tall");
  });
});
