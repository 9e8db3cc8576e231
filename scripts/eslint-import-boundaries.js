// Keeps imports flowing one way: app -> features -> shared (ui, lib, shared).
// A feature never imports another feature, shared code never imports a feature or the app,
// and browser code never imports the server (nor the server the browser).
import path from "node:path";

const SRC = path.resolve("src");

/** "app" | "feature:<name>" | "ui" | "lib" | "shared" | "server" | undefined (outside src). */
function areaOf(file) {
  const relative = path.relative(SRC, file);
  if (relative.startsWith("..")) return undefined;
  const [top, second] = relative.split(path.sep);
  // Files at the top of src (main.tsx, test setup) compose the app.
  if (second === undefined) return "app";
  if (top === "features") return `feature:${second}`;
  return top;
}

function resolveImport(fromFile, source) {
  if (source.startsWith("@/")) return path.join(SRC, source.slice(2));
  if (source.startsWith(".")) return path.resolve(path.dirname(fromFile), source);
  return undefined;
}

function violation(from, to) {
  if (from === to || to === undefined || from === undefined) return undefined;
  if (from === "server") return to === "shared" ? undefined : "server code may import only src/shared";
  if (to === "server") return "browser code must not import server code";
  if (from.startsWith("feature:") && to.startsWith("feature:")) {
    return "a feature must not import another feature; compose them in src/app";
  }
  const rank = (area) => (area === "app" ? 2 : area.startsWith("feature:") ? 1 : 0);
  if (rank(to) > rank(from)) return `imports flow app -> features -> shared; ${from} must not import ${to}`;
  return undefined;
}

export const importBoundaries = {
  rules: {
    "one-direction": {
      meta: { type: "problem", schema: [] },
      create(context) {
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== "string") return;
          const target = resolveImport(context.filename, source);
          if (target === undefined) return;
          const message = violation(areaOf(context.filename), areaOf(target));
          if (message) context.report({ node, message });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
  },
};
