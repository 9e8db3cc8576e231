import { z } from "@/shared/zod";
import { MAX_NAME_LENGTH } from "@/shared/schemas/pipe-source-bodies";
import { HTTPS_URL, isReachableUrl } from "@/shared/schemas/pipe-source-formats";
import { textProblemMessage } from "@/shared/schemas/text-rules";

/*
 * Pieces every step's model uses: fields as typed (strings), their messages in the words the page
 * uses, and issues turned into one message per field id. A field id is the issue path joined by dots
 * (`kafka.brokers`, `destination.columns.2.name`); each control carries it as `data-field`, so the
 * first bad one on the page can be found and focused.
 */

export type FieldErrors = Record<string, string>;

/** `["kafka", "credentials", "password"]` → `kafka.credentials.password`. */
export const fieldId = (path: readonly PropertyKey[]) => path.map(String).join(".");

/** One message per field, the first issue of each; issues without a path go under `form`. */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[], prefix: readonly PropertyKey[] = []): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const id = fieldId([...prefix, ...issue.path]) || "form";
    errors[id] ??= issue.message;
  }
  return errors;
}

/** A required text: trimmed, with a message that says what to enter. */
export const filled = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

/**
 * A name the pipe sends on (a table, a column, a schema, a source field), required: the service's
 * name rules (nameText: at most MAX_NAME_LENGTH characters, no control or direction characters) in
 * the page's words, said before sending. `label` starts the sentence ("The table").
 */
export const filledName = (message: string, label: string) =>
  filled(message).check(z.maxLength(MAX_NAME_LENGTH, `${label} is at most ${MAX_NAME_LENGTH} characters.`), z.superRefine((value, ctx) => {
    const problem = textProblemMessage(label, value);
    if (problem !== undefined) ctx.addIssue({ code: "custom", message: `${problem}.` });
  }));

/** Text that may be left empty; empty means "not sent". */
export const optional = z.string().check(z.trim());

/** Adds an issue at an exact path, for rules that depend on another field. */
export function addIssue(ctx: z.core.$RefinementCtx, path: (string | number)[], message: string) {
  ctx.addIssue({ code: "custom", path, message });
}

/** A field's check from a function that says what is wrong with its text (undefined: nothing), in its words. */
export const checkedBy = (problemOf: (text: string) => string | undefined) =>
  z.superRefine((text: string, ctx) => {
    const problem = problemOf(text);
    if (problem !== undefined) addIssue(ctx, [], problem);
  });

/** A URL of the right scheme that names no address (a space in its host, a port of 0 or above 65535); `what` is its label. */
export const UNREACHABLE_URL = (what: string) => `${what} is not a valid address: its host cannot hold spaces, and a port must be 1 to 65535.`;

/** What is wrong with a URL that must be https:// (`what`: "The queue URL"; `wrongScheme`: the message for another scheme), or undefined. */
export function httpsUrlProblem(url: string, what: string, wrongScheme: string): string | undefined {
  if (!url.startsWith("https://")) return wrongScheme;
  return HTTPS_URL.test(url) && isReachableUrl(url) ? undefined : UNREACHABLE_URL(what);
}

/** A whole number typed as text, within bounds; the message names the field by its label. */
export function wholeNumber(label: string, min: number, max?: number) {
  const range = max === undefined ? `${min} or more` : `${min} to ${max}`;
  return z.string().check(
    z.trim(),
    z.minLength(1, `Enter ${label} (${range}).`),
    z.regex(/^-?\d+$/, `${label.charAt(0).toUpperCase()}${label.slice(1)} must be a whole number (${range}).`),
    z.refine(
      (text) => Number(text) >= min && (max === undefined || Number(text) <= max),
      `${label.charAt(0).toUpperCase()}${label.slice(1)} must be ${range}.`,
    ),
    // Beyond 2^53 a number is not sent as typed (99999999999999999999 goes as 100000000000000000000).
    z.refine(
      (text) => Number.isSafeInteger(Number(text)),
      `${label.charAt(0).toUpperCase()}${label.slice(1)} must be at most ${Number.MAX_SAFE_INTEGER}.`,
    ),
  );
}

/** One PEM certificate or more (a CA bundle), with something in each and nothing around them. */
export const PEM_CERTIFICATE = /^(?:-----BEGIN CERTIFICATE-----\s*\S[\s\S]*?-----END CERTIFICATE-----\s*)+$/;
/** One PEM private key (PKCS#8, or RSA/EC/encrypted), with something in it and nothing around it. */
export const PEM_PRIVATE_KEY = /^-----BEGIN ((?:[A-Z]+ )?)PRIVATE KEY-----\s*\S[\s\S]*?-----END \1PRIVATE KEY-----$/;
/** The create form's words for the shared `ACCESS_KEY_ID` rule. */
export const ACCESS_KEY_ID_MESSAGE = "An access key ID is one word of at most 128 letters and digits, like AKIAIOSFODNN7EXAMPLE.";

/** What an IAM role ARN looks like, for the Kafka, Kinesis and object storage roles alike. */
export const IAM_ROLE_ARN_MESSAGE =
  "The IAM role must be an ARN like arn:aws:iam::123456789012:role/pipes-reader: the account is 12 digits, then role/ and the role's name.";

/** Comma-separated names as typed → the list, without blanks. */
export const splitList = (text: string) => text.split(",").map((part) => part.trim()).filter(Boolean);

/** ClickHouse names the form accepts without quoting. */
export const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** `value` when it is one of `values` (a known enum member), else `fallback`: for prefilling from a server answer. */
export const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  (values as readonly unknown[]).includes(value) ? (value as T) : fallback;

let rowCount = 0;
/** A key for a new row, so React keeps each row's inputs while rows are added and removed. */
export const newRowKey = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(rowCount += 1)}`;
