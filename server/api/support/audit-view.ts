/**
 * The association's audit view (issue 39, decision 0952): the audit trail (audit_log) of every
 * company, filtered by part of a company's name, part of a user's e-mail or name (acting or
 * affected), the action and a period of Berlin days, newest first, paged by offset. The count
 * stops a step past the page (decision 0992), so a page of the unfiltered trail never counts
 * millions of rows.
 */
import { and, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { countCapOf } from "../contract/counted";
import type { AuditView } from "../contract/support";
import type { AuditAction } from "../contract/account";
import type { Db } from "../db/client";
import { countAlong } from "../db/count-up-to";
import { containsPattern } from "../db/like";
import { qualified } from "../db/qualified";
import { auditLog, companies, users } from "../db/schema";
import { berlinTime } from "../jobs/planning";
import { selectAuditEntries, toAuditEntry } from "../accounts/audit";

export interface AuditFilter {
  company?: string;
  user?: string;
  action?: AuditAction;
  /** YYYY-MM-DD, Berlin, included */
  from?: string;
  /** YYYY-MM-DD, Berlin, included */
  to?: string;
  page: number;
  limit: number;
}

/** Midnight at the start of a Berlin day. */
function dayStart(day: string): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return berlinTime(y, m, d, 0, 0);
}

/** Midnight at the end of a Berlin day (the next day's start). */
function dayEnd(day: string): Date {
  const next = new Date(`${day}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return dayStart(next.toISOString().slice(0, 10));
}

function conditionsOf(filter: AuditFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.company) {
    const matching = sql`(select ${companies.id} from ${companies} where ${ilike(companies.name, containsPattern(filter.company))})`;
    conditions.push(inArray(auditLog.companyId, matching));
  }
  if (filter.user) {
    const pattern = containsPattern(filter.user);
    const matching = sql`(select ${users.id} from ${users} where ${or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern))})`;
    conditions.push(or(inArray(auditLog.actorId, matching), inArray(auditLog.targetId, matching))!);
  }
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.from) conditions.push(gte(auditLog.createdAt, dayStart(filter.from)));
  if (filter.to) conditions.push(lt(auditLog.createdAt, dayEnd(filter.to)));
  return conditions;
}

/** The entry's company's name, a scalar subquery like its people (selectAuditEntries): plain text, which PGlite reads faster than JSON. */
const companyNameOf = sql<string | null>`(select c.name from ${companies} c where c.id = ${qualified(auditLog.companyId)})`;

export async function listAuditView(db: Db, filter: AuditFilter): Promise<AuditView> {
  const where = and(...conditionsOf(filter));
  const counting = countAlong(auditLog, where, countCapOf(filter.page, filter.limit));
  const rows = await selectAuditEntries(db, { companyName: companyNameOf, matching: counting.column })
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  const counted = await counting.of(db, rows, filter.page);
  return {
    items: rows.map((r) => {
      const { user_agent: _, ...entry } = toAuditEntry(r);
      return { ...entry, company: r.entry.companyId !== null && r.companyName !== null ? { id: r.entry.companyId, name: r.companyName } : null };
    }),
    ...counted,
  };
}
