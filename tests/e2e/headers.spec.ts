// Security and caching headers on every kind of response the portal sends: pages, CSV, files,
// build assets, API JSON and error pages. Plain requests, so one run (no browser behaviour).
import { expect, test } from "./fixtures";

test("every kind of response carries CSP, nosniff and the right Cache-Control; no HSTS over plain http, a foreign X-Forwarded-Host refused", { tag: "@nojs-only" }, async ({ page, loginAs }) => {
  await loginAs(page, "haendler@example.com");
  const html = await (await page.request.get("/dashboard")).text();
  const script = /"(\/build\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();

  const kinds: { path: string; status: number; type: RegExp; cacheControl: RegExp }[] = [
    { path: "/dashboard", status: 200, type: /^text\/html/, cacheControl: /^private, no-store$/ },
    { path: "/login", status: 200, type: /^text\/html/, cacheControl: /no-store/ },
    { path: "/contact-properties/export.csv", status: 200, type: /^text\/csv/, cacheControl: /^private, no-store$/ },
    { path: "/documents/1/file", status: 200, type: /^application\/pdf/, cacheControl: /^private, no-store$/ },
    { path: script!, status: 200, type: /javascript/, cacheControl: /immutable/ },
    { path: "/api/extranet/users/me", status: 403, type: /^application\/json/, cacheControl: /^no-store$/ },
    { path: "/gibt-es-nicht", status: 404, type: /^text\/html/, cacheControl: /no-store/ },
    { path: "/address-management/999999", status: 403, type: /^text\/html/, cacheControl: /no-store/ },
  ];
  for (const kind of kinds) {
    // /login is asked signed out (signed in it redirects); the rest with the session.
    const res = kind.path === "/login" ? await page.context().request.get(kind.path, { headers: { cookie: "" } }) : await page.request.get(kind.path, { maxRedirects: 0 });
    const headers = res.headers();
    expect([kind.path, res.status()]).toEqual([kind.path, kind.status]);
    expect([kind.path, headers["content-type"]]).toEqual([kind.path, expect.stringMatching(kind.type)]);
    expect([kind.path, headers["cache-control"]]).toEqual([kind.path, expect.stringMatching(kind.cacheControl)]);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    // HSTS only over https (server/http/forwarded-host.test.ts covers https through a trusted proxy).
    expect(headers["strict-transport-security"]).toBeUndefined();
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(headers["content-security-policy"]).toContain("object-src 'none'");
    await res.dispose();
  }
  // No TRUST_PROXY here: a forwarded host is believed from no one, and never builds a link.
  const forwarded = await page.request.get("/login", { headers: { "x-forwarded-host": "evil.example.com" }, maxRedirects: 0 });
  expect(forwarded.status()).toBe(400);
});
