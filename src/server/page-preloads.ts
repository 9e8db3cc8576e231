import { PAGE_LOADS } from "../shared/page-loads";
import { pageAt, pageModulesFor } from "../shared/page-modules";

/** The part of Vite's build manifest (`.vite/manifest.json`) this reads. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** The script that sends a page's first API requests before the console's code has run (src/first-requests.ts), by manifest key. */
export const FIRST_REQUESTS_ENTRY = "src/first-requests.ts";

/**
 * A chunk and every chunk it imports statically, by manifest key. A module built into a chunk group
 * (vite.config.ts; the service layout route is in "frame") has no key of its own: its chunk comes
 * with the page's route module, which imports it.
 */
function closure(manifest: BuildManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || manifest[key] === undefined) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/** Every chunk the console's entry brings (index.html names them), by manifest key. */
function entryChunks(manifest: BuildManifest): ReadonlySet<string> {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry && key !== FIRST_REQUESTS_ENTRY);
  return new Set(entries.flatMap((key) => [...closure(manifest, key)]));
}

/**
 * The `<link>`s for the code of the page at `pathname`: its route modules' chunks (and PAGE_LOADS')
 * with what they import, and their stylesheets, leaving out what the page loads anyway (`loaded`, manifest keys; by
 * default what the entry brings, which index.html names). Without them the browser finds these chunks
 * only once the entry script has arrived and run.
 */
export function pagePreloadLinks(manifest: BuildManifest, pathname: string, loaded: ReadonlySet<string> = entryChunks(manifest)): string[] {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const page = pageAt(pathname);
  for (const module of [...pageModulesFor(pathname), ...(page === undefined ? [] : (PAGE_LOADS[page.path] ?? []))]) {
    for (const key of closure(manifest, module)) {
      if (loaded.has(key)) continue;
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
    ...[...scripts].map(modulePreload),
  ];
}

const modulePreload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

/**
 * The script that sends the page's first API requests (src/first-requests.ts), then the chunks it
 * imports that the entry does not bring (index.html names those), by manifest key: for a page that
 * reads the API first (any but the start and the connect page) when the browser says it holds a key
 * (`keyStored`, KEY_STORED_COOKIE); none otherwise.
 */
export function firstRequestChunks(
  manifest: BuildManifest,
  pathname: string,
  { keyStored }: { keyStored: boolean },
  withEntry: ReadonlySet<string> = entryChunks(manifest),
): string[] {
  const page = pageAt(pathname);
  if (!keyStored || manifest[FIRST_REQUESTS_ENTRY] === undefined || page === undefined || page.path === "/" || page.path === "/connect") return [];
  return [...closure(manifest, FIRST_REQUESTS_ENTRY)].filter((key) => !withEntry.has(key));
}

/** How index.html names the console's entry script (Vite writes it so). */
const ENTRY_SCRIPT = '<script type="module"';

/**
 * index.html for the page at `pathname`:
 * - before the console's own script, the one that sends the page's first API requests, with what it
 *   imports (firstRequestChunks). Module scripts run in the order they appear, and this one is small
 *   and asked for first, so it runs while the entry is still on its way;
 * - at the end of the head, the page's preload links (pagePreloadLinks).
 */
export function withPagePreloads(html: string, manifest: BuildManifest | undefined, pathname: string, options: { keyStored: boolean }): string {
  if (manifest === undefined || !html.includes("</head>")) return html;
  const withEntry = entryChunks(manifest);
  const [firstRequests, ...itsImports] = html.includes(ENTRY_SCRIPT) ? firstRequestChunks(manifest, pathname, options, withEntry) : [];
  const links = pagePreloadLinks(manifest, pathname, new Set([...withEntry, ...itsImports]));
  let page = html;
  if (firstRequests !== undefined) {
    const tags = [`<script type="module" crossorigin src="/${manifest[firstRequests]!.file}"></script>`, ...itsImports.map((key) => modulePreload(manifest[key]!.file))];
    page = page.replace(ENTRY_SCRIPT, (entryScript) => `${tags.join("\n    ")}\n    ${entryScript}`);
  }
  return links.length === 0 ? page : page.replace("</head>", () => `${links.map((link) => `  ${link}\n  `).join("")}</head>`);
}
