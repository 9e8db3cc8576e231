import type { DashboardBody } from "@/shared/schemas/dashboard";
import { dashboardNameError } from "../../model/dashboard-name";
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
  const nameWrong = dashboardNameError(name);
  if (nameWrong !== undefined) errors.name = nameWrong;
  const tagsWrong = tagsProblem(tags);
  if (tagsWrong !== undefined) errors.tags = tagsWrong;
  if (Object.keys(errors).length > 0) return { errors };
  return { body: { name, tags, tiles: [] } };
}
