import { Link as RemixLink, NavLink as RemixNavLink } from "@remix-run/react";
import { useId, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { Link, NavLink } from "./link";
import { navLinkActive } from "~/lib/nav-link-active";

/** The markup of `element` as a page at `url` renders it on the server. */
async function render(element: ReactElement, url = "http://portal.test/news/7?page=2"): Promise<string> {
  const routes = [{ path: "*", element }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error("unexpected redirect");
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
}

function IdSpan() {
  return <span id={useId()}>Text</span>;
}

const linkCases: [string, Record<string, unknown>][] = [
  ["a plain path", { to: "/news" }],
  ["a path with a query", { to: "/documents?search=Konditionen&page=2", className: "underline", "aria-label": "Suche" }],
  ["prefetch and router props", { to: "/brands/1", prefetch: "intent", replace: true, preventScrollReset: true, state: { from: "x" } }],
  ["reloadDocument", { to: "/documents/1/download", reloadDocument: true }],
  ["discover none", { to: "/calendar", discover: "none" }],
  ["a new tab", { to: "/instructions/3", target: "_blank", rel: "noreferrer" }],
  ["a relative path (Remix renders it)", { to: "edit" }],
  ["a search only (Remix renders it)", { to: "?page=3" }],
  ["an object (Remix renders it)", { to: { pathname: "/news", search: "?page=2" } }],
  ["dot segments (Remix renders it)", { to: "/news/../brands" }],
  ["double slashes (Remix renders it)", { to: "/news//1" }],
  ["an absolute URL (Remix renders it)", { to: "https://example.org/x" }],
];

describe("Link on the server", () => {
  it.each(linkCases)("renders what Remix's Link renders: %s", async (_name, props) => {
    const ours = await render(<Link {...(props as { to: string })}>Weiter</Link>);
    const remix = await render(<RemixLink {...(props as { to: string })}>Weiter</RemixLink>);
    expect(ours).toBe(remix);
  });

  it("keeps the ids useId gives inside the link", async () => {
    const ours = await render(<div>{[<Link key="1" to="/news"><IdSpan /></Link>, <IdSpan key="2" />]}</div>);
    const remix = await render(<div>{[<RemixLink key="1" to="/news"><IdSpan /></RemixLink>, <IdSpan key="2" />]}</div>);
    expect(ours).toBe(remix);
    expect(ours).toContain('id="');
  });
});

const navCases: [string, Record<string, unknown>][] = [
  ["the current page", { to: "/news/7" }],
  ["a parent of the current page", { to: "/news" }],
  ["a parent with end", { to: "/news", end: true }],
  ["another page", { to: "/newsletter" }],
  ["a different case", { to: "/NEWS" }],
  ["a different case, case-sensitive", { to: "/NEWS", caseSensitive: true }],
  ["a class name string", { to: "/news", className: "menu" }],
  ["functions for class, style and children", { to: "/news", className: ({ isActive }: { isActive: boolean }) => (isActive ? "on" : "off"), style: ({ isActive }: { isActive: boolean }) => ({ fontWeight: isActive ? 700 : 400 }), children: ({ isActive }: { isActive: boolean }) => (isActive ? "aktiv" : "inaktiv") }],
  ["aria-current of its own", { to: "/news/7", "aria-current": "location", prefetch: "intent" }],
  ["a query (Remix renders it)", { to: "/news?page=2" }],
];

describe("NavLink on the server", () => {
  it.each(navCases)("renders what Remix's NavLink renders: %s", async (_name, props) => {
    const children = (props.children as never) ?? "Menüpunkt";
    const ours = await render(<NavLink {...(props as { to: string })}>{children}</NavLink>);
    const remix = await render(<RemixNavLink {...(props as { to: string })}>{children}</RemixNavLink>);
    expect(ours).toBe(remix);
  });

  it("follows react-router's rule for active links", () => {
    expect(navLinkActive("/news", "/news/7")).toBe(true);
    expect(navLinkActive("/news", "/newsletter")).toBe(false);
    expect(navLinkActive("/news/", "/news")).toBe(false);
    expect(navLinkActive("/news/", "/news/1")).toBe(true);
    // "/" is active on "/" only: the character after it is not a slash.
    expect(navLinkActive("/", "/")).toBe(true);
    expect(navLinkActive("/", "/news")).toBe(false);
    expect(navLinkActive("/news", "/news/7", { end: true })).toBe(false);
  });
});
