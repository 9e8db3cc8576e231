import { madeOnFirstUse } from "./made-on-first-use";

// Numbers as Intl.NumberFormat("en-US", …) writes them (the tests compare), but 0 for "-0", written out:
// a page's first Intl object costs 20–80 ms of set-up. A number outside what each takes goes to Intl.

const enUs = madeOnFirstUse(() => new Intl.NumberFormat("en-US"));
const enUsCompact = madeOnFirstUse(() => new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 }));

const grouped = (integer: string) => integer.replace(/\B(?=(\d{3})+$)/g, ",");

/** 12345 → "12,345". A negative zero is written 0. */
export function formatInteger(value: number): string {
  if (!Number.isSafeInteger(value)) return enUs().format(value);
  const digits = grouped(String(Math.abs(value)));
  return value < 0 ? `-${digits}` : digits;
}

/** A positive number as decimal digits and the power of ten of the first one: 1234.5 → ["12345", 3]; 0 → ["", 0]. */
type Digits = readonly [digits: string, exponent: number];

/** |value|'s shortest decimal digits, the digits Intl rounds. */
function digitsOf(value: number): Digits {
  const [mantissa, exponent] = Math.abs(value).toExponential().split("e") as [string, string];
  const digits = mantissa.replace(".", "").replace(/0+$/, "");
  return [digits, digits === "" ? 0 : Number(exponent)];
}

/** Rounded half away from zero, as Intl rounds, to the power of ten `lowest` (−2: hundredths). */
function roundedAt([digits, exponent]: Digits, lowest: number): Digits {
  const keep = exponent - lowest + 1;
  if (keep >= digits.length) return [digits, exponent];
  if (keep < 0 || digits[keep]! < "5") return [digits.slice(0, Math.max(keep, 0)).replace(/0+$/, ""), keep <= 0 ? 0 : exponent];
  // Up: the kept digits plus one in their last place, which may carry into a new first digit.
  const kept = digits.slice(0, keep).split("").map(Number);
  let place = kept.length - 1;
  while (place >= 0 && kept[place] === 9) kept[place--] = 0;
  if (place < 0) return [`1${kept.join("")}`.replace(/0+$/, ""), exponent + 1];
  kept[place]! += 1;
  return [kept.join("").replace(/0+$/, ""), exponent];
}

/** The digits as plain decimal text, with thousands groups unless told not to: ["12345", 3] → "1,234.5". */
function decimalText([digits, exponent]: Digits, groups = true): string {
  if (digits === "") return "0";
  if (exponent < 0) return `0.${"0".repeat(-exponent - 1)}${digits}`;
  const integer = digits.slice(0, exponent + 1).padEnd(exponent + 1, "0");
  const fraction = digits.slice(exponent + 1);
  return `${groups ? grouped(integer) : integer}${fraction ? `.${fraction}` : ""}`;
}

const signed = (value: number, text: string) => (value < 0 && text !== "0" ? `-${text}` : text);

/** At most `fractionDigits` decimals: 1234.5678 → "1,234.57" (maximumFractionDigits). */
export function formatDecimal(value: number, fractionDigits: number): string {
  if (!Number.isFinite(value)) return enUs().format(value);
  return signed(value, decimalText(roundedAt(digitsOf(value), -fractionDigits)));
}

/** At most `significant` significant digits: 0.0012345 → "0.00123" (maximumSignificantDigits). */
export function formatSignificant(value: number, significant: number): string {
  if (!Number.isFinite(value)) return enUs().format(value);
  const digits = digitsOf(value);
  return signed(value, decimalText(roundedAt(digits, digits[1] - significant + 1)));
}

const COMPACT_UNITS = ["", "K", "M", "B", "T"];

/** Thousands, millions, billions and trillions with one decimal at most: 12345 → "12.3K" (notation "compact"). */
export function formatCompact(value: number): string {
  // From a thousand trillion on, Intl counts trillions (1000T, 12,345T): not a number a chart shows.
  if (!Number.isFinite(value) || Math.abs(value) >= 1e15) return enUsCompact().format(value);
  const digits = digitsOf(value);
  let unit = Math.min(Math.max(Math.floor(digits[1] / 3), 0), COMPACT_UNITS.length - 1);
  let rounded = roundedAt(digits, 3 * unit - 1);
  // 999,950 rounds to 1000.0K, which Intl writes as 1M.
  if (rounded[1] >= 3 * unit + 3 && unit < COMPACT_UNITS.length - 1) rounded = roundedAt(digits, 3 * ++unit - 1);
  // Intl groups a compact number's digits only from 10,000 on; below 1e15 that is never.
  return signed(value, `${decimalText([rounded[0], rounded[1] - 3 * unit], false)}${COMPACT_UNITS[unit]}`);
}
