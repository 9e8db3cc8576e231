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
    },
  },
  {
    files: ["src/server/**", "scripts/**", "e2e/**", "bench/**", "*.config.ts"],
    rules: { "no-console": "off" },
  },
);
