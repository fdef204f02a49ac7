/**
 * The Remix route a request is for, as the metrics' label (decision 0961): the id of the deepest
 * route matching the path (`routes/_portal+/brands.$id`). Matched by the router Remix itself
 * uses (patched to remember matches per path, decision 0516), so this costs a lookup; a path no route matches is "not-found".
 */
import { createRequire } from "node:module";
import type { ServerBuild } from "@remix-run/node";
import type * as Router from "@remix-run/router";

// The server loads the router's CommonJS build, the one the patch changes (as Remix does).
const { matchRoutes } = createRequire(import.meta.url)("@remix-run/router") as typeof Router;

interface RouteNode {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: RouteNode[];
}

const trees = new WeakMap<ServerBuild["routes"], RouteNode[]>();

function treeOf(routes: ServerBuild["routes"]): RouteNode[] {
  let tree = trees.get(routes);
  if (tree) return tree;
  const children = new Map<string | undefined, RouteNode[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const node: RouteNode = { id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive };
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(node);
    children.set(route.parentId, siblings);
  }
  const attach = (nodes: RouteNode[]): RouteNode[] =>
    nodes.map((node) => {
      const below = children.get(node.id);
      return below && !node.index ? { ...node, children: attach(below) } : node;
    });
  tree = attach(children.get(undefined) ?? []);
  trees.set(routes, tree);
  return tree;
}

export function routeIdOf(build: ServerBuild, pathname: string): string {
  const matches = matchRoutes(treeOf(build.routes) as Router.AgnosticRouteObject[], pathname);
  return matches?.at(-1)?.route.id ?? "not-found";
}
