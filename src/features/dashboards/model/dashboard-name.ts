import { dashboardNameSchema } from "@/shared/schemas/dashboard";
import { nameFieldError } from "@/shared/schemas/text-rules";

/**
 * What is wrong with a dashboard's name as typed, said as a sentence for its field, or undefined:
 * the rule is the shared `dashboardNameSchema`, which the server applies to the same name.
 */
export const dashboardNameError = (name: string) => nameFieldError(dashboardNameSchema, name, { noun: "dashboard" });
