import type { Plugin } from "vite";

/** uPlot's ES module, as the console imports it. */
const UPLOT_MODULE = /[\\/]node_modules[\\/]uplot[\\/]dist[\\/]uPlot\.esm\.js$/;

/**
 * uPlot's two Intl objects, made as its module loads, each rewritten to be made when first used.
 * `numFormatter` writes its default axis and legend values, which the console replaces with its own;
 * `localTz` is compared in `tzDate`, which the console does not call.
 */
const REWRITES: readonly (readonly [from: string, to: string])[] = [
  [
    "const numFormatter = new Intl.NumberFormat(domEnv ? nav.language : 'en-US');\nconst fmtNum = val => numFormatter.format(val);",
    "let numFormatter;\nconst fmtNum = val => (numFormatter ??= new Intl.NumberFormat(domEnv ? nav.language : 'en-US')).format(val);",
  ],
  ["const localTz = new Intl.DateTimeFormat().resolvedOptions().timeZone;", "let localTz;"],
  ["else if (tz == localTz)", "else if (tz == (localTz ??= new Intl.DateTimeFormat().resolvedOptions().timeZone))"],
];

/** uPlot's source with its Intl objects made on first use; throws where a line to rewrite is not there as written. */
export function withLazyIntl(source: string): string {
  return REWRITES.reduce((code, [from, to]) => {
    const at = code.indexOf(from);
    if (at === -1 || code.indexOf(from, at + 1) !== -1) throw new Error(`uPlot's module does not hold this line once as written (uPlot updated?): ${from}`);
    return code.replace(from, to);
  }, source);
}

/**
 * Makes uPlot's Intl objects when first used instead of when its module loads. A page's first Intl
 * object costs the browser's Intl set-up (50–80 ms in one task on a cold load here), and uPlot's
 * were the only ones a dashboard made before its charts were drawn; the console formats its charts'
 * numbers and times itself (format-number.ts, format-time.ts). The build fails if uPlot changes the
 * lines this rewrites.
 */
export function uplotLazyIntl(): Plugin {
  return {
    name: "uplot-lazy-intl",
    transform(code, id) {
      return UPLOT_MODULE.test(id) ? { code: withLazyIntl(code), map: null } : undefined;
    },
  };
}
