/** The portal's stylesheet URLs, read from the Remix build's root `links`, so the simulator's screens look like the portal. */
import type { ServerBuild } from "@remix-run/node";

export function stylesheetsOf(build: ServerBuild): string[] {
  const links = (build.routes.root?.module as { links?: () => { rel?: string; href?: string }[] } | undefined)?.links?.() ?? [];
  return links.filter((l) => l.rel === "stylesheet" && typeof l.href === "string").map((l) => l.href!);
}
