import { madeOnFirstUse } from "./made-on-first-use";

const enUs = madeOnFirstUse(() => new Intl.NumberFormat("en-US"));

/**
 * 12345 → "12,345", as Intl.NumberFormat("en-US") writes it. A whole number is written out here,
 * without the browser's Intl set-up that a page's first Intl object costs (20–80 ms on a cold load
 * here); any other number goes to Intl. A negative zero is written 0.
 */
export function formatInteger(value: number): string {
  if (!Number.isSafeInteger(value)) return enUs().format(value);
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ",");
  return value < 0 ? `-${digits}` : digits;
}
