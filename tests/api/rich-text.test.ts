/**
 * Formatted text in the API (issue 27, decision 0530): a field the description marks
 * `format: "markdown"` stores the markup as sent and answers its sanitized HTML beside it
 * (`<field>_html`), on the item and on a translation, in lists, with `fields`, and in the website
 * settings; the HTML is output only (no filter on it), and hostile markup arrives inert.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { dataOf, errorCodeOf, useTestApi } from "./fixture";

const api = useTestApi();
let token: string;

beforeAll(async () => {
  token = (await api.login(DEMO_USERS.haendler.email)).access_token;
});

const MARKUP = "## Ihre Aufgaben\n\n- **Beratung** im Küchenstudio\n- *Aufmaß* beim Kunden\n\n[Bewerben](mailto:jobs@moebel-sommer.de) <script>alert(1)</script> [x](javascript:alert(1))";
const HTML =
  '<h2>Ihre Aufgaben</h2>\n<ul>\n<li><strong>Beratung</strong> im Küchenstudio</li>\n<li><em>Aufmaß</em> beim Kunden</li>\n</ul>\n<p><a href="mailto:jobs@moebel-sommer.de">Bewerben</a> &lt;script&gt;alert(1)&lt;/script&gt; [x](javascript:alert(1))</p>';

describe("formatted fields", () => {
  it("store the markup and answer its sanitized HTML beside it, on the item and in lists", async () => {
    const created = await api.request("POST", "/api/items/jobs", { token, json: { title: "Küchenplaner (m/w/d)", description: MARKUP, additional_description_left: null } });
    expect(created.status).toBe(200);
    const job = await dataOf<Record<string, unknown>>(created);
    expect(job).toMatchObject({ description: MARKUP, description_html: HTML, additional_description_left_html: null });
    // a plain field has no HTML
    expect(job).not.toHaveProperty("title_html");
    expect(job).not.toHaveProperty("short_description_html");
    const listed = await dataOf<Record<string, unknown>[]>(await api.request("GET", `/api/items/jobs?filter[id][_eq]=${String(job.id)}&fields=id,description_html`, { token }));
    expect(listed).toEqual([{ id: job.id, description_html: HTML }]);
    // the HTML is an answer, not a column: it cannot be filtered on
    expect(await errorCodeOf(await api.request("GET", "/api/items/jobs?filter[description_html][_contains]=h2", { token }))).toBe("INVALID_QUERY");
  });

  it("answer a translation's HTML where its markup is saved", async () => {
    const created = await api.request("POST", "/api/items/trading_partner_text_image", {
      token,
      json: { internal_title: "Küchenwelt", translations: { create: [{ languages_code: "de", title: "Unsere Küchenwelt", text: "Mehr als **40 Musterküchen**." }] } },
    });
    const item = await dataOf<{ translations: Record<string, unknown>[] }>(created);
    expect(item.translations[0]).toMatchObject({ text: "Mehr als **40 Musterküchen**.", text_html: "<p>Mehr als <strong>40 Musterküchen</strong>.</p>" });
  });

  it("answer the website settings' imprint and privacy texts as HTML too", async () => {
    const [settings] = await dataOf<{ id: number; version: number }[]>(await api.request("GET", "/api/items/trading_partner_website_settings", { token }));
    const res = await api.request("PATCH", `/api/items/trading_partner_website_settings/${settings!.id}`, {
      token,
      json: { version: settings!.version, imprint: "## Angaben gemäß § 5 DDG\n\nMöbelhaus Sommer GmbH<img src=x onerror=alert(1)>", privacy: null },
    });
    expect(res.status).toBe(200);
    expect(await dataOf(res)).toMatchObject({ imprint_html: "<h2>Angaben gemäß § 5 DDG</h2>\n<p>Möbelhaus Sommer GmbH&lt;img src=x onerror=alert(1)&gt;</p>", privacy_html: null });
  });
});
