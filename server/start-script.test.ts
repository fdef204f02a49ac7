import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
// @ts-expect-error -- a plain ES module of the bench, without types
import { startEnv, startNodeArgs } from "../bench/start-options.mjs";

// The bench must start the portal as `npm start` does, or its memory figures say nothing (0520).
describe("npm start and the bench start the server alike", () => {
  const start = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } }).scripts.start;

  it("limits malloc arenas and the V8 heap, both overridable", () => {
    expect(start).toContain("MALLOC_ARENA_MAX=${MALLOC_ARENA_MAX:-2} node --max-old-space-size=${PORTAL_HEAP_MB:-512} server-build/index.js");
    expect((startEnv as (env: object) => object)({})).toEqual({ MALLOC_ARENA_MAX: "2" });
    expect((startNodeArgs as (env: object) => string[])({})).toEqual(["--max-old-space-size=512"]);
    expect((startNodeArgs as (env: object) => string[])({ PORTAL_HEAP_MB: "1024" })).toEqual(["--max-old-space-size=1024"]);
  });
});
