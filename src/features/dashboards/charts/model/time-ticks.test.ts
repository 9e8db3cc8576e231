import { describe, expect, it } from "vitest";
import { timeTickLabels } from "./time-ticks";

describe("timeTickLabels", () => {
  it("names a tick's time, and a tick at midnight its day, each on one line", () => {
    const at = (hours: number, minutes = 0) => new Date(2026, 10, 27, hours, minutes).getTime();
    const labels = timeTickLabels([at(22), at(23, 30), at(24), at(24, 30)]);
    expect(labels).toEqual([
      new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" }).format(at(22)),
      new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" }).format(at(23, 30)),
      new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric" }).format(at(24)),
      new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" }).format(at(24, 30)),
    ]);
    expect(labels[2]).toMatch(/28/);
    for (const label of labels) expect(label).not.toContain("\n");
  });
});
