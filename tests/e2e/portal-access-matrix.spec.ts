// The portal's side of the access matrix (issue 9): every action and resource route, read from the
// Remix build's route table, is tried signed out, before the terms of use are accepted, and by an
// account without page permissions. A new action or resource route without an entry fails here.
// Plain requests with empty bodies, so nothing is changed; one run (no browser behaviour).
import { pathToFileURL } from "node:url";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { DEFAULT_PASSWORD, expect, test } from "./fixtures";

/** public: no session needed; terms: signed in, before the terms; session: any signed-in user; permission: a page permission */
type Access = "public" | "terms" | "session" | "permission";

const MATRIX: Record<string, Access> = {
  "routes/_auth+/login": "public",
  "routes/_auth+/login_.impersonation": "public",
  "routes/_auth+/login_.zwei-faktor": "public",
  "routes/_auth+/login_.resetpassword": "public",
  "routes/_auth+/unsubscribe.$token": "public",
  "routes/_auth+/email-bestaetigen.$token": "public",
  // the first administrator's setup link (decision 0951): the token is the proof
  "routes/_auth+/einrichtung.$token": "public",
  "routes/_index": "public",
  "routes/logout": "public",
  "routes/settings": "public",
  "routes/_auth+/nutzungsbedingungen": "terms",
  // the forced two-factor setup (decision 0551): signed in, before the terms; a user it is not for is sent home
  "routes/_auth+/zwei-faktor-einrichten": "terms",
  "routes/_portal+/account+/settings": "session",
  // the own data export (decision 0980): any signed-in user, the API checks the export is theirs
  "routes/_portal+/account+/meine-daten": "session",
  "routes/_portal+/account+/meine-daten.$id.download": "session",
  "routes/account.avatar": "session",
  "routes/notifications": "session",
  "routes/search-index": "session",
  // renders a formatted text's live preview; reads and writes nothing (decision 0530)
  "routes/rich-text-preview": "session",
  "routes/assets.$id": "session",
  "routes/_portal+/documents+/$id_.file": "session",
  "routes/_portal+/documents+/$id_.versions.$version.file": "session",
  "routes/_portal+/document-review+/$id_.file": "permission",
  "routes/_portal+/document-review+/$id_.versions.$version.file": "permission",
  "routes/_portal+/document-review+/$id_.new-version": "permission",
  // the association's catalogues (decision 0957): the Redaktion
  "routes/_portal+/verband+/marken.$id": "permission",
  "routes/_portal+/verband+/anleitungen.$id": "permission",
  "routes/_portal+/verband+/servicepool.$id": "permission",
  "routes/_portal+/verband+/sam-tags.$id": "permission",
  "routes/_portal+/verband+/marken._index": "permission",
  "routes/_portal+/verband+/anleitungen._index": "permission",
  "routes/_portal+/verband+/servicepool._index": "permission",
  "routes/_portal+/verband+/sam-tags._index": "permission",
  // the staff administration's screens (decision 0951)
  "routes/_portal+/verband+/mitarbeitende+/$id": "permission",
  "routes/_portal+/verband+/mitarbeitende+/neu": "permission",
  "routes/_portal+/document-review+/$id": "permission",
  "routes/_portal+/document-review+/new": "permission",
  "routes/_portal+/dashboard": "session",
  // the Redaktion's events (decision 0955); the registrations page has no action, its CSV is a resource route
  "routes/_portal+/verband+/termine.neu": "permission",
  "routes/_portal+/verband+/termine.$id": "permission",
  "routes/_portal+/verband+/termine.$id_.anmeldungen[.]csv": "permission",
  // the association's support (decision 0952): Partnerverwaltung, the audit view also Administration
  "routes/_portal+/verband+/accounts.$id": "permission",
  "routes/_portal+/verband+/protokoll.export[.]csv": "permission",
  "routes/_portal+/verband+/datenschutz": "permission",
  // erasure of any person on request (decision 0988): Administration
  "routes/_portal+/verband+/datenschutz_.loeschen": "permission",
  // the association's member companies and the company import (decision 0953): Partnerverwaltung
  "routes/_portal+/verband+/firmen+/neu": "permission",
  "routes/_portal+/verband+/firmen+/$id._index": "permission",
  "routes/_portal+/verband+/firmen+/$id.sperre": "permission",
  "routes/_portal+/verband+/firmen+/$id.einladen": "permission",
  "routes/_portal+/verband+/firmen+/import._index": "permission",
  "routes/_portal+/verband+/firmen+/import.$id": "permission",
  "routes/_portal+/verband+/firmen+/vorlage[.]csv": "permission",
  // the association's documents, the Redaktion's (decision 0958)
  "routes/_portal+/verband+/dokumente+/neu": "permission",
  "routes/_portal+/verband+/dokumente+/export[.]csv": "permission",
  "routes/_portal+/verband+/dokumente+/$id": "permission",
  "routes/_portal+/verband+/dokumente+/$id_.neue-version": "permission",
  "routes/_portal+/verband+/dokumente+/$id_.file": "permission",
  "routes/_portal+/verband+/dokumente+/$id_.versions.$version.file": "permission",
  // the Redaktion's news (decision 0954)
  "routes/_portal+/verband+/news.$id": "permission",
  "routes/_portal+/verband+/news.neu": "permission",
  "routes/_portal+/account-management+/_index": "permission",
  "routes/_portal+/account-management+/$id": "permission",
  "routes/_portal+/account-management+/new": "permission",
  "routes/_portal+/address-management+/_index": "permission",
  "routes/_portal+/address-management+/$id": "permission",
  "routes/_portal+/address-management+/export[.]csv": "permission",
  "routes/_portal+/brands+/$id": "permission",
  "routes/_portal+/brands+/_index": "permission",
  "routes/_portal+/calendar+/$id": "permission",
  "routes/_portal+/calendar+/$id_.ics": "permission",
  "routes/_portal+/calendar+/$id_.registration": "permission",
  "routes/_portal+/companymasterdata": "permission",
  "routes/_portal+/wohnsinnspreise.($id)": "permission",
  "routes/_portal+/contact-management+/$id": "permission",
  "routes/_portal+/contact-management+/_index": "permission",
  "routes/_portal+/contact-management+/export[.]csv": "permission",
  "routes/_portal+/contact-properties": "permission",
  "routes/_portal+/contact-properties_.export[.]csv": "permission",
  "routes/_portal+/customer-satisfaction": "permission",
  "routes/_portal+/customer-satisfaction_.export[.]csv": "permission",
  "routes/_portal+/reports+/purchase-volume_.export[.]csv": "permission",
  "routes/_portal+/reports+/settlements_.export[.]csv": "permission",
  "routes/_portal+/news+/$id": "permission",
  "routes/_portal+/news+/_index": "permission",
  "routes/_portal+/permission-cluster-management+/$id": "permission",
  "routes/_portal+/permission-cluster-management+/export[.]csv": "permission",
  "routes/_portal+/products+/$id.edit": "permission",
  "routes/_portal+/website+/banner+/_index": "permission",
  "routes/_portal+/website+/banner+/$id": "permission",
  "routes/_portal+/website+/textimage+/_index": "permission",
  "routes/_portal+/website+/textimage+/$id": "permission",
  "routes/_portal+/website+/references+/_index": "permission",
  "routes/_portal+/website+/references+/$id": "permission",
  "routes/_portal+/website+/news+/_index": "permission",
  "routes/_portal+/website+/news+/$id": "permission",
  "routes/_portal+/website+/event+/_index": "permission",
  "routes/_portal+/website+/event+/$id": "permission",
  "routes/_portal+/website+/campaign+/_index": "permission",
  "routes/_portal+/website+/campaign+/$id": "permission",
  "routes/_portal+/website+/generalsettings": "permission",
  "routes/_portal+/website+/history+/_index": "permission",
  "routes/_portal+/website+/history+/$id": "permission",
  "routes/_portal+/website+/history+/general": "permission",
  "routes/_portal+/private-brands+/_index": "permission",
  "routes/_portal+/private-brands+/$id": "permission",
  "routes/_portal+/career+/jobs+/_index": "permission",
  "routes/_portal+/career+/jobs+/$id": "permission",
  "routes/_portal+/career+/values+/_index": "permission",
  "routes/_portal+/career+/values+/$id": "permission",
  "routes/_portal+/career+/benefits+/_index": "permission",
  "routes/_portal+/career+/benefits+/$id": "permission",
  "routes/_portal+/career+/faqs+/_index": "permission",
  "routes/_portal+/career+/faqs+/$id": "permission",
  "routes/_portal+/career+/employee-feedback+/_index": "permission",
  "routes/_portal+/career+/employee-feedback+/$id": "permission",
  "routes/website.preview.$collection.$id": "permission",
  "routes/_portal+/page-builder+/_index": "permission",
  "routes/_portal+/page-builder+/edit-page.$id": "permission",
  "routes/_portal+/page-builder+/edit-page.$id.element.$type.$element": "permission",
  "routes/_portal+/page-builder+/edit-page-data.$id": "permission",
  "routes/page-builder.preview.$id": "permission",
  // The page permission is the API's (POST /api/files, in its matrix); an empty form reaches no API.
  "routes/files.upload": "session",
  // a gallery's multi-photo form: the collection screen's permission, checked before the body is read
  "routes/files.gallery": "permission",
};

interface RouteUnderTest {
  id: string;
  url: string;
  method: "GET" | "POST";
}

async function actionAndResourceRoutes(): Promise<RouteUnderTest[]> {
  const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as {
    routes: Record<string, { path?: string; parentId?: string; module: { action?: unknown; loader?: unknown; default?: unknown } }>;
  };
  const fullPath = (id: string): string => {
    const route = build.routes[id]!;
    const parent = route.parentId ? fullPath(route.parentId) : "";
    return route.path ? `${parent}/${route.path}`.replace(/\/+/g, "/") : parent;
  };
  return Object.entries(build.routes).flatMap(([id, route]): RouteUnderTest[] => {
    const { action, loader, default: ui } = route.module;
    if (!action && (ui || !loader)) return [];
    const url = (fullPath(id) || "/").replace(/:\w+\??/g, "1");
    return [{ id, url, method: action ? "POST" : "GET" }];
  });
}

async function signedIn(request: APIRequestContext, email: string): Promise<APIRequestContext> {
  const res = await request.post("/login", { form: { email, password: DEFAULT_PASSWORD }, maxRedirects: 0 });
  expect(res.status(), `sign-in of ${email}`).toBe(302);
  return request;
}

test("every action and resource route refuses the signed-out, the terms-pending and the unpermitted", { tag: "@nojs-only" }, async ({ playwright, baseURL }) => {
  // One request per route and actor: it grows with the route table (about 30 s on a quiet machine at 140 routes).
  test.setTimeout(180_000);
  const routes = await actionAndResourceRoutes();
  expect(routes.map((r) => r.id).filter((id) => !(id in MATRIX)), "routes without a matrix entry").toEqual([]);
  expect(Object.keys(MATRIX).filter((id) => !routes.some((r) => r.id === id)), "matrix entries without a route").toEqual([]);

  const anonymous = await playwright.request.newContext({ baseURL });
  const termsPending = await signedIn(await playwright.request.newContext({ baseURL }), "neu@example.com");
  const unpermitted = await signedIn(await playwright.request.newContext({ baseURL }), "verbund@example.com");
  const failures: string[] = [];
  try {
    for (const route of routes) {
      const access = MATRIX[route.id]!;
      if (access === "public") continue;
      const send = (ctx: APIRequestContext) =>
        route.method === "POST" ? ctx.post(route.url, { form: {}, maxRedirects: 0 }) : ctx.get(route.url, { maxRedirects: 0 });
      const out = await send(anonymous);
      if (!(out.status() === 302 && out.headers()["location"]?.startsWith("/login"))) failures.push(`${route.method} ${route.url} signed out: ${out.status()} ${out.headers()["location"] ?? ""}`);
      if (access !== "terms") {
        const pending = await send(termsPending);
        // Pages and forms go to the terms; file streams (no user lookup of their own) get the API's 403.
        const toTerms = pending.status() === 302 && pending.headers()["location"] === "/nutzungsbedingungen";
        if (!toTerms && pending.status() !== 403) failures.push(`${route.method} ${route.url} before the terms: ${pending.status()} ${pending.headers()["location"] ?? ""}`);
      }
      if (access === "permission") {
        const denied = await send(unpermitted);
        if (denied.status() !== 403) failures.push(`${route.method} ${route.url} without permission: ${denied.status()} ${denied.headers()["location"] ?? ""}`);
      }
    }
  } finally {
    await Promise.all([anonymous.dispose(), termsPending.dispose(), unpermitted.dispose()]);
  }
  expect(failures).toEqual([]);
});

// The reports (decision 0566): each screen and its CSV for exactly the actors its rule admits.
test("the reports' screens and exports answer the actors their rules admit", { tag: "@nojs-only" }, async ({ playwright, baseURL }) => {
  const expected: Record<string, Record<string, number>> = {
    "ivo@example.com": { "/reports/purchase-volume": 200, "/reports/purchase-volume/export.csv": 200, "/reports/settlements": 403, "/reports/settlements/export.csv": 403 },
    "statistik@example.com": { "/reports/purchase-volume": 403, "/reports/purchase-volume/export.csv": 403, "/reports/settlements": 200, "/reports/settlements/export.csv": 200 },
    "haendler@example.com": { "/reports/purchase-volume": 200, "/reports/purchase-volume/export.csv": 200, "/reports/settlements": 200, "/reports/settlements/export.csv": 200 },
    "lieferant@example.com": { "/reports/purchase-volume": 403, "/reports/purchase-volume/export.csv": 403, "/reports/settlements": 200, "/reports/settlements/export.csv": 200 },
    "leser@example.com": { "/reports/purchase-volume": 403, "/reports/purchase-volume/export.csv": 403, "/reports/settlements": 403, "/reports/settlements/export.csv": 403 },
  };
  const failures: string[] = [];
  for (const [email, urls] of Object.entries(expected)) {
    const ctx = await signedIn(await playwright.request.newContext({ baseURL }), email);
    try {
      for (const [url, status] of Object.entries(urls)) {
        const res = await ctx.get(url, { maxRedirects: 0 });
        if (res.status() !== status) failures.push(`${email} GET ${url}: ${res.status()}, expected ${status}`);
      }
    } finally {
      await ctx.dispose();
    }
  }
  expect(failures).toEqual([]);
});
