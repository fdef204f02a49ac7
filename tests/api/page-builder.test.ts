/**
 * The page builder's own API (issue 13): element links of a page (list, link, sort, unlink),
 * slugs, parents, deleting pages with children, and the public navigation. Company A (Sommer,
 * haendler@) cannot list, link to, sort or unlink on company B's (Lübeck) pages or with its
 * elements, nor on pages the association shares (not editable, spec §5); each denial FORBIDDEN.
 * The generic collection suite (website-collections.test.ts) covers pages, page data and the five
 * element types themselves (drafts, create, update, sort, status, delete → FORBIDDEN).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { pages } from "../../server/api/db/schema";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { dataOf, errorCodeOf, useTestApi } from "./fixture";

const api = useTestApi();

interface Item {
  id: number;
  version: number;
  access: "edit" | "read";
  parent?: number | null;
  translations: { id: number; status: string; title: string; slug?: string }[];
}
interface Link {
  id: number;
  page: number;
  collection: string;
  item: number;
  sort: number;
}
interface Nav {
  id: number;
  title: string;
  slug: string | null;
  children: Nav[];
}

const PAGES = "trading_partner_pages";
const TEXT = "trading_partner_content_text";
let sommer: string;
let luebeck: string;
let reader: string;

const newPage = (title: string, o: Record<string, unknown> = {}, de: Record<string, unknown> = {}) => ({
  internal_title: title,
  ...o,
  translations: { create: [{ languages_code: "de", status: "draft", title, ...de }], update: [], delete: [] },
});
const newText = (title: string) => ({ internal_title: title, translations: { create: [{ languages_code: "de", status: "published", title, text: `${title} Text` }], update: [], delete: [] } });

async function create<T>(token: string, collection: string, body: unknown): Promise<T> {
  const res = await api.request("POST", `/api/items/${collection}`, { token, json: body });
  expect(res.status, await res.clone().text()).toBe(200);
  return dataOf<T>(res);
}
const list = async (token: string, collection: string) => dataOf<Item[]>(await api.request("GET", `/api/items/${collection}?limit=-1`, { token }));
const links = async (token: string, page: number) => dataOf<Link[]>(await api.request("GET", `/api/items/trading_partner_pages_content?filter[page][_eq]=${page}`, { token }));
const link = (token: string, body: unknown) => api.request("POST", "/api/items/trading_partner_pages_content", { token, json: body });

beforeAll(async () => {
  const token = (email: string) => api.login(email).then((p) => p.access_token);
  [sommer, luebeck, reader] = await Promise.all([token(DEMO_USERS.haendler.email), token(DEMO_USERS.luebeck.email), token(DEMO_USERS.leser.email)]);
});

describe("element links", () => {
  let page: Item;
  let foreignPage: Item;
  let sharedPage: Item;
  let text: Item;
  let second: Item;
  let foreignText: Item;
  let sharedText: Item;

  beforeAll(async () => {
    page = await create<Item>(sommer, PAGES, newPage("Linkseite"));
    text = await create<Item>(sommer, TEXT, newText("Erster Text"));
    second = await create<Item>(sommer, TEXT, newText("Zweiter Text"));
    foreignPage = await create<Item>(luebeck, PAGES, newPage("Lübecker Seite"));
    foreignText = await create<Item>(luebeck, TEXT, newText("Lübecker Text"));
    sharedPage = (await list(sommer, PAGES)).find((p) => p.access === "read")!;
    sharedText = (await list(sommer, TEXT)).find((p) => p.access === "read")!;
    expect(sharedPage && sharedText).toBeTruthy();
  });

  it("links elements to a page at the end, in order, once", async () => {
    const a = await dataOf<Link>(await link(sommer, { page: page.id, collection: TEXT, item: text.id }));
    const b = await dataOf<Link>(await link(sommer, { pageId: page.id, collection: TEXT, item: second.id }));
    expect(b.sort).toBeGreaterThan(a.sort);
    const again = await dataOf<Link>(await link(sommer, { page: page.id, collection: TEXT, item: text.id }));
    expect(again.id).toBe(a.id);
    expect((await links(sommer, page.id)).map((l) => l.item)).toEqual([text.id, second.id]);
  });

  it("answers the missing-parameters message when pageId, collection or item is missing", async () => {
    for (const body of [{ collection: TEXT, item: text.id }, { page: page.id, item: text.id }, { page: page.id, collection: TEXT }]) {
      const res = await link(sommer, body);
      expect(res.status).toBe(400);
      expect(await res.text()).toContain("Missing required parameters: pageId, collection, or item");
    }
    expect(await errorCodeOf(await link(sommer, { page: page.id, collection: "banners", item: 1 }))).toBe("INVALID_PAYLOAD");
  });

  it("links by the spec's call too: PATCH the page with a content create, which answers the page", async () => {
    const extra = await create<Item>(sommer, TEXT, newText("Per PATCH verlinkt"));
    const patch = (token: string, pageId: number, body: unknown) => api.request("PATCH", `/api/items/${PAGES}/${pageId}`, { token, json: body });
    const res = await patch(sommer, page.id, { content: { create: [{ collection: TEXT, item: extra.id }] } });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await dataOf<Item>(res)).id).toBe(page.id);
    expect((await links(sommer, page.id)).map((l) => l.item)).toContain(extra.id);
    const missing = await patch(sommer, page.id, { content: { create: [{ collection: TEXT }] } });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("Missing required parameters: pageId, collection, or item");
    for (const [pageId, item] of [[foreignPage.id, extra.id], [page.id, foreignText.id], [sharedPage.id, extra.id]]) {
      expect(await errorCodeOf(await patch(sommer, pageId!, { content: { create: [{ collection: TEXT, item }] } })), `${pageId} ${item}`).toBe("FORBIDDEN");
    }
    expect(await errorCodeOf(await patch(reader, page.id, { content: { create: [{ collection: TEXT, item: extra.id }] } }))).toBe("FORBIDDEN");
    expect((await api.request("DELETE", `/api/items/${TEXT}/${extra.id}`, { token: sommer })).status).toBe(204);
  });

  it("checks a page PATCH without content against the page's fields, and takes content on no other call", async () => {
    const unknown = await api.request("PATCH", `/api/items/${PAGES}/${page.id}`, { token: sommer, json: { version: page.version, colour: "rot" } });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("Unrecognized key(s) in object: 'colour'");
    const created = await api.request("POST", `/api/items/${PAGES}`, { token: sommer, json: { ...newPage("Mit Inhalt"), content: { create: [{ collection: TEXT, item: text.id }] } } });
    expect(await errorCodeOf(created)).toBe("INVALID_PAYLOAD");
    const element = await api.request("PATCH", `/api/items/${TEXT}/${text.id}`, { token: sommer, json: { version: text.version, content: { create: [{ collection: TEXT, item: text.id }] } } });
    expect(await errorCodeOf(element)).toBe("INVALID_PAYLOAD");
  });

  it("sorts and unlinks within the page; the element stays", async () => {
    const [a, b] = await links(sommer, page.id);
    expect((await api.request("POST", "/api/utils/sort/trading_partner_pages_content", { token: sommer, json: { item: b!.id, to: a!.id } })).status).toBe(204);
    expect((await links(sommer, page.id)).map((l) => l.item)).toEqual([second.id, text.id]);
    expect((await api.request("DELETE", `/api/items/trading_partner_pages_content/${b!.id}`, { token: sommer })).status).toBe(204);
    expect((await links(sommer, page.id)).map((l) => l.item)).toEqual([text.id]);
    expect((await api.request("GET", `/api/items/${TEXT}/${second.id}`, { token: sommer })).status).toBe(200);
  });

  it("drops the link when the element is deleted", async () => {
    const extra = await create<Item>(sommer, TEXT, newText("Wegwerftext"));
    await link(sommer, { page: page.id, collection: TEXT, item: extra.id });
    expect((await api.request("DELETE", `/api/items/${TEXT}/${extra.id}`, { token: sommer })).status).toBe(204);
    expect((await links(sommer, page.id)).map((l) => l.item)).not.toContain(extra.id);
  });

  it("answers FORBIDDEN for company B's pages, links and elements, and for pages the association shares", async () => {
    const foreignLink = await dataOf<Link>(await link(luebeck, { page: foreignPage.id, collection: TEXT, item: foreignText.id }));
    const [own] = await links(sommer, page.id);
    const calls: [string, string, unknown?][] = [
      ["GET", `/api/items/trading_partner_pages_content?filter[page][_eq]=${foreignPage.id}`],
      ["GET", `/api/items/trading_partner_pages_content?filter[page][_eq]=${sharedPage.id}`],
      ["POST", "/api/items/trading_partner_pages_content", { page: foreignPage.id, collection: TEXT, item: text.id }],
      ["POST", "/api/items/trading_partner_pages_content", { page: page.id, collection: TEXT, item: foreignText.id }],
      ["POST", "/api/items/trading_partner_pages_content", { page: sharedPage.id, collection: TEXT, item: text.id }],
      ["POST", "/api/items/trading_partner_pages_content", { page: page.id, collection: TEXT, item: sharedText.id }],
      ["POST", "/api/utils/sort/trading_partner_pages_content", { item: foreignLink.id, to: own!.id }],
      ["POST", "/api/utils/sort/trading_partner_pages_content", { item: own!.id, to: foreignLink.id }],
      ["DELETE", `/api/items/trading_partner_pages_content/${foreignLink.id}`],
      ["PATCH", `/api/items/${PAGES}/${page.id}`, { version: (await list(sommer, PAGES)).find((p) => p.id === page.id)!.version, parent: foreignPage.id }],
    ];
    for (const [method, path, json] of calls) {
      const res = await api.request(method, path, { token: sommer, json });
      expect(await errorCodeOf(res), `${method} ${path} ${JSON.stringify(json)}`).toBe("FORBIDDEN");
    }
    expect((await links(luebeck, foreignPage.id)).map((l) => l.id)).toEqual([foreignLink.id]);
  });

  it("refuses users without TRADINGPAGES", async () => {
    expect(await errorCodeOf(await api.request("GET", `/api/items/trading_partner_pages_content?filter[page][_eq]=${page.id}`, { token: reader }))).toBe("FORBIDDEN");
    expect(await errorCodeOf(await link(reader, { page: page.id, collection: TEXT, item: text.id }))).toBe("FORBIDDEN");
  });
});

describe("slugs and parents", () => {
  it("generates the slug from the title, unique within the company's site; another company may use it", async () => {
    const a = await create<Item>(sommer, PAGES, newPage("Über unsere Marken"));
    const b = await create<Item>(sommer, PAGES, newPage("Über unsere Marken"));
    expect(a.translations[0]!.slug).toBe("ueber-unsere-marken");
    expect(b.translations[0]!.slug).toBe("ueber-unsere-marken-2");
    const c = await create<Item>(luebeck, PAGES, newPage("Über unsere Marken"));
    expect(c.translations[0]!.slug).toBe("ueber-unsere-marken");
  });

  it("refuses a typed slug another page of the site has, or with other characters; nothing changes", async () => {
    const taken = await api.request("POST", `/api/items/${PAGES}`, { token: sommer, json: newPage("Neu", {}, { slug: "start" }) });
    expect(taken.status).toBe(400);
    expect(await taken.text()).toContain("slug: descriptions.pages.slugTaken");
    expect(await errorCodeOf(await api.request("POST", `/api/items/${PAGES}`, { token: sommer, json: newPage("Neu", {}, { slug: "Groß" }) }))).toBe("INVALID_PAYLOAD");
    expect((await list(sommer, PAGES)).filter((p) => p.translations[0]?.title === "Neu")).toEqual([]);
  });

  it("two saves that choose the same free slug at once: one is refused, the site keeps one page with it", async () => {
    const save = () => api.request("POST", `/api/items/${PAGES}`, { token: sommer, json: newPage("Gleichzeitig", {}, { slug: "gleichzeitig" }) });
    const answers = await Promise.all([save(), save(), save()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    expect((await list(sommer, PAGES)).filter((p) => p.translations[0]?.slug === "gleichzeitig")).toHaveLength(1);
  });

  it("nests a page under another, refuses a page under itself or its own child page, and a page with children is not deleted", async () => {
    const parent = await create<Item>(sommer, PAGES, newPage("Eltern"));
    const child = await create<Item>(sommer, PAGES, newPage("Kind", { parent: parent.id }));
    expect(child.parent).toBe(parent.id);
    const cycle = await api.request("PATCH", `/api/items/${PAGES}/${parent.id}`, { token: sommer, json: { version: parent.version, parent: child.id } });
    expect(await errorCodeOf(cycle)).toBe("INVALID_PAYLOAD");
    expect(await errorCodeOf(await api.request("PATCH", `/api/items/${PAGES}/${parent.id}`, { token: sommer, json: { version: parent.version, parent: parent.id } }))).toBe("INVALID_PAYLOAD");
    expect(await errorCodeOf(await api.request("DELETE", `/api/items/${PAGES}/${parent.id}`, { token: sommer }))).toBe("INVALID_PAYLOAD");
    expect((await api.request("DELETE", `/api/items/${PAGES}/${child.id}`, { token: sommer })).status).toBe(204);
    expect((await api.request("DELETE", `/api/items/${PAGES}/${parent.id}`, { token: sommer })).status).toBe(204);
  });

  it("answers a page's external link, which the association keeps, and refuses a partner's write of it (spec §5)", async () => {
    const page = await create<Item>(sommer, PAGES, newPage("Online-Katalog"));
    expect(await errorCodeOf(await api.request("POST", `/api/items/${PAGES}`, { token: sommer, json: { ...newPage("Umweg"), external_link: "https://umweg.example" } }))).toBe("INVALID_PAYLOAD");
    await api.database.db.update(pages).set({ external_link: "https://katalog.moebelhaus-sommer.example" }).where(eq(pages.id, page.id));
    const patch = await api.request("PATCH", `/api/items/${PAGES}/${page.id}`, { token: sommer, json: { version: page.version, external_link: "https://umweg.example" } });
    expect(await errorCodeOf(patch)).toBe("INVALID_PAYLOAD");
    const read = await dataOf<Item & { external_link: string | null }>(await api.request("GET", `/api/items/${PAGES}/${page.id}`, { token: sommer }));
    expect(read.external_link).toBe("https://katalog.moebelhaus-sommer.example");
  });

  it("deletes a page with its child pages in one request, all or nothing", async () => {
    const parent = await create<Item>(sommer, PAGES, newPage("Sortiment"));
    const child = await create<Item>(sommer, PAGES, newPage("Polstermöbel", { parent: parent.id }));
    const grandchild = await create<Item>(sommer, PAGES, newPage("Sofas", { parent: child.id }));
    const foreign = (await list(luebeck, PAGES)).find((p) => p.access === "edit")!;
    const ids = async (token: string) => new Set((await list(token, PAGES)).map((p) => p.id));
    const removeAll = (keys: unknown, token = sommer) => api.request("DELETE", `/api/items/${PAGES}`, { token, json: keys });

    // A page of another company anywhere in the request refuses all of it; so does a parent before its child.
    expect(await errorCodeOf(await removeAll([grandchild.id, foreign.id]))).toBe("FORBIDDEN");
    expect(await errorCodeOf(await removeAll([child.id, grandchild.id]))).toBe("INVALID_PAYLOAD");
    for (const bad of [[], [grandchild.id, grandchild.id], { keys: "alle" }, [0]]) expect(await errorCodeOf(await removeAll(bad))).toBe("INVALID_PAYLOAD");
    expect(await errorCodeOf(await removeAll([grandchild.id], reader))).toBe("FORBIDDEN");
    const kept = await ids(sommer);
    for (const page of [parent, child, grandchild]) expect(kept.has(page.id)).toBe(true);
    expect((await ids(luebeck)).has(foreign.id)).toBe(true);

    expect((await removeAll([grandchild.id, child.id, parent.id])).status).toBe(204);
    const left = await ids(sommer);
    for (const page of [parent, child, grandchild]) expect(left.has(page.id)).toBe(false);
  });
});

describe("navigation GET /trading-partner/all-pages", () => {
  const navigation = async (query: string) => {
    const res = await api.request("GET", `/api/trading-partner/all-pages?${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    // The spec's "response navigation": top level, not in {data}.
    return ((await res.json()) as { navigation: Nav[] }).navigation;
  };
  const titles = (entries: Nav[]): string[] => entries.flatMap((e) => [e.title, ...titles(e.children)]);

  it("answers the site's published pages within their window, without hidden ones, nested — publicly, by domain", async () => {
    const nav = await navigation("domain=www.moebelhaus-sommer.example&lang=de");
    expect(nav.map((e) => e.title)).toEqual(["Willkommen bei Möbelhaus Sommer", "Über uns", "Küchen"]);
    expect(nav[1]!.children.map((e) => e.title)).toEqual(["Unser Team"]); // Geschichte is a draft
    expect(nav[2]!.children.map((e) => e.slug)).toEqual(["kuechenplanung"]);
    const all = titles(nav);
    for (const absent of ["Service", "Frühjahrsaktion", "Unsere Geschichte", "Willkommen in Lübeck", "Gemeinsam stark"]) expect(all).not.toContain(absent);
  });

  it("picks fields, knows only lang=de, and answers an unknown domain with an empty navigation", async () => {
    const nav = await navigation("domain=www.moebelhaus-sommer.example&lang=de&fields=title,children");
    expect(Object.keys(nav[0]!).sort()).toEqual(["children", "title"]);
    expect(await navigation("domain=unbekannt.example")).toEqual([]);
    expect(await errorCodeOf(await api.request("GET", "/api/trading-partner/all-pages?domain=www.moebelhaus-sommer.example&lang=en"))).toBe("INVALID_QUERY");
    expect(await errorCodeOf(await api.request("GET", "/api/trading-partner/all-pages?domain=x&fields=password"))).toBe("INVALID_QUERY");
    expect(await errorCodeOf(await api.request("GET", "/api/trading-partner/all-pages"))).toBe("INVALID_QUERY");
  });
});
