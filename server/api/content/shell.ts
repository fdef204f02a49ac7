/**
 * Shell data of the signed-in layout (issue 4): the header search index and the notifications.
 * Both hold only what the caller may open (spec §6); see docs/decisions/0202.
 */
import { and, asc, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { NEW_DOCUMENT_DAYS, NOTIFICATION_LIMIT, type Notifications, type SearchIndex } from "../contract/portal";
import type { Db } from "../db/client";
import { groupBy } from "../db/group-by";
import { brandDivisions, brands, calendarEvents, companies, news, newsBrands, notArchived } from "../db/schema";
import type { ContentCaller } from "./caller";
import { access } from "../contract/access";
import { newContent } from "./new-content";
import { eventAudience } from "./event-audience";
import { visibleNews } from "./news-visibility";
import { reviewDecisionsSince } from "../review/service";
import { replacedSince } from "../review/versions";
import { expiringFor } from "../review/expiry";
import { userTypeOf } from "../contract/permissions";
import { sortBrands } from "../contract/ordering";
import { flattenServices, serviceBrandsOf, serviceTree } from "./partner-services";

/** News and events in the index: the newest this many (the index is fetched once per session). */
const INDEX_LIMIT = 500;

const ids = (list: readonly string[]) => list.map(Number).filter(Number.isInteger);

async function brandRows(db: Db, only?: number[]) {
  if (only && only.length === 0) return [];
  return db
    .select({ id: brands.id, name: brands.name, company: companies.name })
    .from(brands)
    .innerJoin(companies, eq(companies.id, brands.companyId))
    .where(and(notArchived(brands), only ? inArray(brands.id, only) : undefined))
    .orderBy(asc(brands.name));
}

async function brandArea(db: Db) {
  const [rows, divisions] = await Promise.all([
    brandRows(db),
    db.select({ brandId: brandDivisions.brandId, nr: brandDivisions.supplierNr }).from(brandDivisions),
  ]);
  const divisionsOf = groupBy(divisions, (d) => d.brandId);
  return sortBrands(rows.map((r) => ({ ...r, isFavorite: false }))).map(({ id, name, company }) => ({
    id,
    name,
    company,
    supplier_nrs: (divisionsOf.get(id) ?? []).map((d) => d.nr),
    link: `/brands/${id}`,
  }));
}

/**
 * Service providers: the brands of the service pool (what extranet/partner-service-brands answers,
 * decision 0976), each with its company and linked to the first service it offers.
 */
async function serviceAreas(db: Db) {
  const tree = await serviceTree(db);
  const offered = serviceBrandsOf(tree);
  const companyOf = new Map((await brandRows(db, offered.map((b) => b.id))).map((b) => [b.id, b.company]));
  return {
    suppliers: offered.map(({ id, name, services }) => ({ id, name, company: companyOf.get(id) ?? "", services: services.map((s) => s.title), link: services[0]?.link ?? "#" })),
    services: flattenServices(tree).map(({ id, name, title, teaser, link }) => ({ id, name, title, teaser, link })),
  };
}

function newsArea(db: Db, caller: ContentCaller) {
  return db
    .select({ id: news.id, title: news.title, abstract: news.abstract, brand: sql<string | null>`(select b.name from ${newsBrands} nb join ${brands} b on b.id = nb.brand_id where nb.news_id = "news"."id" order by b.name, b.id limit 1)` })
    .from(news)
    .where(visibleNews(caller))
    .orderBy(desc(news.publishedOn), desc(news.id))
    .limit(INDEX_LIMIT)
    .then((rows) => rows.map((r) => ({ ...r, link: `/news/${r.id}` })));
}

function calendarArea(db: Db, caller: ContentCaller) {
  return db
    .select({ id: calendarEvents.id, title: calendarEvents.title, abstract: calendarEvents.abstract, text: calendarEvents.text, dateFrom: calendarEvents.dateFrom })
    .from(calendarEvents)
    .where(eventAudience(caller))
    .orderBy(desc(calendarEvents.dateFrom), desc(calendarEvents.id))
    .limit(INDEX_LIMIT)
    .then((rows) => rows.map(({ dateFrom, ...r }) => ({ ...r, date_from: dateFrom.toISOString(), link: `/calendar/${r.id}` })));
}

export async function searchIndex(db: Db, caller: ContentCaller): Promise<SearchIndex> {
  const [brandList, newsList, calendarList, pool] = await Promise.all([
    access.brands(caller) ? brandArea(db) : undefined,
    access.news(caller) ? newsArea(db, caller) : undefined,
    access.calendar(caller) ? calendarArea(db, caller) : undefined,
    serviceAreas(db),
  ]);
  return { brands: brandList, suppliers: pool.suppliers, news: newsList, calendar: calendarList, services: pool.services };
}

/** The content's notifications; the data exports join them in the handler (privacy/exports.ts). */
export async function notifications(db: Db, caller: ContentCaller, now: Date): Promise<Omit<Notifications, "data_exports">> {
  const settings = caller.auth.user.portalSettings;
  const seenAt = settings.notificationsSeenAt ? new Date(settings.notificationsSeenAt) : null;
  const since = seenAt && !Number.isNaN(seenAt.getTime()) ? seenAt : new Date(now.getTime() - NEW_DOCUMENT_DAYS * 86_400_000);
  const important = ids(settings.importantNews);
  const read = ids(settings.readNews);
  const [importantRows, fresh] = await Promise.all([
    access.news(caller) && important.length
      ? db
          .select({ id: news.id, title: news.title, publishedOn: news.publishedOn })
          .from(news)
          .where(and(inArray(news.id, important), visibleNews(caller), read.length ? notInArray(news.id, read) : undefined))
          .orderBy(desc(news.publishedOn), desc(news.id))
          .limit(NOTIFICATION_LIMIT)
      : [],
    newContent(db, caller, since, now, NOTIFICATION_LIMIT, true),
  ]);
  const supplier = userTypeOf(caller.auth.company.relation) === "LF";
  const [decisions, renewed, expiring] = await Promise.all([
    reviewDecisionsSince(db, caller.auth.user.id, since, NOTIFICATION_LIMIT),
    replacedSince(db, fresh.documents.map((d) => d.id), since),
    supplier
      ? expiringFor(db, { id: caller.auth.user.id, companyId: caller.auth.company.id, accountManager: caller.auth.permissions.has("ACCOUNTMANAGEMENT") }, now, NOTIFICATION_LIMIT)
      : [],
  ]);
  return {
    seen_at: seenAt ? seenAt.toISOString() : null,
    important_news: importantRows.map((r) => ({ id: r.id, title: r.title, date: r.publishedOn.toISOString(), link: `/news/${r.id}` })),
    documents: fresh.documents.map((d) => ({ id: d.id, name: d.title, uploaded_on: d.date.toISOString(), link: d.link, new_version: renewed.has(d.id) })),
    news: fresh.news.map((n) => ({ id: n.id, title: n.title, date: n.date.toISOString(), link: n.link })),
    events: fresh.events.map((e) => ({ id: e.id, title: e.title, date: e.date.toISOString(), starts_at: e.startsAt!.toISOString(), link: e.link })),
    review_decisions: decisions,
    expiring_documents: expiring,
  };
}
