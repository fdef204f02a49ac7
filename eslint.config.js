// ESLint 9 flat config. Deliberately NOT type-aware (typescript-eslint's non-type-checked
// recommended set): type-aware linting is too slow on the 2-core CI machine; `tsc --noEmit`
// runs separately in `npm test`.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "@remix-run/react", importNames: ["Link", "NavLink"], message: "Import Link and NavLink from ~/components/ui/link." }] },
      ],
    },
  },
  { files: ["app/components/ui/link.tsx", "app/components/ui/link.server.tsx", "app/components/ui/link.test.tsx"], rules: { "no-restricted-imports": "off" } },

  // Service worker (public/sw.js) if present.
  {
    files: ["public/sw.js"],
    languageOptions: { sourceType: "script", globals: { ...globals.serviceworker } },
  },
);
