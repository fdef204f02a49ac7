/**
 * The ONE condition under which a reader may read a news item (issue 39, decision 0954): it is
 * published (not a draft, not planned, not taken down) and the reader is in its audience — its
 * user type is one of the item's, and where the item names page permissions the reader holds at
 * least one of them. The association's staff (VB) read every published item. Every partner read
 * of news uses it: the list, the detail, news of a brand, the dashboard widgets, the header's
 * search index and the full search, the notification centre, the digests and the important-news
 * mails. Whether the reader may read news at all is the access table's NEWS rule.
 */
import { and, eq, or, sql, type SQL } from "drizzle-orm";
import { NEWS_AUDIENCE_PERMISSIONS } from "../contract/news-audience";
import type { PagePermission, UserType } from "../contract/permissions";
import { news } from "../db/schema";

export interface NewsReader {
  userType: UserType;
  permissions: ReadonlySet<PagePermission>;
}

/** The SQL of the condition, over the table `news`. */
export function visibleNews(reader: NewsReader): SQL {
  const published = eq(news.status, "published");
  if (reader.userType === "VB") return published;
  const held = NEWS_AUDIENCE_PERMISSIONS.filter((p) => reader.permissions.has(p));
  const narrowed = held.length
    ? or(sql`cardinality(${news.permissions}) = 0`, sql`${news.permissions} && array[${sql.join(held.map((p) => sql`${p}`), sql`, `)}]::text[]`)!
    : sql`cardinality(${news.permissions}) = 0`;
  return and(published, sql`${reader.userType} = any(${news.userTypes})`, narrowed)!;
}

/** The key of everything `visibleNews` depends on: readers with one key read the same news. */
export function newsVisibilityKey(reader: NewsReader): string {
  if (reader.userType === "VB") return "VB";
  return `${reader.userType}:${NEWS_AUDIENCE_PERMISSIONS.filter((p) => reader.permissions.has(p)).join(",")}`;
}
