import { MAX_DASHBOARD_NAME_LENGTH, MAX_TAGS, MAX_TAG_LENGTH, type DashboardBody } from "@/shared/schemas/dashboard";
import { textProblemMessage } from "@/shared/schemas/text-rules";

export interface DashboardCreateValues {
  name: string;
  /** As typed: tags separated by commas. */
  tags: string;
}
export type DashboardCreateErrors = Partial<Record<keyof DashboardCreateValues, string>>;

/** "prod, sre ,, prod" → ["prod", "sre"]: trimmed, empties and repeats dropped, order kept. */
export function parseTags(text: string): string[] {
  return [...new Set(text.split(",").map((tag) => tag.trim()).filter((tag) => tag !== ""))];
}

/** The new dashboard's body (no tiles yet), or a message per field; nothing is sent until it passes. */
export function validateDashboardCreate(values: DashboardCreateValues): { body: DashboardBody } | { errors: DashboardCreateErrors } {
  const errors: DashboardCreateErrors = {};
  const name = values.name.trim();
  const tags = parseTags(values.tags);
  if (name === "") errors.name = "Enter a name for the dashboard.";
  else if (name.length > MAX_DASHBOARD_NAME_LENGTH) {
    errors.name = `The name must be at most ${MAX_DASHBOARD_NAME_LENGTH} characters (it has ${name.length}).`;
  } else {
    const problem = textProblemMessage("The name", name);
    if (problem) errors.name = `${problem}.`;
  }
  const long = tags.find((tag) => tag.length > MAX_TAG_LENGTH);
  if (long !== undefined) errors.tags = `The tag “${long.slice(0, 40)}${long.length > 40 ? "…" : ""}” is longer than ${MAX_TAG_LENGTH} characters.`;
  else if (tags.length > MAX_TAGS) errors.tags = `At most ${MAX_TAGS} tags (there are ${tags.length}).`;
  else {
    const problem = tags.map((tag) => textProblemMessage("A tag", tag)).find(Boolean);
    if (problem) errors.tags = `${problem}.`;
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { body: { name, tags, tiles: [] } };
}
