/**
 * The Redaktion's news (issue 39, decision 0954): list, read, create, change, plan, publish, take
 * down and delete. Publishing is a status: "published" publishes at once, "planned" queues the
 * publication at `publish_at` on the job queue (./jobs.ts), `unpublish_at` queues the taking down.
 * Each job is keyed by the item and its time, and checks when it runs that the item still waits
 * for exactly that time, so changing a plan leaves the old job nothing to do. Publication sets
 * `published_on` to the moment of publication: the digests, the notification centre and the
 * important-news mails read news by that moment (content/new-content.ts), so publishing is what
 * feeds them; an important item's mails are queued at once (keyed, so sent once).
 */
import { and, asc, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { AuthContext } from "../auth/sessions";
import type { News } from "../contract/content";
import { type NewsAdminList, type NewsChoices, type NewsItem, type NewsPayload } from "../contract/entities/news";
import { countCapOf } from "../contract/counted";
import type { NewsStatus, NewsUserType } from "../contract/news-audience";
import { FIELD_MESSAGES } from "../contract/text-key";
import { PAGE_PERMISSIONS } from "../contract/permissions";
import type { Db, Tx } from "../db/client";
import { countAlong } from "../db/count-up-to";
import { containsPattern } from "../db/like";
import { brands, files, news, newsBrands, newsGroups } from "../db/schema";
import type { ApiContext } from "../deps";
import { recordActivity } from "../editing/audit";
import { assertCurrentVersion } from "../editing/conflict";
import { ApiError, forbidden } from "../http/errors";
import { queueImportantNewsOf } from "../digests/run";
import { selectNews, toNews } from "../content/news";
import { claimFile } from "../files/pending";
import { isOwnImage } from "../files/service";
import { NEWS_PUBLICATION_JOB, type NewsPublicationPayload } from "./publication";

/** A refusal at a field; the message is a text key the portal words (decision 0967). */
const invalid = (field: string, message: string) => new ApiError("INVALID_PAYLOAD", `Invalid payload. ${field}: ${message}`);

type Row = typeof news.$inferSelect;

async function brandsOf(db: Db, ids: readonly number[]): Promise<Map<number, { id: number; name: string }[]>> {
  const rows = ids.length
    ? await db
        .select({ newsId: newsBrands.newsId, id: brands.id, name: brands.name })
        .from(newsBrands)
        .innerJoin(brands, eq(brands.id, newsBrands.brandId))
        .where(inArray(newsBrands.newsId, [...ids]))
        .orderBy(asc(brands.name), asc(brands.id))
    : [];
  const map = new Map<number, { id: number; name: string }[]>();
  for (const r of rows) map.set(r.newsId, [...(map.get(r.newsId) ?? []), { id: r.id, name: r.name }]);
  return map;
}

async function imagesOf(db: Db, ids: readonly (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  const rows = wanted.length ? await db.select({ id: files.id, filename_download: files.filenameDownload, type: files.type }).from(files).where(inArray(files.id, wanted)) : [];
  return new Map(rows.map((r) => [r.id, r]));
}

async function toItems(db: Db, rows: Row[]): Promise<NewsItem[]> {
  const [brandMap, images] = await Promise.all([brandsOf(db, rows.map((r) => r.id)), imagesOf(db, rows.map((r) => r.imageId))]);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    abstract: r.abstract,
    text: r.text,
    image: r.imageId ? (images.get(r.imageId) ?? null) : null,
    image_alt: r.imageAlt,
    news_group: r.newsGroupId,
    brands: brandMap.get(r.id) ?? [],
    user_types: r.userTypes,
    permissions: r.permissions,
    important: r.important,
    status: r.status,
    publish_at: r.publishAt?.toISOString() ?? null,
    unpublish_at: r.unpublishAt?.toISOString() ?? null,
    published_on: r.publishedOn.toISOString(),
    version: r.version,
  }));
}

type EditorialNewsQuery = { search?: string; status?: NewsStatus; page: number; limit: number };

function editorialNewsFilter(q: EditorialNewsQuery): SQL | undefined {
  return and(q.search ? or(ilike(news.title, containsPattern(q.search)), ilike(news.abstract, containsPattern(q.search))) : undefined, q.status ? eq(news.status, q.status) : undefined);
}

/** The editorial list's filter with its count a step past the page (decision 0992). */
const editorialNewsCounting = (q: EditorialNewsQuery) => countAlong(news, editorialNewsFilter(q), countCapOf(q.page, q.limit));

/**
 * One page of the editorial list, newest change first: news_updated_at_id_idx serves its order
 * (tests/api/staff-list-plans.test.ts). Only the columns the list shows (decision 0989): not the
 * texts, nor the brands and images an item's answer looks up.
 */
export function editorialNewsPage(db: Db, q: EditorialNewsQuery, counting = editorialNewsCounting(q)) {
  return db
    .select({ id: news.id, title: news.title, status: news.status, publishAt: news.publishAt, publishedOn: news.publishedOn, userTypes: news.userTypes, matching: counting.column })
    .from(news)
    .where(counting.where)
    .orderBy(desc(news.updatedAt), desc(news.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
}

/** GET extranet/editorial/news: every item, newest change first, counted a step past the page (decision 0992). */
export async function listEditorialNews(db: Db, q: EditorialNewsQuery): Promise<NewsAdminList> {
  const counting = editorialNewsCounting(q);
  const rows = await editorialNewsPage(db, q, counting);
  const counted = await counting.of(db, rows, q.page);
  return {
    items: rows.map((r) => ({ id: r.id, title: r.title, status: r.status, publish_at: r.publishAt?.toISOString() ?? null, published_on: r.publishedOn.toISOString(), user_types: r.userTypes })),
    ...counted,
  };
}

export async function findEditorialNews(db: Db, id: number): Promise<NewsItem | undefined> {
  const rows = await db.select().from(news).where(eq(news.id, id));
  return (await toItems(db, rows))[0];
}

export async function newsChoices(db: Db): Promise<NewsChoices> {
  const [groups, brandRows] = await Promise.all([
    db.select({ id: newsGroups.id, title: newsGroups.title }).from(newsGroups).orderBy(asc(newsGroups.title)),
    db.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.name), asc(brands.id)),
  ]);
  return { groups, brands: brandRows };
}

/** The preview: the item, whatever its status, as a partner of `userType` holding every permission would read it. */
export async function previewNews(db: Db, auth: AuthContext, id: number, userType: NewsUserType): Promise<News> {
  // Whatever the audience: the preview shows the editor what a reader of `userType` would get; the screen names a reader type outside it.
  void userType;
  const [row] = await selectNews(db, eq(news.id, id)).limit(1);
  if (!row) throw forbidden();
  return { ...toNews(row, auth.user), read: false, isImportant: false };
}

type Changes = Partial<NewsPayload>;

async function check(db: Db | Tx, auth: AuthContext, p: Changes, current?: Pick<Row, "imageId" | "imageAlt">): Promise<void> {
  if (p.news_group) {
    const [g] = await db.select({ id: newsGroups.id }).from(newsGroups).where(eq(newsGroups.id, p.news_group));
    if (!g) throw invalid("news_group", "descriptions.news.newsGroupInvalid");
  }
  const wanted = [...new Set(p.brands ?? [])];
  if (wanted.length) {
    const found = await db.select({ id: brands.id }).from(brands).where(inArray(brands.id, wanted));
    if (found.length !== wanted.length) throw invalid("brands", "descriptions.news.brandsUnknown");
  }
  if (p.image && p.image !== current?.imageId && !(await isOwnImage(db, auth.company.id, p.image))) throw invalid("image", FIELD_MESSAGES.image);
  // An image needs its alternative text (the readers' screen readers), whichever of the two changes.
  const image = p.image !== undefined ? p.image : (current?.imageId ?? null);
  const alt = p.image_alt !== undefined ? (p.image_alt ?? "") : (current?.imageAlt ?? "");
  if (image && !alt.trim()) throw invalid("image_alt", "descriptions.news.imageAltRequired");
}

/** The columns a payload writes. */
function columnsOf(p: Changes): Partial<typeof news.$inferInsert> {
  const c: Partial<typeof news.$inferInsert> = {};
  if (p.title !== undefined) c.title = p.title;
  if (p.abstract !== undefined) c.abstract = p.abstract ?? "";
  if (p.text !== undefined) c.text = p.text ?? "";
  if (p.image !== undefined) c.imageId = p.image;
  if (p.image_alt !== undefined) c.imageAlt = p.image_alt ?? "";
  if (p.news_group !== undefined) c.newsGroupId = p.news_group;
  if (p.user_types !== undefined) c.userTypes = [...new Set(p.user_types)];
  if (p.permissions !== undefined) c.permissions = PAGE_PERMISSIONS.filter((x) => (p.permissions as readonly string[]).includes(x)) as typeof c.permissions;
  if (p.important !== undefined) c.important = p.important;
  if (p.publish_at !== undefined) c.publishAt = p.publish_at === null ? null : new Date(p.publish_at);
  if (p.unpublish_at !== undefined) c.unpublishAt = p.unpublish_at === null ? null : new Date(p.unpublish_at);
  return c;
}

/**
 * The state after a write: the status asked for (or kept), checked against the times, and what
 * the queue must do. "published" with a publish_at in the future plans it instead.
 */
function settle(current: Pick<Row, "status" | "publishAt" | "unpublishAt" | "userTypes" | "title">, next: Partial<typeof news.$inferInsert>, asked: NewsStatus | undefined, now: Date) {
  const publishAt = next.publishAt !== undefined ? next.publishAt : current.publishAt;
  const unpublishAt = next.unpublishAt !== undefined ? next.unpublishAt : current.unpublishAt;
  const userTypes = next.userTypes ?? current.userTypes;
  let status = asked ?? current.status;
  if (status === "published" && asked && publishAt && publishAt > now) status = "planned";
  if (status === "planned" && (!publishAt || publishAt <= now)) throw invalid("publish_at", "descriptions.news.future");
  if ((status === "planned" || status === "published") && userTypes.length === 0) throw invalid("user_types", "descriptions.news.audienceRequired");
  if (unpublishAt && publishAt && unpublishAt <= publishAt) throw invalid("unpublish_at", "descriptions.news.unpublishOrder");
  if (status === "published" && unpublishAt && unpublishAt <= now && asked === "published") throw invalid("unpublish_at", "descriptions.news.future");
  const publishesNow = status === "published" && current.status !== "published";
  return { status, publishAt, unpublishAt, publishesNow };
}

async function queuePlans(ctx: ApiContext, tx: Tx, id: number, s: { status: NewsStatus; publishAt: Date | null; unpublishAt: Date | null }) {
  const jobs: { kind: string; payload: NewsPublicationPayload; runAt: Date; key: string }[] = [];
  if (s.status === "planned" && s.publishAt) jobs.push(publicationJob(id, "publish", s.publishAt));
  if ((s.status === "planned" || s.status === "published") && s.unpublishAt) jobs.push(publicationJob(id, "unpublish", s.unpublishAt));
  if (jobs.length) await ctx.jobs.enqueueAll(jobs, tx);
}

const publicationJob = (newsId: number, action: "publish" | "unpublish", at: Date) => ({
  kind: NEWS_PUBLICATION_JOB,
  payload: { newsId, action, at: at.toISOString() },
  runAt: at,
  key: `news-${action}:${newsId}:${at.toISOString()}`,
});

const delta = ({ version: _v, ...rest }: Changes) => rest;

export async function createNews(ctx: ApiContext, auth: AuthContext, p: Changes): Promise<NewsItem> {
  if (!p.title) throw invalid("title", "descriptions.news.titleRequired");
  const db = ctx.db.db;
  await check(db, auth, p);
  const now = ctx.scheduleNow();
  const columns = columnsOf(p);
  const s = settle({ status: "draft", publishAt: null, unpublishAt: null, userTypes: ["HP", "LF"], title: p.title }, columns, p.status ?? "draft", now);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(news)
      .values({ ...columns, title: p.title!, status: s.status, publishedOn: now, updatedAt: now })
      .returning({ id: news.id });
    await writeBrands(tx, row!.id, p.brands);
    if (p.image) await claimFile(tx, auth.company.id, p.image);
    await queuePlans(ctx, tx, row!.id, s);
    await recordActivity(tx, auth, now, { action: "create", collection: "news", item: row!.id, delta: delta(p) });
    return row!.id;
  });
  if (s.publishesNow) await afterPublication(ctx, id, now);
  return (await findEditorialNews(db, id))!;
}

export async function updateNews(ctx: ApiContext, auth: AuthContext, id: number, p: Changes): Promise<NewsItem> {
  const db = ctx.db.db;
  const now = ctx.scheduleNow();
  const s = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(news).where(eq(news.id, id)).for("update");
    if (!current) throw forbidden();
    // the form sends the version it loaded; a Directus client without one overwrites, as in Directus
    if (p.version !== undefined) assertCurrentVersion(current.version, p.version);
    await check(tx, auth, p, current);
    const columns = columnsOf(p);
    const settled = settle(current, columns, p.status, now);
    await tx
      .update(news)
      .set({ ...columns, status: settled.status, version: current.version + 1, updatedAt: now, ...(settled.publishesNow ? { publishedOn: now } : {}) })
      .where(eq(news.id, id));
    await writeBrands(tx, id, p.brands);
    if (p.image) await claimFile(tx, auth.company.id, p.image);
    await queuePlans(ctx, tx, id, settled);
    await recordActivity(tx, auth, now, { action: "update", collection: "news", item: id, delta: delta(p) });
    return settled;
  });
  if (s.publishesNow) await afterPublication(ctx, id, now);
  return (await findEditorialNews(db, id))!;
}

export async function deleteNews(ctx: ApiContext, auth: AuthContext, id: number): Promise<void> {
  await ctx.db.db.transaction(async (tx) => {
    const [gone] = await tx.delete(news).where(eq(news.id, id)).returning({ id: news.id });
    if (!gone) throw forbidden();
    await recordActivity(tx, auth, ctx.now(), { action: "delete", collection: "news", item: id });
  });
}

async function writeBrands(tx: Tx, newsId: number, list: readonly number[] | undefined) {
  if (!list) return;
  await tx.delete(newsBrands).where(eq(newsBrands.newsId, newsId));
  const unique = [...new Set(list)];
  if (unique.length) await tx.insert(newsBrands).values(unique.map((brandId) => ({ newsId, brandId })));
}

/** After an item became published: an important one is mailed to its subscribers at once (keyed: once each). */
async function afterPublication(ctx: ApiContext, id: number, now: Date): Promise<void> {
  const [row] = await ctx.db.db.select({ important: news.important }).from(news).where(and(eq(news.id, id), eq(news.status, "published")));
  if (row?.important) await queueImportantNewsOf(ctx, id, now, (job) => ctx.jobs.enqueue(job));
}

/**
 * The queue's job (./jobs.ts): publishes or takes down `newsId` if it still waits for exactly `at`.
 * Answers whether it changed the item.
 */
export async function runPublication(ctx: ApiContext, job: NewsPublicationPayload): Promise<boolean> {
  const now = ctx.scheduleNow();
  const at = new Date(job.at);
  const changed = await ctx.db.db.transaction(async (tx) => {
    const [row] = await tx.select().from(news).where(eq(news.id, job.newsId)).for("update");
    if (!row) return false;
    if (job.action === "publish") {
      if (row.status !== "planned" || row.publishAt?.getTime() !== at.getTime()) return false;
      await tx.update(news).set({ status: "published", publishedOn: now, updatedAt: now, version: row.version + 1 }).where(eq(news.id, row.id));
      return true;
    }
    if (row.status !== "published" || row.unpublishAt?.getTime() !== at.getTime()) return false;
    await tx.update(news).set({ status: "unpublished", updatedAt: now, version: row.version + 1 }).where(eq(news.id, row.id));
    return true;
  });
  if (changed && job.action === "publish") await afterPublication(ctx, job.newsId, now);
  return changed;
}
