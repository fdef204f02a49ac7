import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
          // Files share a worker's module cache instead of each importing everything anew: 36 s → 7 s
          // here. No test mocks modules; a test that stubs a global restores it (decision 0523).
          isolate: false,
          // Nothing here measures time; a loaded 2-core CI machine runs some files several times slower.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          // Each file opens its own database; PGlite is heavy, so keep the pool small on 2 cores.
          maxWorkers: 2,
          // Each file builds its own API over its own database (tests/api/fixture.ts), so files can
          // share a worker's modules: about 220 s → 115 s per database here (decision 0523).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
