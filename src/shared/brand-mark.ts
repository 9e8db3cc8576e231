/**
 * The console's mark: the tab's icon (public/favicon.svg) and the brand in the top bar and on the
 * connect page. The top bar, and the server's shells of the pages that have it, draw it inline,
 * not as an `<img>` of the icon file: an SVG image is a document of its own, which the browser
 * builds on the page's main thread (12–23 ms while a page first loads, traced in Chromium) before
 * the page's first paint. The connect page, shell and card alike, keeps the image: the inline mark
 * put the first page 0.14 KB over its 115 KB budget (npm run size), and the shell must match the
 * page (e2e/page-shell.spec.ts). src/server/brand-mark.test.ts holds the icon file to these shapes.
 */
export const BRAND_MARK_VIEW_BOX = "0 0 32 32";

/** The mark's shapes, as SVG markup (a constant: no input reaches it). */
export const BRAND_MARK_SHAPES =
  '<rect width="32" height="32" rx="7" fill="#2d5bd7"/><path d="M8 10h16M8 16h10M8 22h13" stroke="#fff" stroke-width="3" stroke-linecap="round"/>';

/** The mark, `size` pixels square, as markup (the server's page shells); decorative, as the brand's text names it. */
export const brandMarkSvg = (size: number) =>
  `<svg width="${size}" height="${size}" viewBox="${BRAND_MARK_VIEW_BOX}" aria-hidden="true" focusable="false">${BRAND_MARK_SHAPES}</svg>`;
