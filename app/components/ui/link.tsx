/**
 * Remix's `Link` and `NavLink`, cheaper on the server (issue 10, decision 0522).
 *
 * On the server a link to an absolute path renders exactly the anchor Remix renders, but without
 * the eight to twelve router hooks per link whose results are fixed there anyway (click handler,
 * navigate function, prefetch state, path resolution). A signed-in page carries over a hundred
 * links, and those hooks were a tenth of the dashboard's CPU. In the browser, and for every other
 * `to` (relative, object, absolute URL), these are Remix's own components, so hydration finds the
 * same markup and navigation, prefetching and route discovery behave as before.
 * `link.test.tsx` renders both and compares.
 */
import { Link as RemixLink, NavLink as RemixNavLink } from "@remix-run/react";
// An empty module in the browser build (Remix replaces `.server` modules), so these are undefined there.
import { ServerLink, ServerNavLink } from "./link.server";

export const Link: typeof RemixLink = ServerLink ?? RemixLink;
export const NavLink: typeof RemixNavLink = ServerNavLink ?? RemixNavLink;
