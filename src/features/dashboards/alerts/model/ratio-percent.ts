// A tile whose chart shows a ratio (0.05) reads it in percent (5 %): its alerts are typed and shown in
// percent, and sent and kept as the ratio the server compares. Both ways round to what was typed, so
// neither the binary noise of `/ 100` nor that of `* 100` (5.000000000000001) is ever shown back.

/** The ratio a percentage is: 5 → 0.05. */
export function ratioOfPercent(percent: number): number {
  return Number((percent / 100).toPrecision(15));
}

/** A ratio in percent as it was typed: 0.05 → 5. */
export function percentOfRatio(ratio: number): number {
  return Number((ratio * 100).toPrecision(12));
}
