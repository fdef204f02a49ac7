/**
 * The server's Link and NavLink (see ./link.tsx, decision 0522): for a plain absolute path, the
 * anchor Remix renders, without the router hooks. A `.server` module, so none of it reaches the browser.
 */
import { Link as RemixLink, NavLink as RemixNavLink, useLocation } from "@remix-run/react";
import type { LinkProps, NavLinkProps } from "@remix-run/react";
import { createElement, forwardRef, type ForwardedRef, type ReactNode } from "react";
import { boundedMemo } from "~/lib/bounded-memo";
import { navLinkActive } from "~/lib/nav-link-active";

/**
 * An absolute path that useHref hands back unchanged: no "//", no "." or ".." segment, no hash,
 * nothing to percent-encode, and a query only when it is not empty.
 */
const PLAIN_PATH = /^(?!.*\/\/)(?!.*\/\.)\/[A-Za-z0-9\-._~/%]*(?:\?[^#]+)?$/;
// The same few hundred paths come back on every page; the answer is kept (bounded).
const isPlainPathText = boundedMemo((to) => PLAIN_PATH.test(to), 5_000);
function isPlainPath(to: unknown): to is string {
  return typeof to === "string" && isPlainPathText(to);
}

/** Props only the router reads, and those each component places itself: they are not copied. */
const LINK_OWN = new Set(["to", "prefetch", "discover", "reloadDocument", "replace", "state", "preventScrollReset", "relative", "viewTransition", "unstable_viewTransition", "target"]);
const NAV_LINK_OWN = new Set([...LINK_OWN, "caseSensitive", "end", "className", "style", "children", "aria-current"]);

/** The anchor's attributes in react-router's order (the caller's, then its own), so the markup is byte for byte the same. */
function anchorAttributes(props: object, own: Set<string>): Record<string, unknown> {
  const attributes: Record<string, unknown> = { key: "a" };
  for (const key in props) if (!own.has(key)) attributes[key] = props[key as keyof typeof props];
  const { discover = "render", reloadDocument } = props as LinkProps;
  attributes["data-discover"] = discover === "render" && !reloadDocument ? "true" : undefined;
  return attributes;
}

function ServerLinkRender(props: LinkProps, ref: ForwardedRef<HTMLAnchorElement>) {
  if (!isPlainPath(props.to)) return <RemixLink {...props} ref={ref} />;
  const attributes = anchorAttributes(props, LINK_OWN);
  attributes.ref = ref;
  attributes.href = props.to;
  attributes.target = props.target;
  // The same two children as Remix's Link (anchor, prefetch links), so ids from useId match.
  return <>{[createElement("a", attributes), null]}</>;
}

function ServerNavLinkRender(props: NavLinkProps, ref: ForwardedRef<HTMLAnchorElement>) {
  const location = useLocation();
  if (!isPlainPath(props.to) || props.to.includes("?")) return <RemixNavLink {...props} ref={ref} />;
  const { caseSensitive, end, className, style, children } = props;
  const isActive = navLinkActive(props.to, location.pathname, { caseSensitive, end });
  const state = { isActive, isPending: false, isTransitioning: false };
  const attributes = anchorAttributes(props, NAV_LINK_OWN);
  attributes["aria-current"] = isActive ? (props["aria-current"] ?? "page") : undefined;
  attributes.className = typeof className === "function" ? className(state) : [className, isActive ? "active" : null].filter(Boolean).join(" ");
  attributes.ref = ref;
  attributes.style = typeof style === "function" ? style(state) : style;
  attributes.href = props.to;
  attributes.target = props.target;
  return <>{[createElement("a", attributes, typeof children === "function" ? (children(state) as ReactNode) : children), null]}</>;
}

export const ServerLink = forwardRef(ServerLinkRender);
export const ServerNavLink = forwardRef(ServerNavLinkRender);
