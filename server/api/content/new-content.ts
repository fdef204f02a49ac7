/**
 * What is new for a reader between two moments: news, documents and events it may read (issue 28).
 * The notification centre and the digest mails both read this, so they name the same things and
 * the visibility rules stay those of the lists: the access table's NEWS and CALENDAR rules, the
 * news' own condition (news-visibility.ts), and
 * the documents' own condition (document-visibility.ts) through `documentsSince`.
 */
import { and, desc, eq, gt, lte } from "drizzle-orm";
import { access } from "../contract/access";
import type { Db } from "../db/client";
import { calendarEvents, news } from "../db/schema";
import type { ContentCaller } from "./caller";
import { documentViewerOf } from "./caller";
import { documentsSince } from "./documents";
import { eventAudience } from "./event-audience";
import { newsBrandsJson } from "./news";
import { newsVisibilityKey, visibleNews } from "./news-visibility";

/** Important news sent at once: more than this within one check would be a mistake, not news. */
const IMPORTANT_LIMIT = 20;

export interface NewItem {
  id: number;
  title: string;
  /** when it became new: published, uploaded, or entered into the calendar */
  date: Date;
  link: string;
  /** one line under the title: the abstract, or the event's start */
  abstract: string;
  brandIds: number[];
  samTagIds: number[];
  /** events: their start */
  startsAt?: Date;
  /** news the association marked important */
  important?: boolean;
}

export interface NewContent {
  news: NewItem[];
  documents: NewItem[];
  events: NewItem[];
}

/** The key of everything `newContent` depends on besides the time window: readers with one key read the same. */
export function visibilityKey(caller: ContentCaller): string {
  const viewer = documentViewerOf(caller);
  return [access.news(caller) ? newsVisibilityKey(caller) : "-", access.calendar(caller) ? "C" : "-", viewer.mayReadEva ? "E" : "-", viewer.tradingPartner ? "HP" : viewer.companyIds.join(","), viewer.userType, viewer.permissions.join(",")].join("|");
}

async function newsBetween(db: Db, caller: ContentCaller, since: Date, until: Date, limit: number, onlyImportant = false): Promise<NewItem[]> {
  const rows = await db
    .select({ id: news.id, title: news.title, abstract: news.abstract, publishedOn: news.publishedOn, brands: newsBrandsJson, important: news.important })
    .from(news)
    .where(and(visibleNews(caller), gt(news.publishedOn, since), lte(news.publishedOn, until), onlyImportant ? eq(news.important, true) : undefined))
    .orderBy(desc(news.publishedOn), desc(news.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    date: r.publishedOn,
    link: `/news/${r.id}`,
    abstract: r.brands.length ? `${r.brands.map((b) => b.name).join(", ")}: ${r.abstract}` : r.abstract,
    brandIds: r.brands.map((b) => b.id),
    samTagIds: [],
    important: r.important,
  }));
}

async function eventsBetween(db: Db, caller: ContentCaller, since: Date, until: Date, limit: number): Promise<NewItem[]> {
  const rows = await db
    .select({ id: calendarEvents.id, title: calendarEvents.title, abstract: calendarEvents.abstract, createdAt: calendarEvents.createdAt, dateFrom: calendarEvents.dateFrom })
    .from(calendarEvents)
    .where(and(gt(calendarEvents.createdAt, since), lte(calendarEvents.createdAt, until), gt(calendarEvents.dateTo, until), eventAudience(caller)))
    .orderBy(desc(calendarEvents.createdAt), desc(calendarEvents.id))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, title: r.title, date: r.createdAt, link: `/calendar/${r.id}`, abstract: r.abstract, brandIds: [], samTagIds: [], startsAt: r.dateFrom }));
}

/**
 * News, documents and events `caller` may read that became new after `since` and by `until`, newest
 * first, at most `limit` each. `openEnded`: documents stamped after `until` count too (the
 * notification centre names everything after the last visit, as before issue 28; a digest covers
 * exactly its period).
 */
export async function newContent(db: Db, caller: ContentCaller, since: Date, until: Date, limit: number, openEnded = false): Promise<NewContent> {
  const [newsItems, documents, events] = await Promise.all([
    access.news(caller) ? newsBetween(db, caller, since, until, limit) : [],
    documentsSince(db, documentViewerOf(caller), since, limit, until, openEnded ? undefined : until),
    access.calendar(caller) ? eventsBetween(db, caller, since, until, limit) : [],
  ]);
  return {
    news: newsItems,
    documents: documents.map((d) => ({
      id: d.id,
      title: d.name,
      date: new Date(d.uploaded_on),
      link: d.link,
      abstract: d.document_type?.title ?? "",
      brandIds: d.responsibleBrands.map((b) => b.id),
      samTagIds: d.sam_tags.map((t) => t.id),
    })),
    events,
  };
}

/** Important news of the association published after `since` and by `until` (the at-once mails). */
export async function importantNewsBetween(db: Db, caller: ContentCaller, since: Date, until: Date): Promise<NewItem[]> {
  return access.news(caller) ? newsBetween(db, caller, since, until, IMPORTANT_LIMIT, true) : [];
}

/** The ids of important news published after `since` and by `until`, for anyone (the check before reading per reader). */
export async function importantNewsIds(db: Db, since: Date, until: Date): Promise<number[]> {
  const rows = await db
    .select({ id: news.id })
    .from(news)
    .where(and(eq(news.important, true), eq(news.status, "published"), gt(news.publishedOn, since), lte(news.publishedOn, until)));
  return rows.map((r) => r.id);
}
