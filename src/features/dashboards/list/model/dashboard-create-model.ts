import { MAX_DASHBOARD_NAME_LENGTH, type DashboardBody } from "@/shared/schemas/dashboard";
import { textProblemMessage } from "@/shared/schemas/text-rules";
import { parseTags, tagsProblem } from "../../model/dashboard-tags";

export interface DashboardCreateValues {
  name: string;
  /** As typed: tags separated by commas. */
  tags: string;
}
export type DashboardCreateErrors = Partial<Record<keyof DashboardCreateValues, string>>;

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
  const tagsWrong = tagsProblem(tags);
  if (tagsWrong !== undefined) errors.tags = tagsWrong;
  if (Object.keys(errors).length > 0) return { errors };
  return { body: { name, tags, tiles: [] } };
}
