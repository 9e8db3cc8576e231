import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withInlineStyles } from "./inline-styles";

describe("withInlineStyles", () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "console-inline-styles-"));
    await mkdir(path.join(root, "assets"));
    await writeFile(path.join(root, "assets", "index-1.css"), ".a{color:red}");
    await writeFile(path.join(root, "assets", "odd-1.css"), ".b{content:'</style><script>x</script>'}");
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("writes the build's stylesheets into the page", async () => {
    const html = '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>';
    expect(await withInlineStyles(html, root)).toBe("<head><style>.a{color:red}</style></head>");
  });

  it("leaves preloads, other links, a missing file and CSS that would end the <style> as links", async () => {
    const links = [
      '<link rel="preload" as="style" crossorigin href="/assets/index-1.css">',
      '<link rel="stylesheet" href="https://example.com/x.css">',
      '<link rel="stylesheet" crossorigin href="/assets/missing-1.css">',
      '<link rel="stylesheet" crossorigin href="/assets/odd-1.css">',
      '<link rel="stylesheet" crossorigin href="/assets/../secret.css">',
    ].join("");
    expect(await withInlineStyles(links, root)).toBe(links);
  });
});
