import { brandMarkSvg } from "../shared/brand-mark";
import { CONNECT_HEADING } from "../shared/connect-heading";
import { PAGE_HEADINGS, SERVICE_AREAS } from "../shared/page-headings";
import { pageAt } from "../shared/page-modules";

/**
 * A page's first paint, in the HTML the server answers with: the frame and the parts of the page
 * that need no data (the top bar, the service's menu, the heading), with the same skeletons the
 * console shows while the page's data loads. On a phone the console's code takes a second or two to
 * arrive and run; until then this is what shows instead of a blank page. It is markup only: the
 * console renders the page once its code and route are ready (src/main.tsx) and replaces it whole.
 *
 * It copies the markup of the console's loading states (the service frame in
 * service-layout-route.tsx, PageHeader, the skeletons of src/ui/skeleton.tsx and each page's);
 * e2e/page-shell.spec.ts holds each shell to the page the console renders, text and boxes.
 */

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

const repeat = (count: number, html: (index: number) => string) => Array.from({ length: count }, (_, index) => html(index)).join("");

// src/ui/skeleton.tsx, as React renders it.
const skeletonText = (width: number) => `<span class="skeleton__bar skeleton__text" aria-hidden="true" style="width: ${width}ch;"></span>`;
const skeletonBadge = () => `<span class="badge skeleton__badge" aria-hidden="true">${skeletonText(6)}</span>`;
const bar = (className = "") => `<span class="skeleton__bar${className ? ` ${className}` : ""}"></span>`;

function tableSkeleton(label: string, columns: number, rows: number): string {
  const row = (head: boolean) =>
    `<div class="skeleton-table__row${head ? " skeleton-table__row--head" : ""}" aria-hidden="true" style="grid-template-columns: repeat(${columns}, minmax(0px, 1fr));">${repeat(columns, () => bar())}</div>`;
  return `<div class="table-wrap skeleton-table" role="status" aria-label="${escapeHtml(label)}">${repeat(rows + 1, (index) => row(index === 0))}</div>`;
}

function cardsSkeleton(label: string, cards: number, lines: number, className: string): string {
  const card = `<div class="card skeleton-card" aria-hidden="true">${bar("skeleton-card__title")}${repeat(lines, () => bar())}</div>`;
  return `<div class="skeleton-cards ${className}" role="status" aria-label="${escapeHtml(label)}">${repeat(cards, () => card)}</div>`;
}

function tilesSkeleton(label: string, tiles: number): string {
  const tile = `<div class="skeleton-tile" aria-hidden="true">${bar("skeleton-card__title")}</div>`;
  return `<div class="skeleton-tiles" role="status" aria-label="${escapeHtml(label)}">${repeat(tiles, () => tile)}</div>`;
}

// src/ui/page-header.tsx
function pageHeader(heading: { title: string; description?: string }, actions = "", titleHtml = escapeHtml(heading.title)): string {
  const description = heading.description === undefined ? "" : `<p class="page-header__description">${escapeHtml(heading.description)}</p>`;
  const actionsHtml = actions === "" ? "" : `<div class="page-header__actions">${actions}</div>`;
  return `<header class="page-header"><div class="page-header__text"><h1 class="page-header__title">${titleHtml}</h1>${description}</div>${actionsHtml}</header>`;
}

// src/app/routes/root-layout.tsx: the skip link, and the progress bar of a page whose data is on its way.
const PAGE_START = `<a class="skip-link" href="#main">Skip to content</a><div class="route-progress" role="progressbar" aria-label="Loading page"></div>`;

// Buttons work once the console's code runs; until then they say they are unavailable (links work as links).
const INERT = 'aria-disabled="true"';

// src/app/routes/top-bar.tsx
const topBar = (context: string) =>
  `<header class="top-bar"><a class="top-bar__brand" href="/o">${brandMarkSvg(22)}<span>Console</span></a><div class="top-bar__context">${context}</div><button type="button" class="button button--ghost button--small" ${INERT}>Disconnect</button></header>`;

/** src/app/routes/service-layout-route.tsx while the service loads, around `main`. */
function serviceFrame(organizationId: string, serviceId: string, pathname: string, main: string): string {
  const organization = `/o/${escapeHtml(organizationId)}`;
  const base = `${organization}/s/${escapeHtml(serviceId)}`;
  // The area a page belongs to is marked as the router's NavLink marks it (the service's own address opens its pipes).
  const rest = pathname.split("/").filter(Boolean).slice(4);
  const active = rest[0] ?? "pipes";
  // The way to the other services names the area, as the frame's breadcrumb does: another service opens on it.
  const services = SERVICE_AREAS.some(({ to }) => to === active) ? `${organization}?area=${active}` : organization;
  const breadcrumb = `<nav aria-label="Breadcrumb" class="breadcrumb"><a href="/o">Organization</a><span aria-hidden="true">/</span><a href="${services}"><span class="visually-hidden">Service</span>${skeletonText(16)}</a>${skeletonBadge()}${skeletonBadge()}</nav>`;
  const links = SERVICE_AREAS.map(({ to, label }) =>
    to === active
      ? `<li><a aria-current="page" class="side-nav__link side-nav__link--active" href="${base}/${to}">${label}</a></li>`
      : `<li><a class="side-nav__link" href="${base}/${to}">${label}</a></li>`,
  ).join("");
  return `${PAGE_START}<div class="service-frame">${topBar(breadcrumb)}<div class="service-frame__body"><nav class="side-nav" aria-label="Service areas"><ul>${links}</ul></nav><main id="main" class="service-frame__main" tabindex="-1">${main}</main></div></div>`;
}

/** What each service page shows in its frame while its data loads (the pages' own loading states). */
const SERVICE_PAGES: Record<string, (base: string) => string> = {
  pipes: (base) =>
    pageHeader(PAGE_HEADINGS.pipes, `<a class="button button--primary" href="${base}/pipes/new">Create pipe</a>`) +
    `<div class="stack"><div class="pipe-filters-skeleton" aria-hidden="true">${bar()}${bar()}<div class="pipe-filters-skeleton__chips">${repeat(10, () => bar())}</div></div><div class="pipe-list-status" aria-hidden="true"><p class="muted">${skeletonText(8)}</p><p class="muted">${skeletonText(36)}</p></div>${tableSkeleton("Loading pipes", 6, 8)}</div>`,
  service: () => pageHeader(PAGE_HEADINGS.service) + cardsSkeleton("Loading the service", 6, 3, "service-grid"),
  "reverse-endpoints": () => pageHeader(PAGE_HEADINGS.reverseEndpoints) + tableSkeleton("Loading reverse private endpoints", 5, 3),
  dashboards: () =>
    pageHeader(
      PAGE_HEADINGS.dashboards,
      `<button type="button" class="button dashboards-busy-button" ${INERT}>Import JSON…</button><input accept="application/json,.json" hidden="" aria-label="Dashboard JSON file to import" type="file"><button type="button" class="button button--primary" ${INERT}>New dashboard</button>`,
    ) +
    `<div class="dashboards-notice" role="status"></div><div class="dashboards-filter" aria-hidden="true">${skeletonText(28)}${skeletonText(16)}</div>${tableSkeleton("Loading dashboards", 4, 4)}`,
  dashboard: (base) =>
    // src/ui/list-breadcrumb.tsx, naming the page as its title does until the dashboard arrives.
    `<nav aria-label="Dashboard breadcrumb" class="breadcrumb list-breadcrumb"><a href="${base}/dashboards">Dashboards</a><span aria-hidden="true">/</span><span aria-current="page">Dashboard</span></nav>` +
    pageHeader({ title: "Dashboard" }, "", `<span class="visually-hidden">Dashboard</span>${skeletonText(18)}`) +
    tilesSkeleton("Loading dashboard", 4),
};

/** The page pattern (src/shared/page-modules.ts) of each service page with a shell of its own. */
const SERVICE_PAGE_BY_PATTERN: Record<string, keyof typeof SERVICE_PAGES> = {
  "/o/:organizationId/s/:serviceId": "pipes",
  "/o/:organizationId/s/:serviceId/pipes": "pipes",
  "/o/:organizationId/s/:serviceId/service": "service",
  "/o/:organizationId/s/:serviceId/reverse-endpoints": "reverse-endpoints",
  "/o/:organizationId/s/:serviceId/dashboards": "dashboards",
  "/o/:organizationId/s/:serviceId/dashboards/:dashboardId": "dashboard",
};

// src/app/routes/connect-route.tsx: the card's brand and heading; its form comes with the console's code.
const CONNECT_SHELL = `${PAGE_START}<main id="main" class="connect-page" tabindex="-1"><div class="connect-card card"><div class="connect-card__brand"><img src="/favicon.svg" alt="" width="28" height="28"><span>Console</span></div><h1>${escapeHtml(CONNECT_HEADING.title)}</h1><p class="muted">${escapeHtml(CONNECT_HEADING.description)}</p></div></main>`;

// src/app/routes/organizations-route.tsx
const ORGANIZATIONS_SHELL = `${PAGE_START}${topBar("")}<main id="main" class="page-narrow" tabindex="-1">${pageHeader(PAGE_HEADINGS.organizations)}${cardsSkeleton("Loading organizations", 2, 1, "picker-skeleton")}</main>`;

/**
 * The shell of the page at `pathname` (a URL's path, as the request has it), or undefined where
 * there is none: index.html's own placeholder then shows (a page whose frame depends on data, like
 * a pipe's page, or on which tab holds the key, like `/` with a key stored). Pages that need a key
 * have their shell only when the browser says it holds one (`keyStored`, KEY_STORED_COOKIE): without
 * one the console goes on to the connect page, and a service's frame would show first for nothing.
 */
export function pageShellFor(pathname: string, { keyStored }: { keyStored: boolean }): string | undefined {
  const page = pageAt(pathname);
  if (page === undefined) return undefined;
  if (page.path === "/connect") return CONNECT_SHELL;
  // The start goes on to the connect page when no key is stored; with one, to the organizations
  // (or, for a key kept in another tab only, to the connect page after all): no shell then.
  if (page.path === "/") return keyStored ? undefined : CONNECT_SHELL;
  if (!keyStored) return undefined;
  if (page.path === "/o") return ORGANIZATIONS_SHELL;
  const servicePage = SERVICE_PAGE_BY_PATTERN[page.path];
  if (servicePage === undefined) return undefined;
  const [, organizationId = "", , serviceId = ""] = pathname.split("/").filter(Boolean);
  const base = `/o/${escapeHtml(organizationId)}/s/${escapeHtml(serviceId)}`;
  return serviceFrame(organizationId, serviceId, pathname, SERVICE_PAGES[servicePage]!(base));
}

/** Where index.html's placeholder (a skeleton) sits, inside its root element. */
const PLACEHOLDER = /<!--page-shell-->[\s\S]*?<!--\/page-shell-->/;

/** index.html with the page's shell in place of its placeholder, where the page has one. */
export function withPageShell(html: string, pathname: string, options: { keyStored: boolean }): string {
  const shell = pageShellFor(pathname, options);
  if (shell === undefined) return html;
  return html.replace(PLACEHOLDER, () => shell);
}
