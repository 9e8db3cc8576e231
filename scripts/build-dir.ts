/** Where `npm run build` writes: `dist` unless CONSOLE_BUILD_DIR says otherwise (parallel test runs). */
export const buildDir = process.env.CONSOLE_BUILD_DIR ?? "dist";
