import { describe, expect, it } from "vitest";
import { timeTickLabels } from "./time-ticks";

describe("timeTickLabels", () => {
  it("names a tick's time (24-hour), and a tick at midnight its day, each on one line", () => {
    const at = (hours: number, minutes = 0) => new Date(2026, 10, 27, hours, minutes).getTime();
    const labels = timeTickLabels([at(9, 5), at(22), at(23, 30), at(24), at(24, 30)]);
    expect(labels).toEqual(["09:05", "22:00", "23:30", "Nov 28", "00:30"]);
    for (const label of labels) expect(label).not.toContain("\n");
  });
});
