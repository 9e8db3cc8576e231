import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin, Rolldown } from "vite";

/**
 * Takes `dep` out of a chunk's table of preloads (Vite's `__vite__mapDeps`: one list of files, and
 * calls that name the files a dynamic import needs by their place in it), renumbering the calls.
 */
export function withoutPreload(code: string, dep: string): string {
  const table = /m\.f=(\[[^\]]*\])/.exec(code);
  if (!table) return code;
  const files = JSON.parse(table[1]!) as string[];
  const gone = files.indexOf(dep);
  if (gone < 0) return code;
  const renumber = (list: string) =>
    list
      .split(",")
      .filter((item) => item !== "")
      .map(Number)
      .filter((index) => index !== gone)
      .map((index) => (index > gone ? index - 1 : index))
      .join(",");
  return code
    .replace(table[0], `m.f=${JSON.stringify(files.filter((_, index) => index !== gone))}`)
    .replace(/__vite__mapDeps\(\[([\d,]*)\]\)/g, (_, list: string) => `__vite__mapDeps([${renumber(list)}])`);
}

/**
 * No dynamic import asks for the entry's stylesheet. It is on every page from the start: index.html
 * links it and the server writes it into the HTML (src/server/inline-styles.ts), where Vite's loader,
 * which looks for a `<link>`, does not see it. A chunk that imports from the entry lists it (a
 * dashboard's chart does), and the loader added it again, after the page's own CSS: the theme's rules
 * then came last and undid the pages' overrides (the dashboards list's red Delete turned grey after a
 * visit to a dashboard). e2e/dashboards-list.spec.ts checks that it stays red.
 */
export function entryStylesheetNotPreloaded(): Plugin {
  return {
    name: "entry-stylesheet-not-preloaded",
    apply: "build",
    // On the files as written: Vite writes its preload tables after the plugins' generateBundle.
    async writeBundle(options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === "chunk");
      const entryCss = chunks.filter((chunk) => chunk.isEntry && chunk.name === "index").flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]);
      await Promise.all(
        chunks.map(async (chunk) => {
          const file = path.join(options.dir!, chunk.fileName);
          const code = await readFile(file, "utf8");
          const changed = entryCss.reduce(withoutPreload, code);
          if (changed !== code) await writeFile(file, changed);
        }),
      );
    },
  };
}
