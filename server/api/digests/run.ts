/**
 * Digest runs (issue 28). A schedule queues one job per subscribed user; each job reads its
 * recipient afresh (suspension, terms, permissions AT SEND TIME), composes the mail from what that
 * user may read and hands it to the mail queue. Readers with the same permissions read the same
 * content, so the content of a run is read once per permission set (`ContentCache`), not per user:
 * 5,000 users come down to a few hundred queries.
 */
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, ne, or, sql, type SQL } from "drizzle-orm";
import type { DigestPeriod } from "../contract/digests";
import type { PagePermission } from "../contract/permissions";
import { readerCaller, type ContentCaller } from "../content/caller";
import { importantNewsBetween, importantNewsIds, newContent, visibilityKey, type NewContent, type NewItem } from "../content/new-content";
import type { Db } from "../db/client";
import { companies, digestSubscriptions, news, userPermissions, users, type DigestSubscriptionRow } from "../db/schema";
import type { ApiContext } from "../deps";
import type { DbOrTx } from "../jobs/queue";
import { composeDigest, composeImportantNews, type DigestMail } from "./compose";
import { unsubscribeLink } from "./settings";

export type Period = Exclude<DigestPeriod, "off">;
const DAY = 86_400_000;
export const PERIOD_MS: Record<Period, number> = { daily: DAY, weekly: 7 * DAY };

/** Entries read per section and permission set; a digest shows SECTION_LIMIT of those left after its filters. */
const FETCH_LIMIT = 200;
/** Important news is looked for this far back, so a worker that was down sends it late rather than never. */
export const IMPORTANT_LOOKBACK_MS = DAY;

/** A composed mail and the key that keeps it from being sent twice. */
export interface KeyedMail {
  mail: DigestMail;
  key: string;
}

/**
 * Hands mails to the mail queue (queueBulkMails) inside `tx`, the transaction that also records
 * them sent: a batch's mails and its `lastDigestAt` are one statement each, not two per user.
 */
export type SendMails = (mails: KeyedMail[], tx: DbOrTx) => Promise<unknown>;

/** The queue's `enqueue` (jobs/queue.ts), as far as the digests need it. */
export type Enqueue = (job: { kind: string; payload: unknown; key?: string }) => Promise<boolean>;

interface DigestRecipient {
  sub: DigestSubscriptionRow;
  caller: ContentCaller;
}

/** Who gets mail at `now`: active, not past the end date, terms accepted (the same as isSuspended and the terms gate). */
function mayReceive(now: Date): SQL {
  return and(eq(users.status, "active"), or(isNull(users.endDate), gt(users.endDate, now)), isNotNull(users.acceptedAgb))!;
}

async function recipients(db: Db, where: SQL | undefined, now: Date, limit?: number): Promise<DigestRecipient[]> {
  const query = db
    .select({
      sub: digestSubscriptions,
      user: users,
      company: companies,
      permissions: sql<PagePermission[] | null>`(select array_agg(${userPermissions.identifier}) from ${userPermissions} where ${userPermissions.userId} = ${users.id})`,
    })
    .from(digestSubscriptions)
    .innerJoin(users, eq(users.id, digestSubscriptions.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(where, mayReceive(now)))
    .orderBy(asc(digestSubscriptions.userId));
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map((r) => ({ sub: r.sub, caller: readerCaller(r.user, r.company, r.permissions ?? []) }));
}

/**
 * The content of one window per permission set, read once and shared by every reader with that
 * set. Entries expire after `ttlMs`: a digest run's jobs share them, the next run reads afresh.
 */
export class ContentCache {
  private readonly entries = new Map<string, { at: number; value: Promise<NewContent> }>();
  constructor(
    private readonly ttlMs = 5 * 60_000,
    private readonly max = 5_000,
  ) {}

  get(db: Db, caller: ContentCaller, since: Date, until: Date): Promise<NewContent> {
    const key = `${visibilityKey(caller)}|${since.toISOString()}|${until.toISOString()}`;
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    if (this.entries.size >= this.max) this.entries.clear();
    const value = newContent(db, caller, since, until, FETCH_LIMIT);
    value.catch(() => this.entries.delete(key));
    this.entries.set(key, { at: now, value });
    return value;
  }
}

const sharedCache = new ContentCache();

/** Only what the user chose: news and documents of the chosen brands or SAM tags; events are for everyone. */
function chosen(content: NewContent, sub: DigestSubscriptionRow, since: Date): NewContent {
  const brands = new Set(sub.brandIds);
  const tags = new Set(sub.samTagIds);
  const limited = brands.size + tags.size > 0;
  const keep = (i: NewItem) => i.date > since && (!limited || i.brandIds.some((b) => brands.has(b)) || i.samTagIds.some((t) => tags.has(t)));
  return { news: content.news.filter(keep), documents: content.documents.filter(keep), events: content.events.filter((i) => i.date > since) };
}

const recipientOf = (c: ContentCaller) => ({ email: c.auth.user.email, firstName: c.auth.user.firstName, lastName: c.auth.user.lastName, language: c.auth.user.language });
const origin = (ctx: ApiContext) => ctx.linkOrigins[0];

/** The start of the window a digest at `plannedFor` covers: since the last digest, at most one period back. */
function windowStart(sub: DigestSubscriptionRow, period: Period, plannedFor: Date): Date {
  const periodStart = new Date(plannedFor.getTime() - PERIOD_MS[period]);
  return sub.lastDigestAt && sub.lastDigestAt > periodStart ? sub.lastDigestAt : periodStart;
}

export type DigestOutcome = "sent" | "empty" | "skipped";

interface DigestPlan {
  outcome: DigestOutcome;
  mail?: KeyedMail;
}

/** What one recipient's digest at `plannedFor` holds; writes nothing (sendPlanned records it). */
async function planDigest(ctx: ApiContext, r: DigestRecipient, plannedFor: Date, cache: ContentCache): Promise<DigestPlan> {
  const period = r.sub.period;
  if (period === "off" || (r.sub.lastDigestAt && r.sub.lastDigestAt >= plannedFor)) return { outcome: "skipped" };
  const since = windowStart(r.sub, period, plannedFor);
  // The cache's window is the whole period, so readers with the same permissions share it; each keeps what is newer than its own start.
  const content = chosen(await cache.get(ctx.db.db, r.caller, new Date(plannedFor.getTime() - PERIOD_MS[period]), plannedFor), r.sub, since);
  if (content.news.length + content.documents.length + content.events.length === 0) return { outcome: "empty" };
  const unsubscribeUrl = unsubscribeLink(origin(ctx), ctx.jwtSecret, r.sub, "digest");
  const mail = composeDigest({ origin: origin(ctx), recipient: recipientOf(r.caller), period, since, content, unsubscribeUrl });
  return { outcome: "sent", mail: { mail, key: `mail:digest:${r.sub.userId}:${plannedFor.toISOString()}` } };
}

/**
 * Plans the digests of `batch` and records them in one transaction: the mails queued and every
 * planned user's `lastDigestAt` set, so a batch is done wholly or (after a crash) again wholly,
 * and its mails' keys keep a repeated batch from sending twice.
 */
async function sendPlanned(ctx: ApiContext, batch: DigestRecipient[], plannedFor: Date, send: SendMails, cache: ContentCache, counts: Record<DigestOutcome, number>): Promise<void> {
  const done: string[] = [];
  const mails: KeyedMail[] = [];
  for (const r of batch) {
    const plan = await planDigest(ctx, r, plannedFor, cache);
    counts[plan.outcome]++;
    if (plan.outcome !== "skipped") done.push(r.sub.userId);
    if (plan.mail) mails.push(plan.mail);
  }
  if (done.length === 0) return;
  await ctx.db.db.transaction(async (tx) => {
    if (mails.length > 0) await send(mails, tx);
    await tx
      .update(digestSubscriptions)
      .set({ lastDigestAt: plannedFor })
      .where(and(inArray(digestSubscriptions.userId, done), or(isNull(digestSubscriptions.lastDigestAt), lt(digestSubscriptions.lastDigestAt, plannedFor))));
  });
}

const noOutcomes = (skipped = 0): Record<DigestOutcome, number> => ({ sent: 0, empty: 0, skipped });

/** One user's digest at `plannedFor`: nothing for a user who is suspended, has not accepted the terms or switched it off. */
export async function sendDigest(ctx: ApiContext, userId: string, period: Period, plannedFor: Date, send: SendMails, cache = sharedCache): Promise<DigestOutcome> {
  const counts = await sendDigestBatch(ctx, [userId], period, plannedFor, send, cache);
  return counts.sent ? "sent" : counts.empty ? "empty" : "skipped";
}

/** The job of a batch of users' digests: their recipients read in one query, the content shared, the results written together. */
export async function sendDigestBatch(ctx: ApiContext, userIds: string[], period: Period, plannedFor: Date, send: SendMails, cache = sharedCache): Promise<Record<DigestOutcome, number>> {
  const batch = await recipients(ctx.db.db, and(inArray(digestSubscriptions.userId, userIds), eq(digestSubscriptions.period, period)), plannedFor);
  const counts = noOutcomes(userIds.length - batch.length);
  await sendPlanned(ctx, batch, plannedFor, send, cache, counts);
  return counts;
}

/** The digests of every user due at `plannedFor`, in batches (the bench and a run without a queue). */
export async function sendDigests(ctx: ApiContext, period: Period, plannedFor: Date, send: SendMails, batch = 500): Promise<Record<DigestOutcome, number>> {
  const counts = noOutcomes();
  const cache = new ContentCache();
  let after: string | undefined;
  for (;;) {
    const page = await recipients(ctx.db.db, and(eq(digestSubscriptions.period, period), after ? gt(digestSubscriptions.userId, after) : undefined), plannedFor, batch);
    if (page.length === 0) return counts;
    await sendPlanned(ctx, page, plannedFor, send, cache, counts);
    after = page[page.length - 1]!.sub.userId;
  }
}

/** Users per digest job: one job per user cost the queue more than composing (bench/README.md, digest run). */
export const DIGEST_BATCH = 50;

/**
 * The schedule's run: one job per batch of users due, keyed by the run and its first user, so a run
 * queued twice queues each batch once (and a user in two batches after a change is skipped the
 * second time: the digest records `lastDigestAt`, and its mail has a key of its own).
 * Returns how many users' digests it queued.
 */
export async function queueDigests(ctx: ApiContext, period: Period, plannedFor: Date, enqueue: Enqueue, batch = DIGEST_BATCH): Promise<number> {
  let queued = 0;
  let after: string | undefined;
  for (;;) {
    const page = await ctx.db.db
      .select({ userId: digestSubscriptions.userId })
      .from(digestSubscriptions)
      .innerJoin(users, eq(users.id, digestSubscriptions.userId))
      .where(and(eq(digestSubscriptions.period, period), mayReceive(plannedFor), after ? gt(digestSubscriptions.userId, after) : undefined))
      .orderBy(asc(digestSubscriptions.userId))
      .limit(batch);
    if (page.length === 0) return queued;
    const userIds = page.map((p) => p.userId);
    if (await enqueue({ kind: "digest", payload: { userIds, period, plannedFor: plannedFor.toISOString() }, key: digestJobKey(userIds[0]!, plannedFor) })) queued += userIds.length;
    after = userIds[userIds.length - 1];
  }
}

export const digestJobKey = (firstUserId: string, plannedFor: Date) => `digest:${plannedFor.toISOString()}:from:${firstUserId}`;

/**
 * The frequent check for important news: every subscriber who wants it and may read the news gets
 * one job per news (key `important:<news>:<user>`, so each is mailed once however often it runs).
 */
export async function queueImportantNews(ctx: ApiContext, plannedFor: Date, enqueue: Enqueue): Promise<number> {
  const db = ctx.db.db;
  const ids = await importantNewsIds(db, new Date(plannedFor.getTime() - IMPORTANT_LOOKBACK_MS), plannedFor);
  let queued = 0;
  for (const newsId of ids) queued += await queueImportantNewsOf(ctx, newsId, plannedFor, enqueue);
  return queued;
}

/** One important news item's mails: a job per subscriber who wants it (key `important:<news>:<user>`, so each is mailed once). */
export async function queueImportantNewsOf(ctx: ApiContext, newsId: number, plannedFor: Date, enqueue: Enqueue): Promise<number> {
  const db = ctx.db.db;
  let queued = 0;
  const subscribers = await db
      .select({ userId: digestSubscriptions.userId })
      .from(digestSubscriptions)
      .innerJoin(users, eq(users.id, digestSubscriptions.userId))
      .innerJoin(news, eq(news.id, newsId))
      // subscribed before it was published: switching it on later sends no older news at once
      .where(and(ne(digestSubscriptions.period, "off"), eq(digestSubscriptions.important, true), lte(digestSubscriptions.importantSince, news.publishedOn), mayReceive(plannedFor)));
  for (const { userId } of subscribers) {
    if (await enqueue({ kind: "important-news", payload: { userId, newsId }, key: `important:${newsId}:${userId}` })) queued++;
  }
  return queued;
}

/** The job of one important news for one user: sent only if the user still wants it and may read it now. */
export async function sendImportantNews(ctx: ApiContext, userId: string, newsId: number, send: SendMails, now: Date): Promise<boolean> {
  const db = ctx.db.db;
  const [r] = await recipients(db, and(eq(digestSubscriptions.userId, userId), ne(digestSubscriptions.period, "off"), eq(digestSubscriptions.important, true)), now);
  if (!r) return false;
  const [row] = await db.select({ publishedOn: news.publishedOn }).from(news).where(eq(news.id, newsId)).limit(1);
  if (!row) return false;
  const item = (await importantNewsBetween(db, r.caller, new Date(row.publishedOn.getTime() - 1), row.publishedOn)).find((n) => n.id === newsId);
  if (!item) return false;
  const unsubscribeUrl = unsubscribeLink(origin(ctx), ctx.jwtSecret, r.sub, "important");
  await send([{ mail: composeImportantNews({ origin: origin(ctx), recipient: recipientOf(r.caller), item, unsubscribeUrl }), key: `mail:important:${newsId}:${userId}` }], db);
  return true;
}
