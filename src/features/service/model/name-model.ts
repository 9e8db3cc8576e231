import { serviceNameSchema, type ServiceUpdateBody } from "@/shared/schemas/service";
import { hex } from "@/shared/schemas/text-rules";

/** "“!”"; a character one cannot see (a control character, a tab, another kind of space) by its code: "U+0009". */
function shown(character: string): string {
  if (!/[\p{C}\p{Z}]/u.test(character)) return `“${character}”`;
  return hex(character.codePointAt(0)!);
}

/**
 * What is wrong with a typed name, in words that name the field, or undefined when the server
 * will take it. The rule itself is the shared schema's, so the console and the emulator agree.
 */
export function serviceNameError(typed: string): string | undefined {
  // Spaces before and after are not part of the name (serviceNameBody leaves them out).
  const value = typed.trim();
  const result = serviceNameSchema.safeParse(value);
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  // Empty, or spaces alone (which the server refuses too: a name must have a letter or a digit).
  if (value === "") return "Enter a name.";
  if (issue?.code === "too_big") return `Name must be at most 50 characters (it has ${value.length}).`;
  const offending = [...new Set(value.replace(/[A-Za-z0-9 ]/g, ""))].map(shown);
  return `Name may contain only letters A–Z, digits and spaces; ${offending.join(", ")} ${offending.length === 1 ? "is" : "are"} not allowed.`;
}

/** The PATCH body of the name form: the name, without spaces before or after it, and nothing else. */
export function serviceNameBody(name: string): ServiceUpdateBody {
  return { name: name.trim() };
}
