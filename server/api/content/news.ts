/**
 * News (spec §3 News): categories, brand filter, read and important derived from portal_settings.
 * Only what the reader may read (./news-visibility.ts, issue 39).
 */
import { and, asc, count, desc, eq, exists, ilike, inArray, notInArray, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { News, NewsList, newsQuerySchema } from "../contract/content";
import type { Db } from "../db/client";
import { containsPattern } from "../db/like";
import { brands, news, newsBrands, newsGroups } from "../db/schema";
import { dedupeById } from "../contract/ordering";
import { renderRichText } from "../contract/rich-text";
import type { ContentCaller } from "./caller";
import { visibleNews } from "./news-visibility";

type ParsedNewsQuery = z.output<typeof newsQuerySchema>;
type Brand = { id: number; name: string };

/**
 * The brands of a news item, by name, as one json array (the row stays one row). The outer row is
 * named in full: drizzle writes a column of a single-table select without its table, which inside
 * the subquery would mean the brand's id.
 */
export const newsBrandsJson = sql<Brand[]>`coalesce((select json_agg(json_build_object('id', b.id, 'name', b.name) order by b.name, b.id) from ${newsBrands} nb join ${brands} b on b.id = nb.brand_id where nb.news_id = "news"."id"), '[]'::json)`;

/** News about `brandId` (a condition on `news`). */
export const aboutBrand = (brandId: number | SQL) => sql`exists (select 1 from ${newsBrands} nb where nb.news_id = "news"."id" and nb.brand_id = ${brandId})`;

const columns = {
  id: news.id,
  title: news.title,
  abstract: news.abstract,
  text: news.text,
  publishedOn: news.publishedOn,
  brands: newsBrandsJson,
  imageId: news.imageId,
  imageAlt: news.imageAlt,
  groupId: newsGroups.id,
  groupTitle: newsGroups.title,
};

type Row = Awaited<ReturnType<typeof selectNews>>[number];

/** A news row as partners read it; `user` decides read and important. */
export function toNews(row: Row, user: ContentCaller["auth"]["user"]): News {
  const id = String(row.id);
  return {
    id: row.id,
    title: row.title,
    abstract: row.abstract,
    text: row.text,
    text_html: renderRichText(row.text),
    date: row.publishedOn.toISOString(),
    brand: row.brands[0] ?? null,
    brands: row.brands,
    image: row.imageId ? { id: row.imageId, alt: row.imageAlt } : null,
    news_group: row.groupId !== null && row.groupTitle !== null ? { id: row.groupId, title: row.groupTitle } : null,
    read: user.portalSettings.readNews.includes(id),
    isImportant: user.portalSettings.importantNews.includes(id),
    link: `/news/${row.id}`,
  };
}

/** News rows (any status: the caller adds the condition). */
export function selectNews(db: Db, where: SQL | undefined) {
  return db.select(columns).from(news).leftJoin(newsGroups, eq(newsGroups.id, news.newsGroupId)).where(where);
}

const ids = (list: readonly string[]) => list.map(Number).filter(Number.isInteger);

/** One page of news matching the query, newest first (no totals or filter facets). */
export async function newsItems(db: Db, caller: ContentCaller, q: Omit<ParsedNewsQuery, "page"> & { page?: number }): Promise<News[]> {
  const rows = await selectNews(db, newsWhere(db, caller, q))
    .orderBy(desc(news.publishedOn), desc(news.id))
    .limit(q.limit)
    .offset(((q.page ?? 1) - 1) * q.limit);
  return dedupeById(rows.map((r) => toNews(r, caller.auth.user)));
}

function newsWhere(db: Db, caller: ContentCaller, q: Pick<ParsedNewsQuery, "news_group" | "brand" | "brand_name" | "title" | "important" | "read">): SQL | undefined {
  const user = caller.auth.user;
  const conditions: (SQL | undefined)[] = [visibleNews(caller)];
  if (q.news_group) conditions.push(eq(news.newsGroupId, q.news_group));
  if (q.brand) conditions.push(aboutBrand(q.brand));
  if (q.brand_name)
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(newsBrands)
          .innerJoin(brands, eq(brands.id, newsBrands.brandId))
          .where(and(eq(newsBrands.newsId, news.id), ilike(brands.name, containsPattern(q.brand_name)))),
      ),
    );
  if (q.title) conditions.push(ilike(news.title, containsPattern(q.title)));
  const important = ids(user.portalSettings.importantNews);
  const read = ids(user.portalSettings.readNews);
  if (q.important === true) conditions.push(important.length ? inArray(news.id, important) : eq(news.id, -1));
  if (q.important === false && important.length) conditions.push(notInArray(news.id, important));
  if (q.read === true) conditions.push(read.length ? inArray(news.id, read) : eq(news.id, -1));
  if (q.read === false && read.length) conditions.push(notInArray(news.id, read));
  return and(...conditions);
}

export async function listNews(db: Db, caller: ContentCaller, q: ParsedNewsQuery): Promise<NewsList> {
  const [items, [total], groups] = await Promise.all([
    newsItems(db, caller, q),
    db.select({ n: count() }).from(news).where(newsWhere(db, caller, q)),
    db.select({ id: newsGroups.id, title: newsGroups.title }).from(newsGroups).orderBy(asc(newsGroups.title)),
  ]);
  return { items, total: total?.n ?? 0, page: q.page, limit: q.limit, groups };
}

export async function findNews(db: Db, caller: ContentCaller, id: number): Promise<News | undefined> {
  const [row] = await selectNews(db, and(eq(news.id, id), visibleNews(caller))).limit(1);
  return row ? toNews(row, caller.auth.user) : undefined;
}

export async function newsByBrand(db: Db, caller: ContentCaller, brandId: number): Promise<News[]> {
  const rows = await selectNews(db, and(aboutBrand(brandId), visibleNews(caller)))
    .orderBy(desc(news.publishedOn))
    .limit(20);
  return dedupeById(rows.map((r) => toNews(r, caller.auth.user)));
}

export async function existingNewsIds(db: Db, list: readonly string[]): Promise<Set<string>> {
  const wanted = ids(list);
  if (wanted.length === 0) return new Set();
  const rows = await db.select({ id: news.id }).from(news).where(inArray(news.id, wanted));
  return new Set(rows.map((r) => String(r.id)));
}
