import { describe, expect, it } from "vitest";
import { findTextProblem, nameFieldError, textField, textProblemMessage } from "./text-rules";

describe("text rules", () => {
  it.each([
    ["a\u0000b", "U+0000", 1],
    ["tab\there", "U+0009", 3],
    ["line\nbreak", "U+000A", 4],
    ["cr\r", "U+000D", 2],
    ["del\u007f", "U+007F", 3],
    ["c1\u0085", "U+0085", 2],
    ["ab\u202ecd", "U+202E", 2],
    ["\u2066isolate", "U+2066", 0],
    ["sep\u2028", "U+2028", 3],
    ["lone \ud800 high", "a lone surrogate U+D800", 5],
    ["lone \udc00 low", "a lone surrogate U+DC00", 5],
    ["swapped \udc00\ud800", "a lone surrogate U+DC00", 8],
  ])("refuses %j", (text, character, index) => {
    expect(findTextProblem(text)).toEqual({ character, index });
  });

  it.each(["plain", "Grüße, 日本語, עברית", "emoji 😀 pair", "", "  spaces  ", "quotes \" ' \\"])("accepts %j", (text) => {
    expect(findTextProblem(text)).toBeUndefined();
  });

  it("multi-line text may hold line feeds and tabs, but no other control", () => {
    expect(findTextProblem("one\n\ttwo", { multiLine: true })).toBeUndefined();
    expect(findTextProblem("one\r\ntwo", { multiLine: true })).toEqual({ character: "U+000D", index: 3 });
    expect(findTextProblem("a\u202e", { multiLine: true })?.character).toBe("U+202E");
  });

  it("a message names the field, the character and where it is", () => {
    expect(textProblemMessage("name", "ab\u202e")).toBe("name must not contain control or direction characters (U+202E at character 3)");
  });

  it("textField applies type, trim, bounds and the rules, each message naming the field", () => {
    const schema = textField("name", { trim: true, min: 1, max: 5 });
    expect(schema.parse("  ok  ")).toBe("ok");
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe("name is required");
    expect(schema.safeParse("   ").error?.issues[0]?.message).toBe("name is required");
    expect(schema.safeParse("toolong").error?.issues[0]?.message).toBe("name must be at most 5 characters");
    expect(schema.safeParse("a\u0000").error?.issues[0]?.message).toMatch(/^name must not contain control/);
  });

  it("nameFieldError words a name field's refusal for the form, with the noun and the schema's maximum", () => {
    const schema = textField("name", { trim: true, min: 1, max: 5 });
    expect(nameFieldError(schema, "  ok  ", { noun: "widget" })).toBeUndefined();
    expect(nameFieldError(schema, "   ", { noun: "widget" })).toBe("Enter a name for the widget.");
    expect(nameFieldError(schema, " toolong ", { noun: "widget" })).toBe("The name must be at most 5 characters (it has 7).");
    expect(nameFieldError(schema, "a\u202eb", { noun: "widget" })).toBe("The name must not contain control or direction characters (U+202E at character 2).");
  });
});
