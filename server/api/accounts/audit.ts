/** Writing and reading the audit log (who, on behalf of whom, which account, when, from where). */
import type { SelectedFields } from "drizzle-orm/pg-core";
import { desc, eq, sql } from "drizzle-orm";
import type { AuditAction, AuditEntry } from "../contract/account";
import { displayNameOf } from "../contract/user";
import type { Db } from "../db/client";
import { qualified } from "../db/qualified";
import { auditLog, users, type AuditRow } from "../db/schema";

export interface AuditEvent {
  action: AuditAction;
  companyId: number | null;
  actorId: string | null;
  onBehalfOfId?: string | null;
  targetId?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  detail?: string | null;
}

export async function writeAudit(db: Db, event: AuditEvent, now: Date): Promise<void> {
  await db.insert(auditLog).values({
    action: event.action,
    companyId: event.companyId,
    actorId: event.actorId,
    onBehalfOfId: event.onBehalfOfId ?? null,
    targetId: event.targetId ?? null,
    ip: event.ip ?? null,
    userAgent: event.userAgent?.slice(0, 512) ?? null,
    detail: event.detail ?? null,
    createdAt: now,
  });
}

/** An account an entry names: id, e-mail, first name, last name, erased at (as the people subquery builds it). */
type PersonRow = [id: string, email: string | null, firstName: string | null, lastName: string | null, erasedAt: string | null];

/** An account as the entry names it; an erased one by its pseudonym alone (decision 0981). */
function person(people: PersonRow[] | null, id: string | null): AuditEntry["actor"] {
  const p = id ? people?.find((row) => row[0] === id) : undefined;
  if (!p) return null;
  const [, email, firstName, lastName, erasedAt] = p;
  if (erasedAt) return { id: p[0], email: null, name: lastName ?? "" };
  if (!email) return null;
  return { id: p[0], email, name: displayNameOf({ first_name: firstName, last_name: lastName, email }) };
}

/**
 * The accounts an entry names (actor, on behalf of, target), in one scalar subquery per entry
 * rather than joins or a subquery per account: four left joins cost PostgreSQL more to plan than
 * to run (decision 0991), and one lookup of up to three ids costs PGlite a third less than three
 * (decision 0992).
 */
const peopleOfEntry = sql<PersonRow[] | null>`(select json_agg(json_build_array(p.id, p.email, p.first_name, p.last_name, p.erased_at)) from ${users} p where p.id in (${qualified(auditLog.actorId)}, ${qualified(auditLog.onBehalfOfId)}, ${qualified(auditLog.targetId)}))`;

/** The audit rows with their people (actor, on behalf of, target), for a caller's `where` and order. */
export function selectAuditEntries<S extends SelectedFields>(db: Db, extra: S) {
  return db.select({ ...extra, entry: auditLog, people: peopleOfEntry }).from(auditLog);
}

/** One row of selectAuditEntries as the API answers it. */
export function toAuditEntry(r: { entry: AuditRow; people: PersonRow[] | null }): AuditEntry {
  return {
    id: r.entry.id,
    action: r.entry.action,
    actor: person(r.people, r.entry.actorId),
    on_behalf_of: person(r.people, r.entry.onBehalfOfId),
    target: person(r.people, r.entry.targetId),
    ip: r.entry.ip,
    user_agent: r.entry.userAgent,
    detail: r.entry.detail,
    created_at: r.entry.createdAt.toISOString(),
  };
}

/** The newest entries about accounts of one company. */
export async function listAudit(db: Db, companyId: number, limit = 200): Promise<AuditEntry[]> {
  const rows = await selectAuditEntries(db, {})
    .where(eq(auditLog.companyId, companyId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map(toAuditEntry);
}

export async function companyOfUser(db: Db, userId: string): Promise<number | null> {
  const [row] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.companyId ?? null;
}
