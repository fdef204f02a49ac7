/**
 * Documents whose validity ends ("Gültig bis", issue 28, decision 0541). Days are Berlin calendar
 * days of the schedule clock (`ctx.scheduleNow()`), so the test clock moves them:
 * - the reviewers' "Läuft bald ab" list and the notification centre: approved supplier documents
 *   ending within EXPIRY_NOTICE_DAYS;
 * - the reminders at 30 and 7 days before the end (review/jobs.ts queues them): to the submitting
 *   user and the company's account managers, never to a suspended account.
 * A missed daily run catches up: a reminder is due while the end is within its window and not yet
 * within the next one's, and its key keeps it to one mail per recipient.
 */
import { and, asc, between, eq, inArray, isNotNull, isNull, ne, notExists, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { EXPIRY_NOTICE_DAYS, EXPIRY_REMINDER_DAYS } from "../contract/review";
import type { Db } from "../db/client";
import { documents, userPermissions, users } from "../db/schema";
import type { Language } from "../values/languages";
import { isSuspended } from "../users/account-status";

const BERLIN_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin", year: "numeric", month: "2-digit", day: "2-digit" });

/** The Berlin calendar day of `at` as YYYY-MM-DD. */
export function berlinDay(at: Date): string {
  return BERLIN_DAY.format(at);
}

/** `day` (YYYY-MM-DD) plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}

/** Published supplier documents (not new versions under review): what can expire and be renewed. */
const renewable = and(eq(documents.status, "approved"), isNotNull(documents.companyId), isNull(documents.versionOf))!;

/** Renewable documents still valid today whose validity ends within `days` days. */
export function expiringWithin(now: Date, days: number): SQL {
  const today = berlinDay(now);
  return and(renewable, between(documents.validTo, today, addDays(today, days)))!;
}

/** The reminder (30 or 7) due for a document ending on `validTo`, seen on `today`; null when none is. */
export function reminderDue(validTo: string, today: string): (typeof EXPIRY_REMINDER_DAYS)[number] | null {
  const left = daysBetween(today, validTo);
  if (left < 0) return null;
  // The smallest window the end lies in: 7 days left is the 7-day reminder, 8…30 the 30-day one.
  const windows = [...EXPIRY_REMINDER_DAYS].sort((a, b) => a - b);
  return windows.find((w) => left <= w) ?? null;
}

export interface ExpiryReminder {
  documentId: number;
  name: string;
  validTo: string;
  days: (typeof EXPIRY_REMINDER_DAYS)[number];
  recipients: { userId: string; email: string; name: string; language: Language }[];
}

/** The reminders due on the Berlin day of `now`, each with its recipients (active users only). */
export async function dueReminders(db: Db, now: Date): Promise<ExpiryReminder[]> {
  const docs = await db
    .select({ id: documents.id, name: documents.name, validTo: documents.validTo, companyId: documents.companyId, submittedBy: documents.submittedBy })
    .from(documents)
    .where(expiringWithin(now, Math.max(...EXPIRY_REMINDER_DAYS)))
    .orderBy(asc(documents.validTo), asc(documents.id));
  if (docs.length === 0) return [];
  const companyIds = [...new Set(docs.map((d) => d.companyId!))];
  const submitters = docs.map((d) => d.submittedBy).filter((id): id is string => id !== null);
  const people = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
      companyId: users.companyId,
      status: users.status,
      endDate: users.endDate,
      manager: sql<boolean>`exists (select 1 from ${userPermissions} where ${userPermissions.userId} = ${users.id} and ${userPermissions.identifier} = 'ACCOUNTMANAGEMENT')`,
    })
    .from(users)
    .where(or(submitters.length ? inArray(users.id, submitters) : undefined, inArray(users.companyId, companyIds)));
  const active = people.filter((p) => !isSuspended(p, now));
  const today = berlinDay(now);
  return docs.flatMap((d) => {
    const days = reminderDue(d.validTo!, today);
    if (days === null) return [];
    const recipients = active
      .filter((p) => p.id === d.submittedBy || (p.manager && p.companyId === d.companyId))
      .map((p) => ({ userId: p.id, email: p.email, name: [p.firstName, p.lastName].filter(Boolean).join(" "), language: p.language }));
    return recipients.length ? [{ documentId: d.id, name: d.name, validTo: d.validTo!, days, recipients }] : [];
  });
}

/**
 * The notification centre's "läuft ab" entries for one user: the company's renewable documents
 * ending within EXPIRY_NOTICE_DAYS, when the user submitted them or manages the company's accounts
 * — until a new version is on its way (uploaded and not denied).
 */
export async function expiringFor(db: Db, user: { id: string; companyId: number; accountManager: boolean }, now: Date, limit: number) {
  const next = alias(documents, "next_version");
  const renewing = db.select({ id: next.id }).from(next).where(and(eq(next.versionOf, documents.id), ne(next.status, "denied")));
  const rows = await db
    .select({ id: documents.id, name: documents.name, validTo: documents.validTo })
    .from(documents)
    .where(
      and(
        expiringWithin(now, EXPIRY_NOTICE_DAYS),
        eq(documents.companyId, user.companyId),
        user.accountManager ? undefined : eq(documents.submittedBy, user.id),
        notExists(renewing),
      ),
    )
    .orderBy(asc(documents.validTo), asc(documents.id))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, name: r.name, valid_to: r.validTo!, link: newVersionLink(r.id) }));
}

/** The portal path that uploads a new version of document `id` (mails and notifications link straight to it). */
export const newVersionLink = (id: number) => `/document-review/${id}/new-version`;
