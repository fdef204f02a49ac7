/** Content endpoints (issue 4): access per page permission / user type, scope, registrations, preferences. */
import { beforeAll, describe, expect, it } from "vitest";
import { PARTICIPANT_LIMIT_MESSAGE, type Brand, type CalendarEvent, type CalendarRegistration, type DocumentList, type NewsList, type Page, type User } from "#contract";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { eq } from "drizzle-orm";
import { news } from "../../server/api/db/schema";
import { dataOf, errorCodeOf, useTestApi } from "./fixture";

const api = useTestApi();
const tokens = {} as Record<"haendler" | "leser" | "lieferant" | "rp" | "luebeck" | "kiel" | "neu", string>;

beforeAll(async () => {
  for (const key of Object.keys(DEMO_USERS) as (keyof typeof DEMO_USERS)[]) {
    if (key in { haendler: 1, leser: 1, lieferant: 1, rp: 1, luebeck: 1, kiel: 1 }) {
      tokens[key as keyof typeof tokens] = (await api.login(DEMO_USERS[key].email)).access_token;
    }
  }
});

const get = (path: string, who: keyof typeof tokens) => api.request("GET", path, { token: tokens[who] });

async function expectForbidden(res: Response) {
  expect(res.status).toBe(403);
  expect(await errorCodeOf(res)).toBe("FORBIDDEN");
}

async function eventByTitle(title: string): Promise<CalendarEvent> {
  const page = await dataOf<Page<CalendarEvent>>(await get("/api/extranet/calendar?limit=50", "haendler"));
  const event = page.items.find((e) => e.title === title);
  if (!event) throw new Error(`no event ${title}`);
  return event;
}

describe("brands (BRAND and HP)", () => {
  it("lists brands with divisions and product groups for an HP user with BRAND", async () => {
    const res = await get("/api/extranet/brand", "haendler");
    expect(res.status).toBe(200);
    const data = await dataOf<{ brands: Brand[]; product_groups: unknown[] }>(res);
    expect(data.brands.length).toBeGreaterThanOrEqual(8);
    expect(data.brands[0]!.divisions[0]!.supplier_nr).toMatch(/^LF-/);
    expect(data.product_groups.length).toBeGreaterThan(0);
  });

  it("refuses HP users without BRAND on every brand endpoint, and suppliers on the partner views", async () => {
    for (const path of ["/api/extranet/brand", "/api/extranet/brand/1", "/api/extranet/get-delivery-conditions/1", "/api/extranet/documents-by-brand/1", "/api/extranet/news-by-brand/1"]) {
      await expectForbidden(await get(path, "leser"));
    }
    for (const path of ["/api/extranet/get-delivery-conditions/1", "/api/extranet/documents-by-brand/1", "/api/extranet/news-by-brand/1"]) {
      await expectForbidden(await get(path, "lieferant"));
    }
    // A supplier reads its own brands (Products); another supplier's brand is FORBIDDEN.
    const own = await dataOf<{ brands: { name: string }[] }>(await get("/api/extranet/brand", "lieferant"));
    expect(own.brands.map((b) => b.name)).toEqual(["Nordholz Bad", "Nordholz Küchen"]);
    await expectForbidden(await get("/api/extranet/brand/3", "lieferant"));
  });

  it("answers detail, delivery conditions, documents and news of a brand; unknown ids are FORBIDDEN", async () => {
    const brand = await dataOf<Brand>(await get("/api/extranet/brand/1", "haendler"));
    expect(brand.name).toBe("Nordholz Küchen");
    expect(brand.product_groups.map((g) => g.title)).toContain("Küchen");
    const conditions = await dataOf<{ label: string }[]>(await get("/api/extranet/get-delivery-conditions/1", "haendler"));
    expect(conditions.map((c) => c.label)).toContain("Frachtfreigrenze");
    const docs = await dataOf<{ name: string }[]>(await get("/api/extranet/documents-by-brand/1", "haendler"));
    expect(docs.map((d) => d.name)).toContain("Preisliste Küche 2026");
    const brandNews = await dataOf<{ title: string }[]>(await get("/api/extranet/news-by-brand/1", "haendler"));
    expect(brandNews.map((n) => n.title)).toContain("Nordholz Küchen: neue Frontfarben");
    await expectForbidden(await get("/api/extranet/brand/9999", "haendler"));
    await expectForbidden(await get("/api/extranet/brand/abc", "haendler"));
  });

  it("answers one page of the ordered list, searches name, supplier and supplier numbers, and refuses bad paging", async () => {
    type BrandList = { brands: Brand[]; total: number; page: number; limit: number };
    const all = await dataOf<BrandList>(await get("/api/extranet/brand", "haendler"));
    expect(all.total).toBe(all.brands.length);
    const first = await dataOf<BrandList>(await get("/api/extranet/brand?page=1&limit=3", "haendler"));
    const second = await dataOf<BrandList>(await get("/api/extranet/brand?page=2&limit=3", "haendler"));
    expect([...first.brands, ...second.brands].map((b) => b.id)).toEqual(all.brands.slice(0, 6).map((b) => b.id));
    expect(second).toMatchObject({ total: all.total, page: 2, limit: 3 });

    const matches = (term: string) =>
      all.brands.filter((b) => [b.name, b.company.name, ...b.divisions.map((d) => d.supplier_nr)].some((f) => f.toLowerCase().includes(term.toLowerCase()))).map((b) => b.id);
    const supplierNr = all.brands[0]!.divisions[0]!.supplier_nr;
    for (const term of ["küchen", all.brands[1]!.company.name.slice(0, 6), supplierNr]) {
      const found = await dataOf<BrandList>(await get(`/api/extranet/brand?limit=100&search=${encodeURIComponent(term)}`, "haendler"));
      expect(found.brands.map((b) => b.id), term).toEqual(matches(term));
      expect(found.total).toBe(matches(term).length);
    }
    // LIKE's pattern characters are text, not wildcards
    expect((await dataOf<BrandList>(await get("/api/extranet/brand?limit=10&search=%25_", "haendler"))).total).toBe(0);
    for (const query of ["limit=0", "limit=101", "page=0", "page=x", "sort=name"]) {
      expect((await get(`/api/extranet/brand?${query}`, "haendler")).status, query).toBe(400);
    }
  });

  it("keeps favorites via PATCH users/me, lists them first, and drops unknown brands", async () => {
    const patch = await api.request("PATCH", "/api/users/me", { token: tokens.kiel, json: { favorite_brands: [7, 3] } });
    expect(patch.status).toBe(204);
    const data = await dataOf<{ brands: Brand[] }>(await get("/api/extranet/brand", "kiel"));
    // favorites first, by name among themselves: Kaltenbach Schlaf (7) before Lichtwerk Ems (3)
    expect(data.brands.slice(0, 2).map((b) => b.id)).toEqual([7, 3]);
    expect(data.brands.slice(0, 2).every((b) => b.isFavorite)).toBe(true);
    const stale = await api.request("PATCH", "/api/users/me", { token: tokens.kiel, json: { favorite_brands: [7, 99999, 3] } });
    expect(stale.status).toBe(204);
    const me = await dataOf<User>(await get("/api/extranet/users/me", "kiel"));
    expect(me.favorite_brands).toEqual([7, 3]);
  });
});

describe("news (NEWS)", () => {
  it("refuses a user without NEWS on every news endpoint", async () => {
    // The multi-user parent account holds no page permissions at all.
    const verbund = (await api.login(DEMO_USERS.verbund.email)).access_token;
    for (const path of ["/api/extranet/news", "/api/extranet/news/1"]) {
      const res = await api.request("GET", path, { token: verbund });
      await expectForbidden(res);
    }
    expect((await get("/api/extranet/news", "lieferant")).status).toBe(200);
  });

  it("pages, filters by category and brand, and reports read / important from portal_settings", async () => {
    const all = await dataOf<NewsList>(await get("/api/extranet/news?limit=5", "leser"));
    expect(all.items).toHaveLength(5);
    expect(all.total).toBe(12);
    const einkauf = all.groups.find((g) => g.title === "Einkauf")!;
    const filtered = await dataOf<NewsList>(await get(`/api/extranet/news?news_group=${einkauf.id}&brand=1&limit=50`, "leser"));
    expect(filtered.items.map((n) => n.title)).toEqual(["Nordholz Küchen: neue Frontfarben"]);
    // part of a brand's name, pattern characters taken literally
    const byName = await dataOf<NewsList>(await get(`/api/extranet/news?news_group=${einkauf.id}&brand_name=${encodeURIComponent("HOLZ kü")}&limit=50`, "leser"));
    expect(byName.items.map((n) => n.title)).toEqual(["Nordholz Küchen: neue Frontfarben"]);
    const everyBrand = await dataOf<NewsList>(await get("/api/extranet/news?brand_name=e&limit=50", "leser"));
    expect(everyBrand.items.length).toBeGreaterThan(0);
    expect(everyBrand.items.every((n) => n.brand?.name.toLowerCase().includes("e"))).toBe(true);
    expect((await dataOf<NewsList>(await get("/api/extranet/news?brand_name=%25", "leser"))).total).toBe(0);
    // part of the title (issue 30), combined with category and brand
    const byTitle = await dataOf<NewsList>(await get(`/api/extranet/news?title=${encodeURIComponent("FRONTfarb")}&news_group=${einkauf.id}&brand_name=nordholz`, "leser"));
    expect(byTitle.items.map((n) => n.title)).toEqual(["Nordholz Küchen: neue Frontfarben"]);
    expect((await dataOf<NewsList>(await get(`/api/extranet/news?title=Frontfarben&brand=2`, "leser"))).total).toBe(0);
    const id = String(filtered.items[0]!.id);
    const patch = await api.request("PATCH", "/api/users/me", { token: tokens.leser, json: { portal_settings: { readNews: [id], importantNews: [id] } } });
    expect(patch.status).toBe(204);
    const detail = await dataOf<{ read: boolean; isImportant: boolean }>(await get(`/api/extranet/news/${id}`, "leser"));
    expect(detail).toMatchObject({ read: true, isImportant: true });
    const unreadImportant = await dataOf<NewsList>(await get("/api/extranet/news?important=true&read=false", "leser"));
    expect(unreadImportant.total).toBe(0);
    const importantInCategory = await dataOf<NewsList>(await get(`/api/extranet/news?important=true&news_group=${einkauf.id}&brand_name=nordholz`, "leser"));
    expect(importantInCategory.items.map((n) => String(n.id))).toEqual([id]);
    expect((await dataOf<NewsList>(await get("/api/extranet/news?read=false&limit=50", "leser"))).total).toBe(11);
    const me = await dataOf<User>(await get("/api/extranet/users/me", "leser"));
    expect(me.portal_settings).toMatchObject({ readNews: [id], importantNews: [id] });
    const unknown = await api.request("PATCH", "/api/users/me", { token: tokens.leser, json: { portal_settings: { readNews: [id, "424242"] } } });
    expect(unknown.status).toBe(204);
    expect((await dataOf<User>(await get("/api/extranet/users/me", "leser"))).portal_settings.readNews).toEqual([id]);
  });

  it("drops news ids deleted since they were stored: opening, favorite and important toggles keep working", async () => {
    const page = await dataOf<NewsList>(await get("/api/extranet/news?limit=3", "luebeck"));
    const [gone, kept, opened] = page.items.map((n) => String(n.id));
    const setup = await api.request("PATCH", "/api/users/me", { token: tokens.luebeck, json: { portal_settings: { readNews: [gone, kept], importantNews: [gone] }, favorite_brands: [1] } });
    expect(setup.status).toBe(204);
    await api.database.db.delete(news).where(eq(news.id, Number(gone)));
    // What the portal sends when the user opens an unread item: the stored list plus the new id.
    const open = await api.request("PATCH", "/api/users/me", { token: tokens.luebeck, json: { portal_settings: { readNews: [gone!, kept!, opened!] } } });
    expect(open.status).toBe(204);
    const important = await api.request("PATCH", "/api/users/me", { token: tokens.luebeck, json: { portal_settings: { importantNews: [gone!, opened!] } } });
    expect(important.status).toBe(204);
    const favorite = await api.request("PATCH", "/api/users/me", { token: tokens.luebeck, json: { favorite_brands: [1, 2] } });
    expect(favorite.status).toBe(204);
    const me = await dataOf<User>(await get("/api/extranet/users/me", "luebeck"));
    expect(me.portal_settings).toMatchObject({ readNews: [kept, opened], importantNews: [opened] });
    expect(me.favorite_brands).toEqual([1, 2]);
    expect(await dataOf<{ read: boolean; isImportant: boolean }>(await get(`/api/extranet/news/${opened}`, "luebeck"))).toMatchObject({ read: true, isImportant: true });
  });
});

describe("calendar (CALENDAR)", () => {
  it("refuses users without CALENDAR", async () => {
    const verbund = (await api.login(DEMO_USERS.verbund.email)).access_token;
    for (const path of ["/api/extranet/calendar", "/api/extranet/calendar/1", "/api/items/calendar_registrations", "/api/extranet/calendar-contacts"]) {
      await expectForbidden(await api.request("GET", path, { token: verbund }));
    }
    await expectForbidden(await api.request("POST", "/api/items/calendar_registrations", { token: verbund, json: {} }));
  });

  it("lists upcoming and past events", async () => {
    const upcoming = await dataOf<Page<CalendarEvent>>(await get("/api/extranet/calendar?limit=50", "leser"));
    const past = await dataOf<Page<CalendarEvent>>(await get("/api/extranet/calendar?when=past&limit=50", "leser"));
    expect(upcoming.items.map((e) => e.title)).toContain("Küchentrend-Tage Löhne");
    expect(past.items.map((e) => e.title)).toContain("Frühjahrsmesse Hamburg");
    expect(upcoming.items.every((e) => e.date_to >= api.clock.now().toISOString())).toBe(true);
  });

  it("validates a registration: at least one participant, acceptance and sleepover required", async () => {
    const event = await eventByTitle("Polster-Workshop Lichtenfels");
    for (const json of [
      { calendar_event: event.id, participants: 0, sleepover: "none", acceptance: true },
      { calendar_event: event.id, participants: 2, sleepover: "none", acceptance: false },
      { calendar_event: event.id, participants: 2, acceptance: true },
    ]) {
      const res = await api.request("POST", "/api/items/calendar_registrations", { token: tokens.haendler, json });
      expect(res.status).toBe(400);
    }
  });

  it("registers, refuses exceeding the maximum, and opts out; foreign registrations are FORBIDDEN", async () => {
    const event = await eventByTitle("Küchentrend-Tage Löhne");
    expect(event.registered_participants).toBe(30);
    const tooMany = await api.request("POST", "/api/items/calendar_registrations", {
      token: tokens.haendler,
      json: { calendar_event: event.id, participants: 11, sleepover: "none", acceptance: true },
    });
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(PARTICIPANT_LIMIT_MESSAGE);
    // Participants are the company's contacts (contacts.contact_id), not portal accounts.
    const sommerContacts = await dataOf<{ id: number; name: string }[]>(await get("/api/extranet/calendar-contacts", "haendler"));
    const nordholzContacts = await dataOf<{ id: number; name: string }[]>(await get("/api/extranet/calendar-contacts", "lieferant"));
    expect(sommerContacts.length).toBeGreaterThan(2);
    const named = sommerContacts.slice(0, 2).map((c) => c.id);
    const ok = await api.request("POST", "/api/items/calendar_registrations", {
      token: tokens.haendler,
      json: { calendar_event: event.id, participants: 10, single_rooms: 2, sleepover: "before", acceptance: true, contacts: named.map((contact_id) => ({ contact_id })) },
    });
    expect(ok.status).toBe(200);
    const reg = await dataOf<CalendarRegistration>(ok);
    expect(reg.contacts.map((c) => c.contact_id)).toEqual([...named].sort((a, b) => a - b));
    // a portal account's id names no contact
    const accountId = await api.request("POST", "/api/items/calendar_registrations", {
      token: tokens.haendler,
      json: { calendar_event: event.id, participants: 1, sleepover: "none", acceptance: true, contacts: [{ contact_id: DEMO_USERS.leser.id }] },
    });
    expect(accountId.status).toBe(400);
    const own = await dataOf<CalendarRegistration[]>(await get(`/api/items/calendar_registrations?filter[calendar_event][_eq]=${event.id}`, "leser"));
    expect(own.map((r) => r.id)).toEqual([reg.id]);
    const theirs = await dataOf<CalendarRegistration[]>(await get(`/api/items/calendar_registrations?filter[calendar_event][_eq]=${event.id}`, "luebeck"));
    expect(theirs).toEqual([]);
    await expectForbidden(await api.request("PATCH", `/api/items/calendar_registrations/${reg.id}`, { token: tokens.luebeck, json: { status: "cancelled" } }));
    // naming someone of another company is refused
    await expectForbidden(
      await api.request("PATCH", `/api/items/calendar_registrations/${reg.id}`, {
        token: tokens.haendler,
        json: { participants: 1, sleepover: "none", acceptance: true, contacts: [{ contact_id: nordholzContacts[0]!.id }] },
      }),
    );
    const cancel = await api.request("PATCH", `/api/items/calendar_registrations/${reg.id}`, { token: tokens.haendler, json: { status: "cancelled" } });
    expect(await dataOf<CalendarRegistration>(cancel)).toMatchObject({ status: "cancelled", contacts: reg.contacts });
    expect((await eventByTitle("Küchentrend-Tage Löhne")).registered_participants).toBe(30);
  });

  it("refuses registrations once registration has closed", async () => {
    const event = await eventByTitle("Schlafkongress Offenburg");
    expect(event.registration_open).toBe(false);
    const res = await api.request("POST", "/api/items/calendar_registrations", {
      token: tokens.haendler,
      json: { calendar_event: event.id, participants: 1, sleepover: "none", acceptance: true },
    });
    expect(res.status).toBe(400);
  });

  it("never overbooks under concurrent registrations of different companies", async () => {
    const event = await eventByTitle("Lichtplanung im Möbelhaus");
    // 30 of 40 taken; three companies ask for 6 each at once: only one fits.
    const attempts = await Promise.all(
      (["haendler", "luebeck", "kiel"] as const).map((who) =>
        api.request("POST", "/api/items/calendar_registrations", {
          token: tokens[who],
          json: { calendar_event: event.id, participants: 6, sleepover: "none", acceptance: true },
        }),
      ),
    );
    expect(attempts.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    expect((await eventByTitle("Lichtplanung im Möbelhaus")).registered_participants).toBe(36);
  });
});

describe("documents, SAM tags, service pool (signed in)", () => {
  it("lists documents with fuzzy search, filters and paging; EVA documents need EVA", async () => {
    const all = await dataOf<DocumentList>(await get("/api/extranet/documents?limit=50", "haendler"));
    expect(all.items.map((d) => d.class)).toContain("EVA");
    const leser = await dataOf<DocumentList>(await get("/api/extranet/documents?limit=50", "leser"));
    expect(leser.items.every((d) => d.class === "EKA")).toBe(true);
    const search = await dataOf<DocumentList>(await get("/api/extranet/documents?search=Preislste", "haendler"));
    // An ended document leaves the list; the "abgelaufen" filter still finds it (decision 0541).
    expect(search.items.map((d) => d.name)).toContain("Preisliste Küche 2026");
    expect(search.items.map((d) => d.name)).not.toContain("Preisliste Polster 2025");
    const searchExpired = await dataOf<DocumentList>(await get("/api/extranet/documents?search=Preislste&validity=expired", "haendler"));
    expect(searchExpired.items.map((d) => d.name)).toEqual(["Preisliste Polster 2025"]);
    const expired = await dataOf<DocumentList>(await get("/api/extranet/documents?validity=expired", "haendler"));
    expect(expired.items.map((d) => d.name)).toEqual(["Preisliste Polster 2025"]);
    const tag = all.sam_tags.find((t) => t.name === "Marketing")!;
    const tagged = await dataOf<DocumentList>(await get(`/api/extranet/documents?sam_tag=${tag.id}&class=EKA`, "haendler"));
    // two association documents and Nordholz's approved "Produktdatenblatt Küche Mara" (seed/review.ts)
    expect(tagged.total).toBe(3);
    // part of a responsible brand's name (issue 30), on top of the other filters
    const byBrand = await dataOf<DocumentList>(await get(`/api/extranet/documents?brand_name=NORDH&limit=50`, "haendler"));
    expect(byBrand.total).toBeGreaterThan(0);
    expect(byBrand.items.every((d) => d.responsibleBrands.some((b) => b.name.toLowerCase().includes("nordh")))).toBe(true);
    const brandAndTag = await dataOf<DocumentList>(await get(`/api/extranet/documents?brand_name=NORDH&sam_tag=${tag.id}&class=EKA`, "haendler"));
    expect(brandAndTag.items.map((d) => d.name)).toContain("Produktdatenblatt Küche Mara");
    expect(brandAndTag.total).toBeLessThan(tagged.total); // the association's own documents have no brand
    const paged = await dataOf<DocumentList>(await get("/api/extranet/documents?limit=2&page=2", "haendler"));
    expect(paged.items).toHaveLength(2);
    const eva = all.items.find((d) => d.class === "EVA")!;
    await expectForbidden(await get(`/api/extranet/document/${eva.id}`, "leser"));
    await expectForbidden(await get(`/api/extranet/documents/${eva.id}`, "leser"));
    expect((await get(`/api/extranet/document/${eva.id}`, "haendler")).status).toBe(200);
  });

  it("filters in SQL exactly as the list's rules say, each filter and each validity, with totals and pages", async () => {
    const all = (await dataOf<DocumentList>(await get("/api/extranet/documents?limit=100", "haendler"))).items;
    expect(all.length).toBeGreaterThan(5);
    const ids = async (query: string) => {
      const list = await dataOf<DocumentList>(await get(`/api/extranet/documents?limit=100&${query}`, "haendler"));
      expect(list.total).toBe(list.items.length);
      return list.items.map((d) => d.id);
    };
    const expect_ = (pick: (d: DocumentList["items"][number]) => boolean) => all.filter(pick).map((d) => d.id);
    const type = all.find((d) => d.document_type)!.document_type!;
    expect(await ids(`document_type=${type.id}`)).toEqual(expect_((d) => d.document_type?.id === type.id));
    const brand = all.find((d) => d.responsibleBrands.length > 0)!.responsibleBrands[0]!;
    expect(await ids(`brand=${brand.id}`)).toEqual(expect_((d) => d.responsibleBrands.some((b) => b.id === brand.id)));
    const since = all[Math.floor(all.length / 2)]!.uploaded_on;
    expect(await ids(`since=${encodeURIComponent(since)}`)).toEqual(expect_((d) => d.uploaded_on > since));
    expect(await ids("class=EVA")).toEqual(expect_((d) => d.class === "EVA"));
    // Validity: expired before upcoming before current.
    const today = api.clock.now().toISOString().slice(0, 10);
    const validity = (d: DocumentList["items"][number]) =>
      d.valid_to && d.valid_to < today ? "expired" : d.valid_from && d.valid_from > today ? "upcoming" : "current";
    for (const v of ["upcoming", "current"]) expect(await ids(`validity=${v}`), v).toEqual(expect_((d) => validity(d) === v));
    // Ended documents are not in the plain list, only under "abgelaufen" (decision 0541).
    expect(all.filter((d) => validity(d) === "expired")).toEqual([]);
    const expired = (await dataOf<DocumentList>(await get("/api/extranet/documents?limit=100&validity=expired", "haendler"))).items;
    expect(expired.length).toBeGreaterThan(0);
    expect(expired.every((d) => validity(d) === "expired")).toBe(true);
    expect(new Set([...all, ...expired].map(validity)).size).toBeGreaterThan(1);
    // Paging in SQL keeps the newest-first order of the whole list.
    const second = await dataOf<DocumentList>(await get("/api/extranet/documents?limit=5&page=2", "haendler"));
    expect(second.items.map((d) => d.id)).toEqual(all.slice(5, 10).map((d) => d.id));
    expect(second.total).toBe(all.length);
    // A search pages its ranked hits and counts them all.
    const hits = await dataOf<DocumentList>(await get("/api/extranet/documents?search=Konditionen&limit=1&page=2", "haendler"));
    expect(hits.total).toBeGreaterThan(1);
    expect(hits.items).toHaveLength(1);
  });

  it("streams a document file with type, disposition and nosniff; thumbnails for images", async () => {
    const all = await dataOf<DocumentList>(await get("/api/extranet/documents?limit=50", "haendler"));
    const pdf = all.items.find((d) => d.name === "Preisliste Küche 2026")!;
    const res = await get(`/api/extranet/documents/${pdf.id}?download`, "haendler");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="Preisliste K_che 2026.pdf"/);
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
    const image = all.items.find((d) => d.file.type === "image/png")!;
    const thumb = await get(`/api/extranet/documents/${image.id}?thumbnail`, "haendler");
    expect(thumb.status).toBe(200);
    await thumb.arrayBuffer();
    await expectForbidden(await get("/api/extranet/documents/99999", "haendler"));
  });

  it("serves SAM tags and the partner-service tree; anonymous callers get FORBIDDEN", async () => {
    const tags = await dataOf<{ id: number; name: string; documents: number }[]>(await get("/api/extranet/sam-tags", "lieferant"));
    // "Preisliste Polster 2025" has ended: it is no longer counted (decision 0541)
    expect(tags.find((t) => t.name === "Preislisten")?.documents).toBe(1);
    const tag = await dataOf<{ documents: unknown[] }>(await get(`/api/extranet/sam-tags/${tags[0]!.id}`, "lieferant"));
    expect(Array.isArray(tag.documents)).toBe(true);
    const tree = await dataOf<{ id: number; link: string; children: { id: number; link: string }[] }[]>(await get("/api/extranet/partner-service", "rp"));
    expect(tree[0]!.link).toBe("#");
    expect(tree[0]!.children[0]!.link).toMatch(/^\/serviceandmore\/services\/\d+$/);
    const detail = await dataOf<{ brands: unknown[] }>(await get(`/api/extranet/partner-service/${tree[0]!.children[0]!.id}`, "rp"));
    expect(detail.brands.length).toBeGreaterThan(0);
    for (const path of ["/api/extranet/documents", "/api/extranet/sam-tags", "/api/extranet/partner-service", "/api/extranet/brand", "/api/extranet/news", "/api/extranet/calendar"]) {
      await expectForbidden(await api.request("GET", path));
    }
  });
});
