// The patched router (patches/@remix-run+router, decision 0516) remembers matches per route tree
// and path. These tests hold what the cache must not change: the same answers as a fresh match,
// and results that callers may change without touching each other's.
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import type * as Router from "@remix-run/router";

// The server loads the router's CommonJS build, the one the patch changes.
const { matchRoutes } = createRequire(import.meta.url)("@remix-run/router") as typeof Router;

const routes = [
  {
    id: "root",
    path: "/",
    children: [
      { id: "documents", path: "documents" },
      { id: "document", path: "documents/:id" },
      { id: "splat", path: "*" },
    ],
  },
];

describe("route matching with the per-path cache", () => {
  it("answers a repeated path like the first time, params included", () => {
    const first = matchRoutes(routes, "/documents/4711");
    const again = matchRoutes(routes, "/documents/4711");
    expect(again?.map((m) => m.route.id)).toEqual(["root", "document"]);
    expect(again).toEqual(first);
    expect(matchRoutes(routes, "/documents/4712")?.at(-1)?.params).toEqual({ id: "4712" });
  });

  it("hands each caller its own matches and params", () => {
    const first = matchRoutes(routes, "/documents/abc");
    (first![1]!.params as Record<string, string>).id = "changed";
    first!.pop();
    const again = matchRoutes(routes, "/documents/abc");
    expect(again).toHaveLength(2);
    expect(again![1]!.params.id).toBe("abc");
  });

  it("keeps trees apart and remembers a miss", () => {
    const other = [{ id: "only", path: "/only" }];
    expect(matchRoutes(other, "/documents")).toBeNull();
    expect(matchRoutes(other, "/documents")).toBeNull();
    expect(matchRoutes(routes, "/documents")?.at(-1)?.route.id).toBe("documents");
  });
});
