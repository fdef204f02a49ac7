import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { countCaption } from "~/components/staff/staff-list";
import { registerAssociationNews } from "~/locales/de/association-news";
import { registerShell } from "~/locales/de/shell";
import { registerSupport } from "~/locales/de/support";
import { Pagination } from "./pagination";

registerShell();
registerSupport();
registerAssociationNews();

async function render(page: number, total: number, capped: boolean): Promise<string> {
  const handler = createStaticHandler([{ path: "*", element: <Pagination page={page} total={total} limit={50} capped={capped} /> }]);
  const context = await handler.query(new Request(`http://portal.test/verband/protokoll?action=login&page=${page}`));
  if (context instanceof Response) throw new Error("unexpected redirect");
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
}

describe("a list whose count stopped a step past the page (decision 0992)", () => {
  it("says 'more than' and offers the next page, keeping the filters", async () => {
    const html = await render(20, 2_000, true);
    expect(html).toContain("Seite 20 von mehr als 40");
    expect(html).toContain('href="/verband/protokoll?action=login&amp;page=21"');
    expect(html).toContain('href="/verband/protokoll?action=login&amp;page=19"');
  });

  it("names the last page when everything was counted", async () => {
    const html = await render(2, 60, false);
    expect(html).toContain("Seite 2 von 2");
    expect(html).not.toContain('rel="next"');
  });

  it("captions the count, or 'more than' with the number formatted", () => {
    expect(countCaption("support.audit.total", { total: 1_000, capped: true })).toBe("Mehr als 1.000 Einträge");
    expect(countCaption("support.audit.total", { total: 1, capped: false })).toBe("1 Eintrag");
    expect(countCaption("associationNews.total", { total: 20, capped: false })).toBe("20 News");
  });
});
