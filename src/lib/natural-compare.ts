import { madeOnFirstUse } from "./made-on-first-use";

// Names in the order Intl.Collator("en", { numeric: true, sensitivity: "base" }) gives ("pipe-9" before
// "pipe-10"). Printable ASCII names are compared here in the collator's own order of those characters,
// since a page's first Intl object costs 20–80 ms of set-up; any other name goes to the collator.

const collator = madeOnFirstUse(() => new Intl.Collator("en", { numeric: true, sensitivity: "base" }));

/** The collator's order of printable ASCII below the digits; digits come next, then letters, either case alike. */
const SYMBOLS_IN_ORDER = " _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$";
const DIGIT_WEIGHT = SYMBOLS_IN_ORDER.length;
const WEIGHTS = new Uint8Array(128);
for (let index = 0; index < SYMBOLS_IN_ORDER.length; index += 1) WEIGHTS[SYMBOLS_IN_ORDER.charCodeAt(index)] = index;
for (let code = 48; code <= 57; code += 1) WEIGHTS[code] = DIGIT_WEIGHT;
for (let code = 97; code <= 122; code += 1) WEIGHTS[code] = WEIGHTS[code - 32] = DIGIT_WEIGHT + 1 + code - 97;

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const isDigit = (code: number) => code >= 48 && code <= 57;

/** Where the run of digits starting at `start` ends. */
function digitsEnd(text: string, start: number): number {
  let end = start;
  while (end < text.length && isDigit(text.charCodeAt(end))) end += 1;
  return end;
}

/** The two runs of digits by value: leading zeros do not count, as in the collator ("007" = "7"). */
function compareNumbers(a: string, aStart: number, aEnd: number, b: string, bStart: number, bEnd: number): number {
  while (aStart < aEnd - 1 && a.charCodeAt(aStart) === 48) aStart += 1;
  while (bStart < bEnd - 1 && b.charCodeAt(bStart) === 48) bStart += 1;
  if (aEnd - aStart !== bEnd - bStart) return aEnd - aStart < bEnd - bStart ? -1 : 1;
  for (; aStart < aEnd; aStart += 1, bStart += 1) {
    const difference = a.charCodeAt(aStart) - b.charCodeAt(bStart);
    if (difference !== 0) return difference < 0 ? -1 : 1;
  }
  return 0;
}

/** -1, 0 or 1, as the collator answers. */
export function naturalCompare(a: string, b: string): number {
  if (!PRINTABLE_ASCII.test(a) || !PRINTABLE_ASCII.test(b)) return collator().compare(a, b);
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const codeA = a.charCodeAt(i);
    const codeB = b.charCodeAt(j);
    if (isDigit(codeA) && isDigit(codeB)) {
      const endA = digitsEnd(a, i);
      const endB = digitsEnd(b, j);
      const byValue = compareNumbers(a, i, endA, b, j, endB);
      if (byValue !== 0) return byValue;
      i = endA;
      j = endB;
      continue;
    }
    if (WEIGHTS[codeA] !== WEIGHTS[codeB]) return WEIGHTS[codeA]! < WEIGHTS[codeB]! ? -1 : 1;
    i += 1;
    j += 1;
  }
  if (i < a.length) return 1;
  return j < b.length ? -1 : 0;
}
