import { dashboardNameSchema, MAX_DASHBOARD_NAME_LENGTH } from "@/shared/schemas/dashboard";
import { textProblemMessage } from "@/shared/schemas/text-rules";

/**
 * What is wrong with a dashboard's name as typed, said as a sentence for its field, or undefined:
 * the rule is the shared `dashboardNameSchema`, which the server applies to the same name.
 */
export function dashboardNameError(name: string): string | undefined {
  const parsed = dashboardNameSchema.safeParse(name);
  if (parsed.success) return undefined;
  switch (parsed.error.issues[0]?.code) {
    case "too_small":
      return "Enter a name for the dashboard.";
    case "too_big":
      return `The name must be at most ${MAX_DASHBOARD_NAME_LENGTH} characters (it has ${name.trim().length}).`;
    default:
      // The one rule left, the text rules: which character, and where.
      return `${textProblemMessage("The name", name.trim()) ?? "The name cannot hold control or direction characters"}.`;
  }
}
