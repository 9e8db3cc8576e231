/** Hono context variables every route can rely on. */
export type AppEnv = {
  Variables: {
    /** Set by the request-id middleware. */
    requestId: string;
    /** Set by the upstream proxy: the answer passes through as the upstream sent it, never recompressed. */
    proxied?: true;
    /** Why the answer is the server's own error rather than the one asked for (the upstream proxy's 502s), for the access log. */
    failure?: string;
  };
};
