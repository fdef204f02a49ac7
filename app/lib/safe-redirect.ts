/**
 * Return paths come from the query string, so only same-site paths are accepted:
 * "/x" yes; "//evil.example", "/\\evil", "https://…" and anything odd fall back.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/dashboard"): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2048) return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\\]/.test(to)) return fallback;
  try {
    const url = new URL(to, "http://portal.invalid");
    if (url.origin !== "http://portal.invalid") return fallback;
    // Dot segments collapse while resolving ("/.//evil" → "//evil"): the browser would read the
    // result as a protocol-relative URL, so the resolved path is what gets checked.
    if (url.pathname.startsWith("//")) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

/** The login page URL that brings the user back to `path` afterwards. */
export function loginPath(returnTo?: string): string {
  const target = returnTo ? safeRedirect(returnTo, "") : "";
  if (!target || target === "/" || target.toLowerCase().startsWith("/login")) return "/login";
  return `/login?redirectTo=${encodeURIComponent(target)}`;
}
