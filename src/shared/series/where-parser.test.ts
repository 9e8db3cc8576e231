import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseWhere, type WhereNode } from "./where-parser";

/** The node, or the test fails with the parser's message. */
function parse(text: string): WhereNode | null {
  const result = parseWhere(text);
  if (!result.ok) throw new Error(`expected ${JSON.stringify(text)} to parse: ${result.error.message}`);
  return result.node;
}

/** A compact reading of the tree, so precedence is visible in one string. */
function show(node: WhereNode | null): string {
  if (node === null) return "ALL";
  switch (node.kind) {
    case "and":
      return `(${node.children.map(show).join(" & ")})`;
    case "or":
      return `(${node.children.map(show).join(" | ")})`;
    case "not":
      return `!${show(node.child)}`;
    case "equals":
      return `${node.field}=${JSON.stringify(node.value)}`;
    case "compare":
      return `${node.field}${node.op}${node.value}`;
    case "exists":
      return `${node.field}?`;
    case "text":
      return `~${JSON.stringify(node.text)}`;
  }
}

const error = (text: string) => {
  const result = parseWhere(text);
  if (result.ok) throw new Error(`expected ${JSON.stringify(text)} to be refused, got ${show(result.node)}`);
  return result.error;
};

describe("parseWhere: grammar", () => {
  it.each([
    ["", "ALL"],
    ["   \t ", "ALL"],
    ["level:error", 'level="error"'],
    ['message:"payment failed"', 'message="payment failed"'],
    ['page:"a \\"quoted\\" \\\\ value"', 'page="a \\"quoted\\" \\\\ value"'],
    ["status_code:500", 'status_code="500"'],
    ["duration_ms:>1000", "duration_ms>1000"],
    ["duration_ms:>=1000", "duration_ms>=1000"],
    ["amount:<0.5", "amount<0.5"],
    ["amount:<=-5", "amount<=-5"],
    ["amount:>1e3", "amount>1000"],
    ["provider:*", "provider?"],
    ['provider:"*"', 'provider="*"'],
    ["timeout", '~"timeout"'],
    ['"card declined"', '~"card declined"'],
    ["user_id:user-42", 'user_id="user-42"'],
    ["amount:-5", 'amount="-5"'],
    ["page:/checkout", 'page="/checkout"'],
    ["a\\:b", '~"a:b"'],
    ["service.name:api", 'service.name="api"'],
    ["and or not", '(~"and" & ~"or" & ~"not")'],
    ['"AND"', '~"AND"'],
  ])("%j reads as %s", (text, expected) => {
    expect(show(parse(text))).toBe(expected);
  });

  it("keeps the offsets of terms (0-based)", () => {
    const node = parse("  level:error -x");
    expect(node).toEqual({
      kind: "and",
      children: [
        { kind: "equals", field: "level", value: "error", offset: 2, valueOffset: 8 },
        { kind: "not", offset: 14, child: { kind: "text", text: "x", offset: 15 } },
      ],
    });
  });
});

describe("parseWhere: negation, AND, OR and precedence", () => {
  it.each([
    ["-level:error", '!level="error"'],
    ["NOT level:error", '!level="error"'],
    ["NOT NOT a", '!!~"a"'],
    ["--a", '!~"-a"'],
    ["-(a OR b)", '!(~"a" | ~"b")'],
    ["(-a)", '!~"a"'],
    ["a b", '(~"a" & ~"b")'],
    ["a AND b", '(~"a" & ~"b")'],
    ["a OR b", '(~"a" | ~"b")'],
    ["a b OR c", '((~"a" & ~"b") | ~"c")'],
    ["a OR b c", '(~"a" | (~"b" & ~"c"))'],
    ["a OR b AND c", '(~"a" | (~"b" & ~"c"))'],
    ["NOT a b", '(!~"a" & ~"b")'],
    ["NOT a OR b", '(!~"a" | ~"b")'],
    ["-a AND -b OR c", '((!~"a" & !~"b") | ~"c")'],
    ["(a OR b) c", '((~"a" | ~"b") & ~"c")'],
    ["((a))", '~"a"'],
    ["level:error (service:api OR service:web) -status_code:503", '(level="error" & (service="api" | service="web") & !status_code="503")'],
    ["a OR b OR c", '(~"a" | ~"b" | ~"c")'],
    ["x:1 y:2 z:3", '(x="1" & y="2" & z="3")'],
  ])("%j reads as %s", (text, expected) => {
    expect(show(parse(text))).toBe(expected);
  });

  it("a - inside a word or after : is part of the value", () => {
    expect(show(parse("checkout-api"))).toBe('~"checkout-api"');
    expect(show(parse("amount:>-1"))).toBe("amount>-1");
  });

  it("takes a deep nesting without trouble", () => {
    const deep = `${"(".repeat(500)}a${")".repeat(500)}`;
    expect(show(parse(deep))).toBe('~"a"');
  });
});

describe("parseWhere: errors name the position (offset + 1) and what was expected", () => {
  it.each([
    ["level:", 6, 'expected a value after "level:" at position 7, found the end of the filter'],
    ["level: error", 6, 'expected a value after "level:" at position 7, found a space'],
    ["level:)", 6, 'expected a value after "level:" at position 7, found ")"'],
    ["a level:(x)", 8, 'expected a value after "level:" at position 9, found "("'],
    ["duration_ms:>", 13, 'expected a number after "duration_ms:>" at position 14, found the end of the filter'],
    ["duration_ms:>abc", 13, 'expected a number after "duration_ms:>" at position 14, found "abc"'],
    ['duration_ms:>="5"', 14, 'expected a number after "duration_ms:>=" at position 15, found the phrase "5"'],
    ["amount:<5ms", 8, 'expected a number after "amount:<" at position 9, found "5ms"'],
    ["(a OR b", 7, 'expected ")" at position 8 to close the "(" at position 1, found the end of the filter'],
    ["a)", 1, 'unexpected ")" at position 2: no "(" before it to close'],
    ["()", 1, 'expected a term at position 2, found ")"'],
    ["a AND", 5, "expected a term at position 6, found the end of the filter"],
    ["a OR OR b", 5, 'expected a term at position 6, found "OR"'],
    ["AND a", 0, 'expected a term at position 1, found "AND"'],
    ["NOT", 3, "expected a term at position 4, found the end of the filter"],
    ["- a", 1, 'expected a term right after "-" at position 2, found a space'],
    ["a -", 3, 'expected a term right after "-" at position 4, found the end of the filter'],
    [":x", 0, 'expected a term at position 1, found ":" (a field name must come before it)'],
    ['"two words":x', 0, 'expected a field name before ":" at position 1, found the phrase "two words" (a field name is letters, digits, _ and .)'],
    ["9lives:x", 0, 'expected a field name before ":" at position 1, found "9lives" (a field name is letters, digits, _ and .)'],
    ["a:b:c", 3, 'unexpected ":" at position 4: quote a value that contains ":"'],
    ['message:"unclosed', 8, 'expected a closing " for the phrase opened at position 9, found the end of the filter'],
    ["time*", 4, 'unexpected "*" at position 5: wildcards are not supported; field:* tests that a field exists'],
    ["page:check*", 10, 'unexpected "*" at position 11: wildcards are not supported; page:* tests that the field exists'],
  ])("%j fails at offset %i", (text, offset, message) => {
    expect(error(text)).toEqual({ offset, message });
  });
});

describe("parseWhere: any text", () => {
  /** Text made mostly of the characters the grammar cares about, so it reaches every branch. */
  const filterish = fc
    .array(fc.constantFrom("a", "level", ":", '"', "\\", "(", ")", " ", "-", "NOT", "AND", "OR", ">", ">=", "<", "*", "5", "é", "\t"), { maxLength: 30 })
    .map((parts) => parts.join(""));

  it("never throws: either a tree or an error at a position inside the text (or just past its end)", () => {
    fc.assert(
      fc.property(fc.oneof(filterish, fc.string({ maxLength: 40 })), (text) => {
        const result = parseWhere(text);
        if (result.ok) return;
        expect(result.error.offset).toBeGreaterThanOrEqual(0);
        expect(result.error.offset).toBeLessThanOrEqual(text.length);
        expect(result.error.message).toContain(`position ${result.error.offset + 1}`);
      }),
      { numRuns: 500 },
    );
  });
});
