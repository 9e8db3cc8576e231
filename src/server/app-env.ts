/** Hono context variables every route can rely on (set by the request-id middleware). */
export type AppEnv = {
  Variables: {
    requestId: string;
  };
};
