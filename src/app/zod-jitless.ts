/**
 * zod compiles object parsers with `new Function` unless told not to, and under the console's CSP
 * (no 'unsafe-eval') even its probe for that is reported as a violation. The entry imports this
 * first, so it holds before any schema is built. It writes the global config object zod 4 reads
 * (`globalThis.__zod_globalConfig`, which `z.config` itself mutates) instead of calling `z.config`:
 * importing zod's core here would move 3.7 KB of it into the first page (budget: npm run size).
 * zod-jitless.test.ts proves zod picks it up.
 */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
shared.__zod_globalConfig = { ...shared.__zod_globalConfig, jitless: true };

// A module (imported for its effect), not a script.
export {};
