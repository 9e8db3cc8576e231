/**
 * The tokenizer of the series query's `where` filter (gaps.md "Chart data"). Offsets are 0-based
 * indexes into the filter text; messages say "position N" with N = offset + 1.
 */

export type WhereTokenKind = "word" | "quoted" | "colon" | "compare" | "lparen" | "rparen" | "minus";

export interface WhereToken {
  kind: WhereTokenKind;
  /** The word or phrase with escapes resolved; the operator for `compare`; the character otherwise. */
  text: string;
  offset: number;
  /** Offset just past the token in the filter text. */
  end: number;
}

export class WhereSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
    this.name = "WhereSyntaxError";
  }
}

/** "position 8" for offset 7: people count from 1. */
export const positionOf = (offset: number) => `position ${offset + 1}`;

const isSpace = (char: string) => char === " " || char === "\t" || char === "\n" || char === "\r";
/** Characters that end a word: they are tokens of their own. */
const isDelimiter = (char: string) => isSpace(char) || char === "(" || char === ")" || char === '"' || char === ":";
const COMPARE_OPERATORS = [">=", "<=", ">", "<"] as const;

/** `"…"` with `\"` and `\\` escapes; the opening quote is at `start`. */
function readQuoted(text: string, start: number): WhereToken {
  let value = "";
  let index = start + 1;
  while (index < text.length) {
    const char = text.charAt(index);
    if (char === '"') return { kind: "quoted", text: value, offset: start, end: index + 1 };
    if (char === "\\" && index + 1 < text.length) {
      value += text.charAt(index + 1);
      index += 2;
    } else {
      value += char;
      index += 1;
    }
  }
  throw new WhereSyntaxError(`expected a closing " for the phrase opened at ${positionOf(start)}, found the end of the filter`, start);
}

/** A run of characters up to a delimiter; a backslash takes the next character as it is (`a\:b`). */
function readWord(text: string, start: number): WhereToken {
  let value = "";
  let index = start;
  while (index < text.length && !isDelimiter(text.charAt(index))) {
    if (text.charAt(index) === "\\" && index + 1 < text.length) {
      value += text.charAt(index + 1);
      index += 2;
    } else {
      value += text.charAt(index);
      index += 1;
    }
  }
  return { kind: "word", text: value, offset: start, end: index };
}

/**
 * Splits the filter into tokens. Two places depend on what came just before: right after a `:`
 * an operator `>`, `>=`, `<`, `<=` is a token of its own (so `amount:>-5` compares with -5), and a
 * `-` that starts a term (after a space, a `(` or at the start) negates it, while `user-1` or
 * `amount:-5` keep theirs.
 */
export function tokenizeWhere(text: string): WhereToken[] {
  const tokens: WhereToken[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text.charAt(index);
    const previous = tokens.at(-1);
    const afterColon = previous?.kind === "colon" && previous.end === index;
    if (isSpace(char)) {
      index += 1;
      continue;
    }
    let token: WhereToken;
    if (char === "(" || char === ")") {
      token = { kind: char === "(" ? "lparen" : "rparen", text: char, offset: index, end: index + 1 };
    } else if (char === ":") {
      token = { kind: "colon", text: char, offset: index, end: index + 1 };
    } else if (char === '"') {
      token = readQuoted(text, index);
    } else if (afterColon && COMPARE_OPERATORS.some((op) => text.startsWith(op, index))) {
      const op = COMPARE_OPERATORS.find((candidate) => text.startsWith(candidate, index))!;
      token = { kind: "compare", text: op, offset: index, end: index + op.length };
    } else if (char === "-" && !afterColon && previous?.kind !== "compare" && (previous === undefined || previous.end < index || previous.kind === "lparen")) {
      token = { kind: "minus", text: char, offset: index, end: index + 1 };
    } else {
      token = readWord(text, index);
    }
    tokens.push(token);
    index = token.end;
  }
  return tokens;
}
