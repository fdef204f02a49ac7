/**
 * The boundaries `npm run lint:deps` (and `npm test`) hold, on resolved paths (decision 0526):
 * no import cycle, type-only imports included; the API never imports the portal; the portal reaches
 * server/ only through the contract (#contract); the Express host takes from the portal only its
 * entry (app/.server/load-context.ts); the ZR-Simulator imports nothing of the portal and of the API
 * only the contract and the embedded database's schema. eslint.config.js refuses the same
 * crossings as they are written, in the editor.
 */


/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycle",
      comment: "An import cycle, type-only imports included: break it with a module both sides depend on.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "api-not-to-portal",
      comment: "The API never imports the portal (ARCHITECTURE: server/api owns the data and never imports app/).",
      severity: "error",
      from: { path: "^server/api/" },
      to: { path: "^app/" },
    },
    {
      name: "portal-to-server-only-through-contract",
      comment: "The portal reaches server/ only through the contract: import #contract or #contract/*.",
      severity: "error",
      from: { path: "^app/" },
      to: { path: "^server/", pathNot: "^server/api/contract/" },
    },
    {
      name: "host-to-portal-entry-only",
      comment: "The Express host (server/*.ts, server/http/) takes from the portal only app/.server/load-context.ts.",
      severity: "error",
      from: { path: "^server/([^/]+\\.tsx?|http/.+)$" },
      to: { path: "^app/", pathNot: "^app/\\.server/load-context\\.ts$" },
    },
    {
      name: "simulator-not-to-portal",
      comment: "The ZR-Simulator stands in for an external system: it imports nothing of the portal.",
      severity: "error",
      from: { path: "^server/zr/" },
      to: { path: "^app/" },
    },
    {
      name: "simulator-to-api-only-contract-and-schema",
      comment: "The ZR-Simulator uses of the API only the contract (#contract) and the embedded database it shares (decision 0900).",
      severity: "error",
      from: { path: "^server/zr/" },
      to: { path: "^server/api/", pathNot: "^server/api/(contract/|db/(client|schema|like)\\.ts$)" },
    },
    {
      name: "db-imports-no-domain",
      comment: "The database layer (schema, migrations, client) imports no domain code: the demo and bulk seeds, which use the domains, live above them in server/api/seed/ (issue 39).",
      severity: "error",
      from: { path: "^server/api/db/" },
      to: { path: "^server/", pathNot: "^server/api/(db|values)/" },
    },
    {
      name: "db-not-to-contract",
      comment: "The database layer imports no contract code: the value lists its CHECK constraints and column types need live in server/api/values/, which db and contract both import (decision 0966).",
      severity: "error",
      from: { path: "^server/api/db/" },
      to: { path: "^server/api/contract/" },
    },
    {
      name: "values-import-nothing",
      comment: "server/api/values/ is the neutral ground of db and contract: zod-free, it imports nothing outside itself (decision 0966).",
      severity: "error",
      from: { path: "^server/api/values/" },
      to: { pathNot: "^server/api/values/" },
    },
    {
      name: "resolvable",
      comment: "An import that does not resolve escapes every rule above (a path alias the checker does not know).",
      severity: "error",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|build|server-build|public/build|data|test-results|playwright-report|coverage|\\.cache)/" },
    // type-only imports count: a cycle of types is a cycle of the design too
    tsPreCompilationDeps: true,
    // `~/*` and `#contract/*` as tsconfig.json maps them (package.json "imports" says the same)
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".d.ts", ".js", ".mjs", ".cjs", ".jsx"],
      mainFields: ["module", "main", "types", "typings"],
    },
    cache: false,
  },
};
