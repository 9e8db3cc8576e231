import { pageModulesFor } from "../shared/page-modules";

/** The part of Vite's build manifest (`.vite/manifest.json`) this reads. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** A chunk and every chunk it imports statically, by manifest key. */
function closure(manifest: BuildManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || manifest[key] === undefined) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/**
 * The `<link>`s for the code of the page at `pathname`: its route modules' chunks with what they
 * import, and their stylesheets, leaving out what the entry brings anyway (index.html names that).
 * Without them the browser finds these chunks only once the entry script has arrived and run.
 */
export function pagePreloadLinks(manifest: BuildManifest, pathname: string): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const withEntry = new Set(entries.flatMap((key) => [...closure(manifest, key)]));
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const module of pageModulesFor(pathname)) {
    for (const key of closure(manifest, module)) {
      if (withEntry.has(key)) continue;
      const chunk = manifest[key]!;
      scripts.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
    }
  }
  // `crossorigin` as the entry's own links and Vite's preload helper use, so the fetches are shared.
  // A route's CSS is fetched, not applied: it applies with the route (Vite's loader adds it), and the
  // page's shell (page-shell.ts) needs only the entry's CSS, so nothing waits for it.
  return [
    ...[...styles].map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
    ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
}

/** index.html with the page's preload links at the end of its head. */
export function withPagePreloads(html: string, manifest: BuildManifest | undefined, pathname: string): string {
  const links = manifest === undefined ? [] : pagePreloadLinks(manifest, pathname);
  if (links.length === 0 || !html.includes("</head>")) return html;
  return html.replace("</head>", () => `${links.map((link) => `  ${link}\n  `).join("")}</head>`);
}
