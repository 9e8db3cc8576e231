import { z } from "../zod";

/**
 * What a name or a description may hold, for the emulator and the console's forms alike.
 * Refused: C0 controls (U+0000-U+001F), DEL and the C1 controls (U+007F-U+009F), the direction
 * embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069: they make text read other than
 * it is stored), the line and paragraph separators (U+2028, U+2029), and lone surrogates (not text
 * at all). Multi-line text (an alert's message) may hold line feeds and tabs.
 */

export interface TextProblem {
  /** 0-based index of the character in the string. */
  index: number;
  /** "U+202E", or "a lone surrogate U+D800". */
  character: string;
}

/** "U+0009": a character by its code, as messages name one that cannot be seen. */
export const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;

/** Controls, direction controls and separators: never in text shown on one line, nor in a log. */
export function isUnsafeCharCode(code: number): boolean {
  return (
    code <= 0x1f ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069) ||
    code === 0x2028 ||
    code === 0x2029
  );
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** The first character the rules refuse, or undefined when the text is fine. */
export function findTextProblem(text: string, options: { multiLine?: boolean } = {}): TextProblem | undefined {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (isHighSurrogate(code) && isLowSurrogate(text.charCodeAt(index + 1))) {
      index += 1;
      continue;
    }
    if (isHighSurrogate(code) || isLowSurrogate(code)) return { index, character: `a lone surrogate ${hex(code)}` };
    if (options.multiLine && (code === 0x0a || code === 0x09)) continue;
    if (isUnsafeCharCode(code)) return { index, character: hex(code) };
  }
  return undefined;
}

/** "`field` must not contain control or direction characters (U+202E at character 4)", or undefined. */
export function textProblemMessage(field: string, text: string, options: { multiLine?: boolean } = {}): string | undefined {
  const problem = findTextProblem(text, options);
  if (problem === undefined) return undefined;
  return `${field} must not contain control or direction characters (${problem.character} at character ${problem.index + 1})`;
}

/**
 * What is wrong with a name as typed for `schema` (a trimmed `textField` with `min: 1`), as a sentence for
 * its field, or undefined when the schema takes it: "Enter a name for the `noun`.", "The name must be at
 * most N characters (it has M).", or the text rules' message.
 */
export function nameFieldError(schema: z.ZodMiniType<string>, name: string, { noun }: { noun: string }): string | undefined {
  const parsed = schema.safeParse(name);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0];
  switch (issue?.code) {
    case "too_small":
      return `Enter a name for the ${noun}.`;
    case "too_big":
      return `The name must be at most ${issue.maximum} characters (it has ${name.trim().length}).`;
    default:
      // The one rule left, the text rules: which character, and where.
      return `${textProblemMessage("The name", name.trim()) ?? "The name cannot hold control or direction characters"}.`;
  }
}

/** A zod check for a form field: "`label` must not contain …" when the text breaks the rules. */
export function checkText(label: string, options: { multiLine?: boolean } = {}) {
  return (value: string, ctx: z.core.$RefinementCtx) => {
    const message = textProblemMessage(label, value, options);
    if (message !== undefined) ctx.addIssue({ code: "custom", message });
  };
}

interface TextOptions {
  /** Trim surrounding white space before the checks (names); kept as sent otherwise. */
  trim?: boolean;
  min?: number;
  max: number;
  multiLine?: boolean;
}

/** A string field of a request body with the text rules and a length bound, every message naming `field`. */
export function textField(field: string, options: TextOptions) {
  // Absent is "required"; present but not a string (a number in a hand-edited file) says so.
  let schema = z.string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a string`) });
  if (options.trim) schema = schema.check(z.trim());
  if (options.min) schema = schema.check(z.minLength(
    options.min,
    options.min === 1 ? `${field} is required` : `${field} must be at least ${options.min} characters`,
  ));
  schema = schema.check(z.maxLength(options.max, `${field} must be at most ${options.max} characters`));
  return schema.check(z.superRefine(checkText(field, options)));
}
