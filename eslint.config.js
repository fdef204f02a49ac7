// ESLint 9 flat config. Deliberately NOT type-aware (typescript-eslint's non-type-checked
// recommended set): type-aware linting is too slow on the 2-core CI machine; `tsc --noEmit`
// runs separately in `npm test`.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Boundaries (decision 0526), as imports are written; `npm run lint:deps` (dependency-cruiser,
// .dependency-cruiser.cjs) checks the same on resolved paths, and finds import cycles.
const LINK_IMPORTS = [{ name: "@remix-run/react", importNames: ["Link", "NavLink"], message: "Import Link and NavLink from ~/components/ui/link." }];
const PORTAL_TO_SERVER = { regex: "^(\\.\\./)+server(/|$)", message: "The portal reaches server/ only through the contract: import from #contract or #contract/* (decision 0526)." };

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "build/**",
      "server-build/**",
      "public/build/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      "coverage/**",
      ".cache/**",
      "server/api/db/migrations/**",
    ],
  },

  js.configs.recommended,
  ...tseslint.configs.recommended,

  // Defaults for everything: ESM, Node globals (server, scripts, configs, tests).
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          args: "after-used",
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          caughtErrorsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
          ignoreRestSiblings: true,
        },
      ],
    },
  },

  // Portal code runs in the browser too.
  {
    files: ["app/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: { "no-restricted-imports": ["error", { patterns: [PORTAL_TO_SERVER] }] },
  },

  // React, hooks and accessibility rules for the portal's components and routes.
  {
    files: ["app/**/*.tsx"],
    ...react.configs.flat.recommended,
    settings: {
      react: { version: "detect" },
      linkComponents: [{ name: "Link", linkAttribute: "to" }, { name: "NavLink", linkAttribute: "to" }],
    },
  },
  { files: ["app/**/*.tsx"], ...react.configs.flat["jsx-runtime"] },
  { files: ["app/**/*.tsx"], ...reactHooks.configs["recommended-latest"] },
  { files: ["app/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    files: ["app/**/*.tsx"],
    rules: {
      // TypeScript checks props; React 17+ JSX transform needs no React import.
      "react/prop-types": "off",
      "react/react-in-jsx-scope": "off",
      // Every mutation is a form post: a <button> without type silently becomes a submit button.
      "react/button-has-type": "error",
      // Links render through ~/components/ui/link, which is cheaper on the server (decision 0522).
      "no-restricted-imports": ["error", { paths: LINK_IMPORTS, patterns: [PORTAL_TO_SERVER] }],
    },
  },
  { files: ["app/components/ui/link.tsx", "app/components/ui/link.server.tsx", "app/components/ui/link.test.tsx"], rules: { "no-restricted-imports": ["error", { patterns: [PORTAL_TO_SERVER] }] } },
  // The API never imports the portal.
  { files: ["server/api/**/*.ts"], rules: { "no-restricted-imports": ["error", { patterns: [{ regex: "^~/|^(\\.\\./){2,}app(/|$)", message: "The API never imports the portal (decision 0526)." }] }] } },
  // The Express host takes from the portal only its entry, app/.server/load-context.ts.
  {
    files: ["server/*.ts", "server/http/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^~/|^(\\.\\./)+app/(?!\\.server/load-context$)", message: "The host takes from the portal only app/.server/load-context.ts (decision 0526)." }] },
      ],
    },
  },
  // The ZR-Simulator stands in for an external system: nothing of the portal, of the API only the
  // contract and the embedded database's schema (decision 0900).
  {
    files: ["server/zr/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^~/|^(\\.\\./)+app(/|$)", message: "The ZR-Simulator never imports the portal or the host (decision 0526)." },
            { regex: "^(\\.\\./)+api/(?!db/(client|schema|like)$)", message: "The ZR-Simulator uses of the API only #contract and the database schema (decision 0526)." },
          ],
        },
      ],
    },
  },

  // CommonJS configuration (.dependency-cruiser.cjs and the list it shares with this file).
  { files: ["**/*.cjs"], languageOptions: { sourceType: "commonjs" }, rules: { "@typescript-eslint/no-require-imports": "off" } },

  // Service worker (public/sw.js) if present.
  {
    files: ["public/sw.js"],
    languageOptions: { sourceType: "script", globals: { ...globals.serviceworker } },
  },
);
