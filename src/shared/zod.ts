/**
 * The console's zod: `zod/mini`, the functional form of zod 4 (`z.optional(schema)`,
 * `schema.check(z.minLength(1))`), for the browser and the server alike. Its schemas are built from
 * plain functions, so the console's pages carry only the parts they use; zod's classic form brings
 * every method of every schema (and JSON Schema output) into the first page.
 *
 * zod/mini loads no locale by itself, and an issue without a message of ours would read "Invalid
 * input": English is set here, once, before any schema of the console is built.
 */
import en from "zod/v4/locales/en.js";
import * as z from "zod/mini";

z.config(en());

export { z };
