import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import globals from "globals";
import tseslint from "typescript-eslint";
import local from "./eslint/no-import-cycle.js";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/dist-web/**",
      "**/dist-types/**",
      "**/dist-server/**",
      "**/out/**",
      "release/**",
      ".data/**",
      ".cache/**",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    // No import cycles, type-only imports included: a cycle is a type or a helper in the wrong module.
    files: ["**/*.{ts,tsx,mts}"],
    plugins: { local },
    rules: { "local/no-import-cycle": "error" },
  },
  {
    // The API's library is the ground its services stand on: it never reaches up into them.
    files: ["api/src/lib/**"],
    // Its tests may drive it with the real services.
    ignores: ["api/src/lib/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/services/**", "**/routes/**"],
              message: "api/src/lib must not depend on services or routes.",
            },
          ],
        },
      ],
    },
  },
  {
    // The site takes the contract by resource (web/src/api/contract.ts): the whole of it would build
    // every staff endpoint's schemas in the customer's browser, on the way to the first page.
    files: ["web/src/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@ipf/shared/contract",
              message: "Import the contract from web/src/api/contract.ts (or one resource's module).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["scripts/**", "**/scripts/**", "e2e/**", "bench/**", "**/*.config.*"],
    rules: { "no-console": "off" },
  },
  prettier,
);
