/** News (spec §3 News): categories, brand filter, read and important derived from portal_settings. */
import { and, asc, count, desc, eq, ilike, inArray, notInArray, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { News, NewsList, newsQuerySchema } from "../contract/content";
import type { UserRow } from "../db/schema";
import type { Db } from "../db/client";
import { containsPattern } from "../db/like";
import { brands, news, newsGroups } from "../db/schema";
import { dedupeById } from "../contract/ordering";

type ParsedNewsQuery = z.output<typeof newsQuerySchema>;

const columns = {
  id: news.id,
  title: news.title,
  abstract: news.abstract,
  text: news.text,
  publishedOn: news.publishedOn,
  brandId: brands.id,
  brandName: brands.name,
  groupId: newsGroups.id,
  groupTitle: newsGroups.title,
};

function toNews(row: Awaited<ReturnType<typeof selectNews>>[number], user: UserRow): News {
  const id = String(row.id);
  return {
    id: row.id,
    title: row.title,
    abstract: row.abstract,
    text: row.text,
    date: row.publishedOn.toISOString(),
    brand: row.brandId !== null && row.brandName !== null ? { id: row.brandId, name: row.brandName } : null,
    news_group: row.groupId !== null && row.groupTitle !== null ? { id: row.groupId, title: row.groupTitle } : null,
    read: user.portalSettings.readNews.includes(id),
    isImportant: user.portalSettings.importantNews.includes(id),
    link: `/news/${row.id}`,
  };
}

function selectNews(db: Db, where: SQL | undefined) {
  return db
    .select(columns)
    .from(news)
    .leftJoin(brands, eq(brands.id, news.brandId))
    .leftJoin(newsGroups, eq(newsGroups.id, news.newsGroupId))
    .where(where);
}

const ids = (list: readonly string[]) => list.map(Number).filter(Number.isInteger);

/** One page of news matching the query, newest first (no totals or filter facets). */
export async function newsItems(db: Db, user: UserRow, q: Omit<ParsedNewsQuery, "page"> & { page?: number }): Promise<News[]> {
  const rows = await selectNews(db, newsWhere(db, user, q))
    .orderBy(desc(news.publishedOn), desc(news.id))
    .limit(q.limit)
    .offset(((q.page ?? 1) - 1) * q.limit);
  return dedupeById(rows.map((r) => toNews(r, user)));
}

function newsWhere(db: Db, user: UserRow, q: Pick<ParsedNewsQuery, "news_group" | "brand" | "brand_name" | "title" | "important" | "read">): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (q.news_group) conditions.push(eq(news.newsGroupId, q.news_group));
  if (q.brand) conditions.push(eq(news.brandId, q.brand));
  if (q.brand_name) conditions.push(inArray(news.brandId, db.select({ id: brands.id }).from(brands).where(ilike(brands.name, containsPattern(q.brand_name)))));
  if (q.title) conditions.push(ilike(news.title, containsPattern(q.title)));
  const important = ids(user.portalSettings.importantNews);
  const read = ids(user.portalSettings.readNews);
  if (q.important === true) conditions.push(important.length ? inArray(news.id, important) : eq(news.id, -1));
  if (q.important === false && important.length) conditions.push(notInArray(news.id, important));
  if (q.read === true) conditions.push(read.length ? inArray(news.id, read) : eq(news.id, -1));
  if (q.read === false && read.length) conditions.push(notInArray(news.id, read));
  return and(...conditions);
}

export async function listNews(db: Db, user: UserRow, q: ParsedNewsQuery): Promise<NewsList> {
  const [items, [total], groups] = await Promise.all([
    newsItems(db, user, q),
    db.select({ n: count() }).from(news).where(newsWhere(db, user, q)),
    db.select({ id: newsGroups.id, title: newsGroups.title }).from(newsGroups).orderBy(asc(newsGroups.title)),
  ]);
  return { items, total: total?.n ?? 0, page: q.page, limit: q.limit, groups };
}

export async function findNews(db: Db, user: UserRow, id: number): Promise<News | undefined> {
  const [row] = await selectNews(db, eq(news.id, id)).limit(1);
  return row ? toNews(row, user) : undefined;
}

export async function newsByBrand(db: Db, user: UserRow, brandId: number): Promise<News[]> {
  const rows = await selectNews(db, eq(news.brandId, brandId)).orderBy(desc(news.publishedOn)).limit(20);
  return dedupeById(rows.map((r) => toNews(r, user)));
}

export async function existingNewsIds(db: Db, list: readonly string[]): Promise<Set<string>> {
  const wanted = ids(list);
  if (wanted.length === 0) return new Set();
  const rows = await db.select({ id: news.id }).from(news).where(inArray(news.id, wanted));
  return new Set(rows.map((r) => String(r.id)));
}
