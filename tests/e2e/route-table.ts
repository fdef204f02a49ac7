// The Remix build's route table as the specs that walk every route read it (crawl.spec.ts,
// english.spec.ts): each route's full path pattern and its parents, and whether a concrete path is
// one of a pattern's.
import path from "node:path";
import { pathToFileURL } from "node:url";

export interface BuiltRoute {
  id: string;
  /** the route and its parents, for `_data` and the query names their sources read */
  chain: string[];
  pattern: string;
}

/** The Remix build's route table: each route's full path and its parents. */
export async function routeTable(): Promise<BuiltRoute[]> {
  const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as { routes: Record<string, { path?: string; index?: boolean; parentId?: string }> };
  const chainOf = (id: string): string[] => {
    const parent = build.routes[id]!.parentId;
    return parent ? [...chainOf(parent), id] : [id];
  };
  return Object.keys(build.routes).map((id) => {
    const chain = chainOf(id);
    const pattern = chain.map((r) => build.routes[r]!.path ?? "").filter(Boolean).join("/");
    return { id, chain, pattern: `/${pattern}` };
  });
}

/** Whether a concrete path is one of a route pattern's (case-insensitive, as Remix matches). */
export function patternMatches(pattern: string, concrete: string): boolean {
  const source = pattern
    .split("/")
    .filter(Boolean)
    .map((segment) => (segment === "*" ? "(?:/.*)?" : segment.startsWith(":") ? (segment.endsWith("?") ? "(?:/[^/]+)?" : "/[^/]+") : `/${segment.replace(/[.+()[\]]/g, "\\$&")}`))
    .join("");
  return new RegExp(`^${source}/?$`, "i").test(concrete);
}
