/**
 * The Redaktion publishes news (issue 39, decision 0954): planned for tomorrow on the job queue
 * and the test clock, read only by partners of its audience (list, detail, dashboard, search,
 * notifications), an important item mailed once, Directus SDK CRUD on items/news, refusals.
 */
import sharp from "sharp";
import { createDirectus, createItem, deleteItem, rest, staticToken, updateItem } from "@directus/sdk";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { News, NewsList, Notifications, SearchIndex } from "#contract";
import { newsItemSchema, type NewsAdminList, type NewsItem } from "#contract/entities/news";
import { createApi } from "../../server/api/app";
import { activity, brands } from "../../server/api/db/schema";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { DEMO_STAFF } from "../../server/api/seed/staff";
import { IMAGE_MAX_BYTES } from "../../server/api/contract/masterdata";
import { NEWS_IMAGE_FOLDER } from "../../server/api/contract/values";
import { dataOf, errorCodeOf, useTestApi } from "./fixture";

const t = useTestApi();
type Who = "haendler" | "leser" | "lieferant" | "redaktion" | "pruefung";
const tokens = {} as Record<Who, string>;
const HOUR = 3600;

async function signIn() {
  for (const who of ["haendler", "leser", "lieferant"] as const) tokens[who] = (await t.login(DEMO_USERS[who].email)).access_token;
  tokens.redaktion = (await t.login(DEMO_STAFF.redaktion.email)).access_token;
  tokens.pruefung = (await t.login(DEMO_STAFF.pruefung.email)).access_token;
}
beforeAll(signIn);

/** Moves the test clock, runs the jobs due by then (as a worker would) and signs in afresh (access tokens last 15 minutes). */
async function advance(seconds: number) {
  t.clock.advance(seconds);
  await t.jobs.drain();
  await signIn();
}

const get = (path: string, who: Who) => t.request("GET", path, { token: tokens[who] });
const create = (json: unknown, who: Who = "redaktion") => t.request("POST", "/api/items/news", { token: tokens[who], json });
const patch = (id: number, json: unknown, who: Who = "redaktion") => t.request("PATCH", `/api/items/news/${id}`, { token: tokens[who], json });
const itemOf = async (res: Response): Promise<NewsItem> => {
  expect(res.status, await res.clone().text()).toBe(200);
  return newsItemSchema.parse(await dataOf(res));
};

/** Whether `who` reads the news titled `title` in the list, by its detail, on the dashboard, in the header's search index. */
async function reads(who: Who, id: number, title: string) {
  const list = await dataOf<NewsList>(await get(`/api/extranet/news?limit=50&title=${encodeURIComponent(title)}`, who));
  const detail = await get(`/api/extranet/news/${id}`, who);
  const board = await dataOf<{ latestNews: News[] }>(await get("/api/extranet/dashboard?widgets=latestNews", who));
  const index = await dataOf<SearchIndex>(await get("/api/extranet/search-index", who));
  return {
    list: list.items.some((n) => n.id === id),
    detail: detail.status === 200,
    dashboard: board.latestNews.some((n) => n.id === id),
    search: (index.news ?? []).some((n) => n.id === id),
  };
}
const everywhere = { list: true, detail: true, dashboard: true, search: true };
const nowhere = { list: false, detail: false, dashboard: false, search: false };

describe("planned publication", () => {
  it("a Redaktion user plans an item for tomorrow; when the clock gets there, partners of its audience read it and others do not", async () => {
    const [nordholz] = await t.database.db.select({ id: brands.id }).from(brands).where(eq(brands.name, "Nordholz Küchen"));
    const tomorrow = new Date(t.clock.now().getTime() + 24 * HOUR * 1000);
    const planned = await itemOf(
      await create({
        title: "Hausmesse Herbst: Anmeldung geöffnet",
        abstract: "Die Hausmesse findet im Oktober statt.",
        text: "## Programm\n\n- **Neuheiten** der Lieferanten\n- Vorträge",
        brands: [nordholz!.id],
        user_types: ["HP"],
        permissions: ["EVA"],
        status: "planned",
        publish_at: tomorrow.toISOString(),
      }),
    );
    expect(planned).toMatchObject({ status: "planned", brands: [{ id: nordholz!.id, name: "Nordholz Küchen" }], user_types: ["HP"], permissions: ["EVA"] });
    const title = planned.title;
    // not yet: nobody reads it, the staff list shows it as planned
    for (const who of ["haendler", "leser", "lieferant"] as const) expect(await reads(who, planned.id, title)).toEqual(nowhere);
    const staffList = await dataOf<NewsAdminList>(await get("/api/extranet/editorial/news?status=planned", "redaktion"));
    expect(staffList.items.map((n) => n.id)).toContain(planned.id);
    // a row is what the list shows: no texts, brands or image (decision 0989)
    expect(staffList.items.find((n) => n.id === planned.id)).toEqual({ id: planned.id, title, status: "planned", publish_at: planned.publish_at, published_on: planned.published_on, user_types: ["HP"] });

    await advance(23 * HOUR);
    expect(await reads("haendler", planned.id, title)).toEqual(nowhere);

    await advance(HOUR + 1);
    // haendler@: a trading partner with EVA; leser@: a trading partner without; lieferant@: a supplier
    expect(await reads("haendler", planned.id, title)).toEqual(everywhere);
    expect(await reads("leser", planned.id, title)).toEqual(nowhere);
    expect(await reads("lieferant", planned.id, title)).toEqual(nowhere);
    const detail = await dataOf<News>(await get(`/api/extranet/news/${planned.id}`, "haendler"));
    expect(detail.text_html).toContain("<h2>Programm</h2>");
    expect(detail.brands).toEqual([{ id: nordholz!.id, name: "Nordholz Küchen" }]);
    expect(detail.date).toBe(new Date(tomorrow.getTime() + 1000).toISOString());
    const bell = await dataOf<Notifications>(await get("/api/extranet/notifications", "haendler"));
    expect(bell.news.map((n) => n.id)).toContain(planned.id);
    expect((await dataOf<Notifications>(await get("/api/extranet/notifications", "lieferant"))).news.map((n) => n.id)).not.toContain(planned.id);

    // planned to be taken down: gone for everyone when its time comes
    const current = await itemOf(await get(`/api/items/news/${planned.id}`, "redaktion"));
    expect(current.status).toBe("published");
    const later = new Date(t.clock.now().getTime() + 2 * HOUR * 1000);
    expect((await itemOf(await patch(planned.id, { unpublish_at: later.toISOString() }))).status).toBe("published");
    await advance(2 * HOUR + 1);
    expect((await itemOf(await get(`/api/items/news/${planned.id}`, "redaktion"))).status).toBe("unpublished");
    expect(await reads("haendler", planned.id, title)).toEqual(nowhere);
  });

  it("a plan changed before its time leaves the old job nothing to do", async () => {
    const soon = new Date(t.clock.now().getTime() + HOUR * 1000);
    const item = await itemOf(await create({ title: "Geänderter Plan", user_types: ["HP", "LF"], status: "planned", publish_at: soon.toISOString() }));
    const later = new Date(soon.getTime() + 5 * HOUR * 1000);
    await itemOf(await patch(item.id, { publish_at: later.toISOString() }));
    await advance(HOUR + 1);
    expect((await itemOf(await get(`/api/items/news/${item.id}`, "redaktion"))).status).toBe("planned");
    expect(await reads("leser", item.id, item.title)).toEqual(nowhere);
    await advance(5 * HOUR);
    expect(await reads("leser", item.id, item.title)).toEqual(everywhere);
    expect(await reads("lieferant", item.id, item.title)).toEqual(everywhere);
  });
});

describe("important news", () => {
  it("publishing an important item mails its subscribers once, and only those who may read it", async () => {
    for (const who of ["haendler", "lieferant"] as const) {
      expect((await t.request("PATCH", "/api/extranet/users/me/digest", { token: tokens[who], json: { period: "weekly", important: true } })).status).toBe(200);
    }
    t.clock.advance(60);
    const before = t.mails.length;
    const draft = await itemOf(await create({ title: "Rückruf: Sicherheitshinweis Polsterbett", abstract: "Bitte sofort lesen.", important: true, user_types: ["HP"] }));
    expect(draft.status).toBe("draft");
    expect(t.mails.length).toBe(before);
    await itemOf(await patch(draft.id, { status: "published" }));
    const mailed = t.mails.slice(before).filter((m) => m.subject.includes("Rückruf: Sicherheitshinweis Polsterbett"));
    expect(mailed.map((m) => m.to)).toEqual([DEMO_USERS.haendler.email]);
    // the periodic check and a second save send nothing again
    await itemOf(await patch(draft.id, { abstract: "Bitte sofort lesen und weitergeben." }));
    t.clock.advance(15 * 60);
    await t.jobs.planSchedules();
    await advance(0);
    expect(t.mails.slice(before).filter((m) => m.subject.includes("Rückruf: Sicherheitshinweis Polsterbett"))).toHaveLength(1);
  });
});

describe("the Directus SDK", () => {
  it("creates, updates and deletes items/news with a staff token", async () => {
    const api = createApi(t.deps);
    const client = createDirectus("http://internal/api", { globals: { fetch: async (input: RequestInfo | URL, init?: RequestInit) => api.fetch(new Request(input, init)) } })
      .with(rest())
      .with(staticToken(tokens.redaktion));
    const made = (await client.request(createItem("news", { title: "Per SDK angelegt", user_types: ["LF"] }))) as NewsItem;
    expect(made).toMatchObject({ title: "Per SDK angelegt", status: "draft", user_types: ["LF"] });
    const changed = (await client.request(updateItem("news", made.id, { title: "Per SDK geändert", status: "published" }))) as NewsItem;
    expect(changed).toMatchObject({ title: "Per SDK geändert", status: "published" });
    expect(await reads("lieferant", made.id, "Per SDK geändert")).toEqual(everywhere);
    expect(await reads("haendler", made.id, "Per SDK geändert")).toEqual(nowhere);
    await client.request(deleteItem("news", made.id));
    expect((await get(`/api/items/news/${made.id}`, "redaktion")).status).toBe(403);
    const history = await t.database.db.select({ action: activity.action }).from(activity).where(and(eq(activity.collection, "news"), eq(activity.item, String(made.id))));
    expect(history.map((h) => h.action).sort()).toEqual(["create", "delete", "update"]);
  });
});

describe("refusals", () => {
  it("refuses partners and staff without Redaktion, and bad plans in German with the field named", async () => {
    for (const who of ["haendler", "pruefung"] as const) {
      expect((await get("/api/extranet/editorial/news", who)).status).toBe(403);
      expect((await create({ title: "Nicht erlaubt" }, who)).status).toBe(403);
    }
    const past = new Date(t.clock.now().getTime() - HOUR * 1000).toISOString();
    const res = await create({ title: "Zu spät", status: "planned", publish_at: past });
    expect(await errorCodeOf(res.clone())).toBe("INVALID_PAYLOAD");
    expect(JSON.stringify(await res.json())).toContain("publish_at: descriptions.news.future");
    const noAudience = await create({ title: "Für niemanden", status: "published", user_types: [] });
    expect(JSON.stringify(await noAudience.json())).toContain("user_types: descriptions.news.audienceRequired");
    expect((await patch(999_999, { title: "x" })).status).toBe(403);
  });
});

/** POST /files into `folder` as a browser's multipart form sends it. */
async function uploadInto(token: string, folder: string, bytes: Uint8Array<ArrayBuffer>, name: string) {
  const form = new FormData();
  form.set("file", new File([bytes], name, { type: "image/png" }));
  form.set("folder", folder);
  return t.request("POST", "/api/files", { token, form });
}
const png = async () => new Uint8Array(await sharp({ create: { width: 60, height: 40, channels: 3, background: "#2a6f97" } }).png().toBuffer());

describe("the news image (decision 0964)", () => {
  it("the Redaktion uploads an image, sets it with its alternative text, and the item's readers (only they) read the file", async () => {
    const uploaded = await uploadInto(tokens.redaktion, NEWS_IMAGE_FOLDER, await png(), "Messestand.png");
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const image = (await dataOf<{ id: string }>(uploaded)).id;
    // an image needs its alternative text
    const noAlt = await create({ title: "Mit Bild ohne Text", image });
    expect(JSON.stringify(await noAlt.json())).toContain("image_alt: descriptions.news.imageAltRequired");
    const item = await itemOf(await create({ title: "Messestand 2027", image, image_alt: "Der Messestand mit drei Sofas", user_types: ["HP"], status: "published" }));
    expect(item.image?.id).toBe(image);
    // the trading partner with NEWS reads the file through the item; the supplier outside its audience does not
    expect((await get(`/api/assets/${image}`, "haendler")).status).toBe(200);
    expect((await get(`/api/assets/${image}`, "lieferant")).status).toBe(403);
    // taken down: nobody outside the association reads it any more
    await itemOf(await patch(item.id, { status: "unpublished" }));
    expect((await get(`/api/assets/${image}`, "haendler")).status).toBe(403);
    // removed from the item
    expect((await itemOf(await patch(item.id, { image: null }))).image).toBeNull();
  });

  it("refuses a file that is no image, one too large, a partner's upload into the folder, and another company's file", async () => {
    const text = await uploadInto(tokens.redaktion, NEWS_IMAGE_FOLDER, new TextEncoder().encode("kein Bild"), "notiz.png");
    expect(text.status).toBe(415);
    expect(await errorCodeOf(text)).toBe("UNSUPPORTED_MEDIA_TYPE");
    const big = new Uint8Array(IMAGE_MAX_BYTES + 1);
    big.set(await png());
    const large = await uploadInto(tokens.redaktion, NEWS_IMAGE_FOLDER, big, "riesig.png");
    expect(large.status).toBe(413);
    expect(await errorCodeOf(large)).toBe("CONTENT_TOO_LARGE");
    expect((await uploadInto(tokens.lieferant, NEWS_IMAGE_FOLDER, await png(), "fremd.png")).status).toBe(403);
    expect((await uploadInto(tokens.pruefung, NEWS_IMAGE_FOLDER, await png(), "fremd.png")).status).toBe(403);
    // a partner's own image (their company's upload) is never published through a news item
    const partners = await uploadInto(tokens.lieferant, "images", await png(), "eigenes.png");
    expect(partners.status, await partners.clone().text()).toBe(200);
    const res = await create({ title: "Fremdes Bild", image: (await dataOf<{ id: string }>(partners)).id, image_alt: "Fremd" });
    expect(JSON.stringify(await res.json())).toContain("image: descriptions.validation.image");
  });
});
