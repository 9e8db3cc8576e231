import type { Plugin } from "vite";

/**
 * A chunk of the client build and the modules it holds, by path without extension: `src/lib/x` for
 * our own (under the project's root), `@tanstack/query-core/build/modern/utils` for a package's
 * (under node_modules); a path ending in `/` is every module under it (`zod/`).
 */
export interface ChunkGroupSpec {
  name: string;
  modules: readonly string[];
}

/** The form Rolldown's `codeSplitting.groups` takes: a group's modules by a test of their ids. */
export interface ChunkGroup {
  name: string;
  test: RegExp;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `path` split at either slash, its parts escaped and joined by a pattern for either slash. */
const pathPattern = (path: string) => path.split(/[\\/]/).map(escapeRegExp).join("[\\\\/]");

/**
 * Where `module` of a group is in an id, with any extension: `src/…` right under `root` (the
 * project's), so a package's own `src` folder is not taken for ours; a package's path right under
 * a node_modules folder.
 */
function modulePattern(module: string, root: string): string {
  const under = module.startsWith("src/") ? `^${pathPattern(root.replace(/[\\/]+$/, ""))}` : "[\\\\/]node_modules";
  // "zod/" ends in the separator already: every module under it.
  return module.endsWith("/") ? `${under}[\\\\/]${pathPattern(module)}` : `${under}[\\\\/]${pathPattern(module)}\\.[^\\\\/]+$`;
}

/** Each group as Rolldown's `codeSplitting.groups` takes it; `root` is the project's directory. */
export function chunkGroups(specs: readonly ChunkGroupSpec[], root: string): ChunkGroup[] {
  return specs.map(({ name, modules }) => ({ name, test: new RegExp(modules.map((module) => modulePattern(module, root)).join("|")) }));
}


/**
 * What a group names that its chunk does not hold, as "group: module": a file renamed or moved, or a
 * package update that split or renamed its modules. `chunks` are the built chunks' names and module ids.
 */
export function missingGroupModules(
  specs: readonly ChunkGroupSpec[],
  chunks: readonly { name: string; moduleIds: readonly string[] }[],
  root: string,
): string[] {
  const missing: string[] = [];
  for (const { name, modules } of specs) {
    const held = chunks.filter((chunk) => chunk.name === name).flatMap((chunk) => chunk.moduleIds);
    for (const module of modules) {
      const pattern = new RegExp(modulePattern(module, root));
      if (!held.some((id) => pattern.test(id))) missing.push(`${name}: ${module}`);
    }
  }
  return missing;
}

/**
 * Fails the client build when a chunk group names a module its chunk does not hold. The groups
 * keep the first page within its budget (npm run size); a group that silently lost a module after a
 * rename or a package update would put that module back in a chunk of its own, and cost the first
 * page a request and its bytes without anyone noticing.
 */
export function chunkGroupsHeld(specs: readonly ChunkGroupSpec[], root: string): Plugin {
  return {
    name: "chunk-groups-held",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === "chunk" ? [{ name: output.name, moduleIds: output.moduleIds }] : []));
      const missing = missingGroupModules(specs, chunks, root);
      if (missing.length > 0) {
        this.error(
          `A chunk group (vite.config.ts, CHUNK_GROUPS) names modules its chunk does not hold (renamed, moved, or no longer used at all); rename or remove them:\n  ${missing.join("\n  ")}`,
        );
      }
    },
  };
}
