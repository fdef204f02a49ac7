import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import type { PagePermission } from "#contract";
import { PartStore, partsForRequest, type RequestParts } from "~/.server/cached-parts";
import { buildMenu } from "~/lib/route-registry";
import { registerShell } from "~/locales/de/shell";
import { CachedPartsContext } from "./cached-part";
import { NotificationsMenu } from "./notifications-menu";
import { Sidebar } from "./sidebar";
import type { Notifications } from "#contract/portal";

registerShell();

/** A part as a page at `path` renders it, with the cached parts of `parts` or without. */
async function render(element: ReactElement, path: string, parts: RequestParts | null): Promise<string> {
  const handler = createStaticHandler([{ path: "*", element: <main>{element}</main> }]);
  const context = await handler.query(new Request(`http://portal.test${path}`));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const html = renderToString(
    <CachedPartsContext.Provider value={parts}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </CachedPartsContext.Provider>,
  );
  return parts ? parts.apply(Buffer.from(html)).toString() : html;
}

const menuOf = (userType: "HP" | "LF", permissions: PagePermission[]) => buildMenu({ userType, permissions: new Set(permissions) }, { showroomUrl: "https://showroom.example.org" });

const CASES = [
  { menu: menuOf("HP", ["BRAND", "NEWS", "CALENDAR", "MASTERDATA", "TRADINGPAGES"]), color: "dark", mini: false },
  { menu: menuOf("HP", ["NEWS"]), color: "light", mini: true },
  { menu: menuOf("LF", ["NEWS", "CALENDAR", "MASTERDATA"]), color: "brand", mini: false },
] as const;
const PATHS = ["/dashboard", "/news", "/news/7", "/newsletter", "/website/info", "/brands/3?page=2", "/account/settings"];

describe("the cached sidebar (decision 0534)", () => {
  it("renders byte for byte what an uncached render gives, for each menu, colour, size and path, stored or not", async () => {
    const store = new PartStore();
    for (const round of ["stored", "copied"]) {
      for (const { menu, color, mini } of CASES) {
        for (const path of PATHS) {
          const sidebar = <Sidebar menu={menu} color={color} mini={mini} />;
          const uncached = await render(sidebar, path, null);
          expect(await render(sidebar, path, partsForRequest(store)), `${round} ${color} ${path}`).toBe(uncached);
        }
      }
    }
    // One part per menu, colour, size and set of active entries: /news and /news/7 share one.
    expect(store.size).toBeLessThan(CASES.length * PATHS.length);
  });

  it("marks the active entry per path, so a copy never shows another screen's", async () => {
    const store = new PartStore();
    const { menu, color, mini } = CASES[0];
    await render(<Sidebar menu={menu} color={color} mini={mini} />, "/news", partsForRequest(store));
    const brands = await render(<Sidebar menu={menu} color={color} mini={mini} />, "/brands", partsForRequest(store));
    expect(brands).toMatch(/<a [^>]*aria-current="page"[^>]*href="\/brands"/);
    expect(brands).not.toMatch(/aria-current="page"[^>]*href="\/news"/);
  });
});

const NOTIFICATIONS: Notifications[] = [
  {
    seen_at: "2026-10-11T08:00:00.000Z",
    important_news: [{ id: 13, title: "Werk Edition: neue Stoffkollektion <verfügbar> & mehr", date: "2026-11-01T07:08:00.000Z", link: "/news/13" }],
    documents: [{ id: 7, name: "Messekonditionen Frühjahr 2027", uploaded_on: "2026-11-25T15:35:27.545Z", link: "/documents/7", new_version: true }],
    review_decisions: [{ id: 4, name: "Zertifikat FSC", status: "approved", date: "2026-11-20T10:00:00.000Z", link: "/document-review/4" }],
    expiring_documents: [{ id: 5, name: "FSC-Zertifikat Nordholz Küchenmöbel", valid_to: "2026-12-16", link: "/document-review/5/new-version" }],
    news: [{ id: 14, title: "Messekalender 2027", date: "2026-11-24T07:00:00.000Z", link: "/news/14" }],
    events: [{ id: 3, title: "Verbandstag 2027", date: "2026-11-24T07:00:00.000Z", starts_at: "2027-02-24T08:00:00.000Z", link: "/calendar/3" }],
    data_exports: [{ id: "0b6d6c1e-5a7b-4c1d-9e2f-3a4b5c6d7e8f", name: "Thomas Becker", expires_at: "2026-12-06T10:00:00.000Z", link: "/account/meine-daten/0b6d6c1e-5a7b-4c1d-9e2f-3a4b5c6d7e8f/download" }],
  },
  {
    seen_at: null,
    important_news: [],
    documents: [{ id: 8, name: "Produktfoto Küche Lina", uploaded_on: "2026-11-11T15:35:27.545Z", link: "/documents/8", new_version: false }],
    review_decisions: [],
    expiring_documents: [],
    news: [],
    events: [],
    data_exports: [],
  },
  { seen_at: null, important_news: [], documents: [], review_decisions: [], expiring_documents: [], news: [], events: [], data_exports: [] },
];

describe("the copied notification lists (decision 0535)", () => {
  it("render byte for byte what an uncached render gives, per content and page, and keep the page's own form target", async () => {
    const store = new PartStore();
    for (const round of ["stored", "copied"]) {
      for (const notifications of NOTIFICATIONS) {
        for (const path of ["/dashboard", "/news?page=2"]) {
          const menu = <NotificationsMenu notifications={notifications} redirectTo={path} />;
          const uncached = await render(menu, path, null);
          const copied = await render(menu, path, partsForRequest(store));
          expect(copied, `${round} ${path}`).toBe(uncached);
          if (notifications.documents.length) expect(copied).toContain(`name="redirectTo" value="${path}"`);
        }
      }
    }
    // Two contents with entries, one part each, whatever the page.
    expect(store.size).toBe(2);
  });
});
