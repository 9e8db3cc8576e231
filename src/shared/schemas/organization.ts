import { z } from "../zod";

export const organizationSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  createdAt: z.nullish(z.string()),
});
export type Organization = z.infer<typeof organizationSchema>;
