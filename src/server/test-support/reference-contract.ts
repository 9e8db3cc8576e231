import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

/**
 * The real service's own description, compiled with ajv so the emulator's answers are checked against
 * the reference's schemas themselves, not a hand-written copy of them. The file beside this one is the
 * contract's `reference-openapi.json` as given (unchanged, so a fresh clone and CI have it);
 * REFERENCE_OPENAPI points the check at another version of it.
 */
const DEFAULT_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), "reference-openapi.json");

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>>;
  components: { schemas: Record<string, unknown> };
}

/**
 * Where gaps.md narrows the reference on purpose ("Fidelity to the reference"): these definitions are
 * replaced by the shapes gaps.md gives, so the rest of each answer is still checked against the reference.
 */
export const GAPS_NARROWINGS: Record<string, { why: string; schema: unknown }> = {
  // `stack/sources` list: `[{id, name, kind}]`, kind one of log, trace, metric, session.
  StackSource: {
    why: "gaps.md: stack/sources items are {id, name, kind}, a deliberate narrowing of the reference's source objects",
    schema: {
      type: "object",
      required: ["id", "name", "kind"],
      properties: { id: { type: "string" }, name: { type: "string" }, kind: { enum: ["log", "trace", "metric", "session"] } },
    },
  },
  // api.md's tile: id, name, x, y, w, h, asRatio, series with type, dataSource, aggFn, where, groupBy.
  StackTileOutput: {
    why: "gaps.md: tiles have api.md's shape (series with type, dataSource, aggFn, where, groupBy), not the reference's config/sourceId form",
    schema: {
      type: "object",
      required: ["id", "name", "x", "y", "w", "h", "series"],
      properties: {
        id: { type: "string" },
        name: { type: "string" },
        x: { type: "integer", minimum: 0, maximum: 23 },
        y: { type: "integer", minimum: 0 },
        w: { type: "integer", minimum: 1, maximum: 24 },
        h: { type: "integer", minimum: 1 },
        asRatio: { type: "boolean" },
        series: {
          type: "array",
          items: {
            type: "object",
            required: ["type", "dataSource", "aggFn", "where"],
            properties: {
              type: { type: "string" },
              dataSource: { type: "string" },
              aggFn: { type: "string" },
              where: { type: "string" },
              groupBy: { type: "array", items: { type: "string" } },
            },
          },
        },
      },
    },
  },
};

export interface ReferenceOperation {
  /** The reference's path template, e.g. `/v1/organizations/{organizationId}`. */
  template: string;
  method: string;
  validate: ValidateFunction;
}

export interface ReferenceContract {
  file: string;
  /** The operation whose template matches a concrete path, or undefined when the reference has none. */
  operation(method: string, concretePath: string): ReferenceOperation | undefined;
  /** Every `(method, template)` the reference describes with a 200 JSON answer. */
  operations(): { method: string; template: string }[];
}

const segments = (template: string) => template.split("/").map((part) => (part.startsWith("{") || part.startsWith(":") ? "*" : part));

/** True when a concrete path or a template with `:param` / `{param}` parts fits the reference template. */
export function fitsTemplate(template: string, candidate: string): boolean {
  const expected = segments(template);
  const actual = candidate.split("/");
  const actualShape = segments(candidate);
  return expected.length === actual.length && expected.every((part, i) => part === "*" || part === actualShape[i]);
}

export function loadReferenceContract(file = process.env.REFERENCE_OPENAPI ?? DEFAULT_FILE): ReferenceContract {
  if (!existsSync(file)) {
    throw new Error(`The reference description is not at ${file}: restore src/server/test-support/reference-openapi.json or set REFERENCE_OPENAPI.`);
  }
  // The reference's own references point into components; they become $defs of one schema with a known id.
  const text = readFileSync(file, "utf8").replaceAll('"#/components/schemas/', '"reference#/$defs/');
  const document = JSON.parse(text) as OpenApiDocument;
  const definitions = { ...document.components.schemas };
  for (const [name, narrowing] of Object.entries(GAPS_NARROWINGS)) {
    if (!(name in definitions)) throw new Error(`gaps.md narrows ${name}, which the reference no longer has`);
    definitions[name] = narrowing.schema;
  }
  // OpenAPI 3.1 schemas are JSON Schema 2020-12. The reference leaves `type: object` implicit and uses
  // OpenAPI's `example` annotation; strict mode stays on for everything else (unknown keywords, formats).
  const ajv = new Ajv2020({ strict: true, strictTypes: false, allowUnionTypes: true, allErrors: true });
  addFormats(ajv);
  ajv.addFormat("password", true);
  ajv.addKeyword("example");
  ajv.addSchema({ $id: "reference", $defs: definitions });

  const compiled = new Map<string, ReferenceOperation>();
  const operations = Object.entries(document.paths).flatMap(([template, methods]) =>
    Object.entries(methods).flatMap(([method, operation]) => {
      const schema = operation.responses?.["200"]?.content?.["application/json"]?.schema;
      return schema === undefined ? [] : [{ method: method.toUpperCase(), template, schema }];
    }),
  );
  return {
    file,
    operations: () => operations.map(({ method, template }) => ({ method, template })),
    operation(method, concretePath) {
      // A literal segment wins over a parameter (`dashboards/validate` before `dashboards/{id}`).
      const matches = operations.filter((op) => op.method === method && fitsTemplate(op.template, concretePath));
      const found = matches.sort((a, b) => segments(b.template).filter((s) => s !== "*").length - segments(a.template).filter((s) => s !== "*").length)[0];
      if (found === undefined) return undefined;
      const key = `${found.method} ${found.template}`;
      let operation = compiled.get(key);
      if (operation === undefined) {
        operation = { template: found.template, method: found.method, validate: ajv.compile(found.schema as object) };
        compiled.set(key, operation);
      }
      return operation;
    },
  };
}

/** ajv's errors as lines a person can read in a failed test. */
export function describeErrors(errors: readonly ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((error) => `${error.instancePath || "/"} ${error.message ?? "is invalid"} ${JSON.stringify(error.params)}`);
}
