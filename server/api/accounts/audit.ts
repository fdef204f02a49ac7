/** Writing and reading the audit log (who, on behalf of whom, which account, when, from where). */
import { alias, type SelectedFields } from "drizzle-orm/pg-core";
import { desc, eq } from "drizzle-orm";
import type { AuditAction, AuditEntry } from "../contract/account";
import { displayNameOf } from "../contract/user";
import type { Db } from "../db/client";
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

const actor = alias(users, "actor");
const behalf = alias(users, "behalf");
const target = alias(users, "target");

type Person = { id: string | null; email: string | null; firstName: string | null; lastName: string | null; erasedAt: Date | null };
/** An account as the entry names it; an erased one by its pseudonym alone (decision 0981). */
function person(p: Person | null): AuditEntry["actor"] {
  if (p?.id && p.erasedAt) return { id: p.id, email: null, name: p.lastName ?? "" };
  if (!p?.id || !p.email) return null;
  return { id: p.id, email: p.email, name: displayNameOf({ first_name: p.firstName, last_name: p.lastName, email: p.email }) };
}

/** The audit rows with their people (actor, on behalf of, target), for a caller's `where` and order. */
export function selectAuditEntries<S extends SelectedFields>(db: Db, extra: S) {
  return db
    .select({
      ...extra,
      entry: auditLog,
      actor: { id: actor.id, email: actor.email, firstName: actor.firstName, lastName: actor.lastName, erasedAt: actor.erasedAt },
      behalf: { id: behalf.id, email: behalf.email, firstName: behalf.firstName, lastName: behalf.lastName, erasedAt: behalf.erasedAt },
      target: { id: target.id, email: target.email, firstName: target.firstName, lastName: target.lastName, erasedAt: target.erasedAt },
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(behalf, eq(behalf.id, auditLog.onBehalfOfId))
    .leftJoin(target, eq(target.id, auditLog.targetId));
}

/** One row of selectAuditEntries as the API answers it. */
export function toAuditEntry(r: { entry: AuditRow; actor: Person | null; behalf: Person | null; target: Person | null }): AuditEntry {
  return {
    id: r.entry.id,
    action: r.entry.action,
    actor: person(r.actor),
    on_behalf_of: person(r.behalf),
    target: person(r.target),
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
