import { positionOf, tokenizeWhere, WhereSyntaxError, type WhereToken } from "./where-tokens";

/**
 * The series query's `where` filter (gaps.md "Chart data"), a Lucene-like language:
 *
 *   filter  := or
 *   or      := and ("OR" and)*
 *   and     := unary (["AND"] unary)*          terms side by side must all match too
 *   unary   := ("NOT" | "-") unary | primary
 *   primary := "(" or ")" | field ":" value | word | "phrase"
 *   value   := word | "phrase" | "*" | (">" | ">=" | "<" | "<=") number
 *
 * Precedence: NOT binds tightest, then AND (written or implied), then OR. AND, OR and NOT are
 * keywords only in capitals (as in Lucene); quote them to search for the word. A value must follow
 * its `:` directly (`level: error` is refused rather than read as two terms). A `*` inside a word
 * is refused: only `field:*` (has the field) is part of the language.
 *
 * How a node matches an event is the evaluator's business; the intended meaning is:
 * `field:value` equality (as numbers on a number field), a bare word or phrase a case-insensitive
 * substring of `message`, a term on a field the event lacks does not match (so its NOT does).
 */
export type WhereNode =
  | { kind: "and"; children: WhereNode[] }
  | { kind: "or"; children: WhereNode[] }
  | { kind: "not"; child: WhereNode; offset: number }
  /** `field:value` or `field:"value"`. */
  | { kind: "equals"; field: string; value: string; offset: number; valueOffset: number }
  /** `field:>N`, `>=`, `<`, `<=`. */
  | { kind: "compare"; field: string; op: CompareOp; value: number; offset: number }
  /** `field:*`. */
  | { kind: "exists"; field: string; offset: number }
  /** A bare word or quoted phrase: searched inside `message`. */
  | { kind: "text"; text: string; offset: number };

export type CompareOp = ">" | ">=" | "<" | "<=";

export type WhereParseResult =
  | { ok: true; node: WhereNode | null }
  | { ok: false; error: { message: string; offset: number } };

const KEYWORDS = new Set(["AND", "OR", "NOT"]);
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_.]*$/;

/** Whether `name` is a field name as the series query reads one (in a filter, a group-by, an aggregated field). */
export function isFieldName(name: string): boolean {
  return FIELD_NAME.test(name);
}
const NUMBER = /^-?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

const isKeyword = (token: WhereToken | undefined, word: string) => token?.kind === "word" && token.text === word;

/** How a token reads in a message: `"OR"`, `")"`, `the end of the filter`. */
function describeToken(token: WhereToken | undefined): string {
  if (token === undefined) return "the end of the filter";
  if (token.kind === "quoted") return `the phrase "${token.text}"`;
  return `"${token.text}"`;
}

class Parser {
  private index = 0;

  constructor(
    private readonly text: string,
    private readonly tokens: WhereToken[],
  ) {}

  parse(): WhereNode | null {
    if (this.tokens.length === 0) return null;
    const node = this.parseOr();
    const rest = this.peek();
    if (rest !== undefined) {
      // Only a `)` without its `(` can stop the loops above early.
      throw new WhereSyntaxError(`unexpected ")" at ${positionOf(rest.offset)}: no "(" before it to close`, rest.offset);
    }
    return node;
  }

  private peek(): WhereToken | undefined {
    return this.tokens[this.index];
  }

  private next(): WhereToken | undefined {
    const token = this.tokens[this.index];
    this.index += 1;
    return token;
  }

  /** The offset of the token at hand, or the end of the text. */
  private here(): number {
    return this.peek()?.offset ?? this.text.length;
  }

  private parseOr(): WhereNode {
    const children = [this.parseAnd()];
    while (isKeyword(this.peek(), "OR")) {
      this.next();
      children.push(this.parseAnd());
    }
    return children.length === 1 ? children[0]! : { kind: "or", children };
  }

  private parseAnd(): WhereNode {
    const children = [this.parseUnary()];
    for (;;) {
      const token = this.peek();
      if (token === undefined || token.kind === "rparen" || isKeyword(token, "OR")) break;
      if (isKeyword(token, "AND")) this.next();
      children.push(this.parseUnary());
    }
    return children.length === 1 ? children[0]! : { kind: "and", children };
  }

  private parseUnary(): WhereNode {
    const token = this.peek();
    if (token?.kind === "minus") {
      this.next();
      const following = this.peek();
      if (following === undefined || following.offset !== token.end) {
        throw new WhereSyntaxError(
          `expected a term right after "-" at ${positionOf(token.end)}, found ${following === undefined ? "the end of the filter" : "a space"}`,
          token.end,
        );
      }
      return { kind: "not", child: this.parseUnary(), offset: token.offset };
    }
    if (isKeyword(token, "NOT")) {
      this.next();
      return { kind: "not", child: this.parseUnary(), offset: token!.offset };
    }
    return this.parsePrimary();
  }

  private parsePrimary(): WhereNode {
    const token = this.peek();
    if (token === undefined || token.kind === "rparen" || token.kind === "colon" || (token.kind === "word" && KEYWORDS.has(token.text))) {
      const found = token?.kind === "colon" ? '":" (a field name must come before it)' : describeToken(token);
      throw new WhereSyntaxError(`expected a term at ${positionOf(this.here())}, found ${found}`, this.here());
    }
    this.next();
    if (token.kind === "lparen") {
      const node = this.parseOr();
      const closing = this.peek();
      if (closing?.kind !== "rparen") {
        throw new WhereSyntaxError(
          `expected ")" at ${positionOf(this.here())} to close the "(" at ${positionOf(token.offset)}, found ${describeToken(closing)}`,
          this.here(),
        );
      }
      this.next();
      return node;
    }
    const colon = this.peek();
    if (colon?.kind === "colon" && colon.offset === token.end) {
      this.next();
      return this.parseFieldTerm(token);
    }
    if (token.kind === "word" && token.text.includes("*")) {
      throw new WhereSyntaxError(
        `unexpected "*" at ${positionOf(token.offset + token.text.indexOf("*"))}: wildcards are not supported; field:* tests that a field exists`,
        token.offset + token.text.indexOf("*"),
      );
    }
    return { kind: "text", text: token.text, offset: token.offset };
  }

  /** After `field:`. */
  private parseFieldTerm(fieldToken: WhereToken): WhereNode {
    const field = fieldToken.text;
    if (fieldToken.kind !== "word" || !FIELD_NAME.test(field)) {
      throw new WhereSyntaxError(
        `expected a field name before ":" at ${positionOf(fieldToken.offset)}, found ${describeToken(fieldToken)} (a field name is letters, digits, _ and .)`,
        fieldToken.offset,
      );
    }
    const offset = fieldToken.offset;
    let prefix = `${this.text.slice(offset, fieldToken.end)}:`;
    const operator = this.peek()?.kind === "compare" ? this.next()! : undefined;
    if (operator !== undefined) prefix += operator.text;
    const valueAt = operator?.end ?? fieldToken.end + 1;
    const value = this.peek();
    if (value === undefined || value.offset !== valueAt || (value.kind !== "word" && value.kind !== "quoted")) {
      const found = value === undefined ? "the end of the filter" : value.offset !== valueAt ? "a space" : describeToken(value);
      const wanted = operator === undefined ? "a value" : "a number";
      throw new WhereSyntaxError(`expected ${wanted} after "${prefix}" at ${positionOf(valueAt)}, found ${found}`, valueAt);
    }
    this.next();
    const after = this.peek();
    if (after?.kind === "colon" && after.offset === value.end) {
      throw new WhereSyntaxError(`unexpected ":" at ${positionOf(after.offset)}: quote a value that contains ":"`, after.offset);
    }
    if (operator !== undefined) {
      if (value.kind !== "word" || !NUMBER.test(value.text)) {
        throw new WhereSyntaxError(`expected a number after "${prefix}" at ${positionOf(valueAt)}, found ${describeToken(value)}`, valueAt);
      }
      return { kind: "compare", field, op: operator.text as CompareOp, value: Number(value.text), offset };
    }
    if (value.kind === "word" && value.text === "*") return { kind: "exists", field, offset };
    if (value.kind === "word" && value.text.includes("*")) {
      const star = value.offset + value.text.indexOf("*");
      throw new WhereSyntaxError(`unexpected "*" at ${positionOf(star)}: wildcards are not supported; ${prefix}* tests that the field exists`, star);
    }
    return { kind: "equals", field, value: value.text, offset, valueOffset: value.offset };
  }
}

/**
 * Parses a `where` filter. An empty or blank filter is `node: null` (everything matches).
 * A syntax error carries its 0-based offset, and its message names `position offset + 1`.
 */
export function parseWhere(text: string): WhereParseResult {
  try {
    return { ok: true, node: new Parser(text, tokenizeWhere(text)).parse() };
  } catch (error) {
    if (error instanceof WhereSyntaxError) return { ok: false, error: { message: error.message, offset: error.offset } };
    throw error;
  }
}
