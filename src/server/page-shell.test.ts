import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONNECT_HEADING } from "../shared/connect-heading";
import { KEY_STORED_COOKIE } from "../shared/key-stored-cookie";
import { PAGE_HEADINGS } from "../shared/page-headings";
import { pageShellFor, withPageShell } from "./page-shell";
import { startTestServer, type TestServer } from "./test-support/test-server";

const SERVICE = "/o/org-1/s/svc-1";
/** The browser says it holds a key (the page-shell cookie). */
const KEY = { keyStored: true };

/** The text a browser would show of some markup (tags dropped, entities as they read). */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

describe("pageShellFor", () => {
  it("draws a service page in the service's frame, with its heading and its area marked in the menu", () => {
    const shell = pageShellFor(`${SERVICE}/pipes`, KEY)!;
    expect(textOf(shell)).toContain(`${PAGE_HEADINGS.pipes.title} ${PAGE_HEADINGS.pipes.description} Create pipe`);
    expect(shell).toContain(`<a aria-current="page" class="side-nav__link side-nav__link--active" href="${SERVICE}/pipes">Pipes</a>`);
    expect(shell).toContain(`<a class="side-nav__link" href="${SERVICE}/dashboards">Dashboards</a>`);
    expect(shell).toContain(`href="${SERVICE}/pipes/new"`);
    expect(shell).toContain('role="status" aria-label="Loading pipes"');
  });

  it("marks the area of each page, and a service's own address as its pipes", () => {
    const active = (path: string) => /aria-current="page"[^>]*>([^<]*)</.exec(pageShellFor(path, KEY) ?? "")?.[1];
    expect(active(SERVICE)).toBe("Pipes");
    expect(active(`${SERVICE}/service`)).toBe("Service");
    expect(active(`${SERVICE}/reverse-endpoints`)).toBe("Reverse private endpoints");
    expect(active(`${SERVICE}/dashboards`)).toBe("Dashboards");
    expect(active(`${SERVICE}/dashboards/dash-1`)).toBe("Dashboards");
  });

  it("draws the connect page's and the organizations page's headings", () => {
    expect(textOf(pageShellFor("/connect", KEY)!)).toContain(`${CONNECT_HEADING.title} ${CONNECT_HEADING.description}`);
    expect(textOf(pageShellFor("/o", KEY)!)).toContain(`${PAGE_HEADINGS.organizations.title} ${PAGE_HEADINGS.organizations.description}`);
  });

  it("has none for a page that depends on data or on whether a key is stored, nor for a path no page has", () => {
    for (const path of ["/o/org-1", `${SERVICE}/pipes/new`, `${SERVICE}/pipes/pipe-1`, `${SERVICE}/reverse-endpoints/re-1`, "/nowhere", `${SERVICE}/pipes/pipe-1/more`]) {
      expect(pageShellFor(path, KEY), path).toBeUndefined();
    }
  });

  it("draws a page that needs a key only when the browser holds one; the connect page always", () => {
    for (const path of ["/o", `${SERVICE}/pipes`, `${SERVICE}/dashboards/dash-1`]) {
      expect(pageShellFor(path, { keyStored: false }), path).toBeUndefined();
      expect(pageShellFor(path, KEY), path).toBeDefined();
    }
    expect(pageShellFor("/connect", { keyStored: false })).toBe(pageShellFor("/connect", KEY));
  });

  it("draws the connect page at the start when no key is stored, and nothing there when one is", () => {
    expect(pageShellFor("/", { keyStored: false })).toBe(pageShellFor("/connect", KEY));
    expect(pageShellFor("/", KEY)).toBeUndefined();
  });

  it("draws buttons as unavailable until the console's code runs; links are plain links", () => {
    const shell = pageShellFor(`${SERVICE}/dashboards`, KEY)!;
    const buttons = shell.match(/<button[^>]*>/g) ?? [];
    expect(buttons.length).toBe(3);
    for (const button of buttons) expect(button).toContain('aria-disabled="true"');
  });

  it("escapes what the address holds: an id is never markup", () => {
    const shell = pageShellFor(`/o/"><img src=x onerror=alert(1)>/s/x'y&z/pipes`, KEY);
    expect(shell).toBeDefined();
    expect(shell).not.toContain("<img src=x");
    expect(shell).toContain('href="/o/&quot;&gt;&lt;img src=x onerror=alert(1)&gt;/s/x&#39;y&amp;z/pipes"');
    // The way to the other services, naming the area the page is in.
    expect(shell).toContain('href="/o/&quot;&gt;&lt;img src=x onerror=alert(1)&gt;?area=pipes"');
  });
});

describe("withPageShell", () => {
  const INDEX = `<body>\n<div id="root"><!--page-shell--><main>placeholder</main><!--/page-shell--></div>\n<script type="module" src="/x.js"></script>\n</body>`;

  it("puts the page's shell in place of index.html's placeholder", () => {
    const html = withPageShell(INDEX, `${SERVICE}/service`, KEY);
    expect(html).not.toContain("placeholder");
    expect(html).toContain(`<div id="root">${pageShellFor(`${SERVICE}/service`, KEY)}</div>`);
    expect(html).toContain('<script type="module" src="/x.js"></script>');
  });

  it("keeps the placeholder for a page without a shell", () => {
    expect(withPageShell(INDEX, `${SERVICE}/pipes/new`, KEY)).toBe(INDEX);
  });

  it("finds the placeholder in the project's own index.html", async () => {
    const index = await readFile(new URL("../../index.html", import.meta.url), "utf8");
    expect(index).toMatch(/<div id="root"><!--page-shell-->.*<!--\/page-shell--><\/div>/);
    expect(withPageShell(index, "/connect", { keyStored: false })).toContain(`<h1>${CONNECT_HEADING.title}</h1>`);
  });
});

describe("the server's answer to a page", () => {
  let clientDir: string;
  let server: TestServer;
  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), "console-shell-"));
    const index = await readFile(new URL("../../index.html", import.meta.url), "utf8");
    await writeFile(path.join(clientDir, "index.html"), index);
    server = await startTestServer({ EMULATOR_RESET: "1" }, { serveClient: true, clientDir });
  });
  afterAll(async () => {
    await server.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  const page = async (pathname: string, cookie?: string) => (await fetch(`${server.url}${pathname}`, { headers: cookie ? { Cookie: cookie } : {} })).text();

  it("holds the page's shell when the browser says it holds a key, and the placeholder when not", async () => {
    expect(await page(`${SERVICE}/pipes`, `${KEY_STORED_COOKIE}=1`)).toContain(PAGE_HEADINGS.pipes.description);
    const withoutKey = await page(`${SERVICE}/pipes`);
    expect(withoutKey).not.toContain(PAGE_HEADINGS.pipes.description);
    expect(withoutKey).toContain('aria-label="Loading the console"');
    expect(await page(`${SERVICE}/pipes`, `${KEY_STORED_COOKIE}=`)).not.toContain(PAGE_HEADINGS.pipes.description);
    expect(await page("/connect")).toContain(`<h1>${CONNECT_HEADING.title}</h1>`);
  });
});
