/** `npm run bench:search`: vitest bench over bench/*.bench.ts, kept out of `npm test`'s projects. */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("../app", import.meta.url)) } },
  test: { root: fileURLToPath(new URL("..", import.meta.url)), benchmark: { include: ["bench/**/*.bench.ts"] } },
});
