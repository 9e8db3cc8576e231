import { readFile } from "node:fs/promises";
import path from "node:path";

/** The console's own stylesheet links, as Vite writes them into index.html: hashed files under /assets/. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/assets\/([\w.-]+\.css)">/g;

/** Hashed names never change content, so each file is read once (a new build has new names). */
const contents = new Map<string, Promise<string | undefined>>();

function stylesheet(file: string): Promise<string | undefined> {
  let content = contents.get(file);
  if (content === undefined) {
    content = readFile(file, "utf8").then(
      // Text that would end the <style> element stays a link (the build's CSS has none).
      (css) => (/<\/style/i.test(css) ? undefined : css),
      () => undefined,
    );
    contents.set(file, content);
    // A file that could not be read is tried again next time.
    void content.then((css) => css === undefined && contents.delete(file));
  }
  return content;
}

/**
 * The HTML with its stylesheets written in (`<style>`) rather than linked: the page's shell
 * (page-shell.ts) is then drawn as soon as the HTML has arrived, not a round trip later when the
 * stylesheet has. index.html links only the entry's CSS, which no script asks for again; a route's
 * CSS stays a preload (page-preloads.ts), which Vite's loader turns into a stylesheet with the route.
 */
export async function withInlineStyles(html: string, root: string): Promise<string> {
  const names = [...new Set(Array.from(html.matchAll(STYLESHEET_LINK), (match) => match[1]!))];
  const css = new Map(await Promise.all(names.map(async (name) => [name, await stylesheet(path.join(root, "assets", name))] as const)));
  return html.replace(STYLESHEET_LINK, (link, name: string) => {
    const content = css.get(name);
    return content === undefined ? link : `<style>${content}</style>`;
  });
}
