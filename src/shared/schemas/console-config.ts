import { z } from "../zod";

/**
 * `GET /console-config.json` (no credentials): what the console server tells the connect page.
 * Demo credentials come only from the local emulator; upstream mode never sends secrets.
 */
/** Set only when the server has CONSOLE_ACCESS_TOKEN. */
const access = {
  /** The connect page asks for the console access token before anything else works. */
  accessTokenRequired: z.optional(z.boolean()),
  /** This request carried a valid session cookie (it is HttpOnly: the page cannot see it). */
  sessionActive: z.optional(z.boolean()),
};

export const consoleConfigSchema = z.discriminatedUnion("mode", [
  z.looseObject({
    ...access,
    mode: z.literal("emulator"),
    /** Offered only while the emulator accepts the built-in demo key; custom EMULATOR_* values are never sent. */
    demoCredentials: z.optional(z.looseObject({ keyId: z.string(), keySecret: z.string(), dashboardToken: z.string() })),
  }),
  z.looseObject({
    ...access,
    mode: z.literal("upstream"),
    /** The server adds the management API key itself: the console need not ask for one. */
    credentialsProvided: z.boolean(),
    /** The server adds the dashboard API token itself. */
    dashboardCredentialsProvided: z.optional(z.boolean()),
    /** DASHBOARD_API_URL is set on the server, so dashboard saves can work. */
    dashboardApiConfigured: z.optional(z.boolean()),
  }),
]);
export type ConsoleConfig = z.infer<typeof consoleConfigSchema>;
