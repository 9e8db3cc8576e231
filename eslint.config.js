import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { importBoundaries } from "./scripts/eslint-import-boundaries.js";

export default tseslint.config(
  { ignores: ["dist", "node_modules", "test-results", "playwright-report", ".console-data"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, boundaries: importBoundaries },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": ["error", { allow: ["warn", "error"] }],
      "boundaries/one-direction": "error",
      // One zod for the browser and the server: zod/mini through src/shared/zod.ts, which also sets its
      // messages' locale. zod's classic form would bring every schema method (and JSON Schema output)
      // back into the pages' JS.
      "no-restricted-imports": ["error", {
        paths: [{ name: "zod", message: "Import { z } from src/shared/zod (zod/mini, with its English messages)." }],
        patterns: [{ group: ["zod/*"], message: "Import { z } from src/shared/zod (zod/mini, with its English messages)." }],
      }],
    },
  },
  {
    // The console's own code: an Intl object made as a module loads costs every page that loads the
    // module the browser's Intl set-up, whether it formats anything or not (lib/made-on-first-use).
    files: ["src/**"],
    ignores: ["src/server/**", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        // Number or date `toLocaleString()` and the like, run as the module loads (outside any function).
        {
          selector: "CallExpression[callee.property.name=/^toLocale/]:not(:function CallExpression)",
          message: "Format with a formatter made on first use (madeOnFirstUse), not as the module loads: it makes an Intl object.",
        },
        // `const f = new Intl.X(…)` and `const f = new Intl.X(…).format` at a module's top level.
        ...["NewExpression.init", "MemberExpression.init > NewExpression.object"].map((made) => ({
          selector: `:matches(Program, ExportNamedDeclaration) > VariableDeclaration > VariableDeclarator > ${made}[callee.object.name='Intl']`,
          message: "Make Intl objects on first use (madeOnFirstUse from @/lib/made-on-first-use), not as the module loads.",
        })),
      ],
    },
  },
  {
    files: ["src/shared/zod.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    files: ["src/server/**", "scripts/**", "e2e/**", "bench/**", "*.config.ts"],
    rules: { "no-console": "off" },
  },
);
