/**
 * Record-change audit (Directus activity + revisions): every create, update, delete, sort and
 * status change is written in the same transaction as the change itself, and readable per record
 * by the editors of the owning company.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import type { AuthContext } from "../auth/sessions";
import type { ActivityEntry, ActivityAction } from "../contract/masterdata";
import type { Db } from "../db/client";
import { activity, revisions, users } from "../db/schema";

type Executor = Pick<Db, "insert">;

export interface AuditEvent {
  action: ActivityAction;
  collection: string;
  item: string | number;
  /** changed fields with their new values; empty for a delete */
  delta?: Record<string, unknown>;
  /** the company whose record it is, when it is not the actor's (a reviewer acting on a supplier's document) */
  companyId?: number;
  /** a comment, or the reason given with a review decision */
  comment?: string;
}

export async function recordActivity(tx: Executor, auth: AuthContext, at: Date, event: AuditEvent): Promise<void> {
  const [row] = await tx
    .insert(activity)
    .values({
      action: event.action,
      userId: auth.user.id,
      companyId: event.companyId ?? auth.company.id,
      collection: event.collection,
      item: String(event.item),
      timestamp: at,
      comment: event.comment ?? null,
    })
    .returning({ id: activity.id });
  await tx.insert(revisions).values({
    activityId: row!.id,
    collection: event.collection,
    item: String(event.item),
    delta: event.delta ?? {},
  });
}

/** The history of one record, newest first, limited to the caller's company. */
export async function listActivity(db: Db, companyId: number, collection: string, item: string): Promise<ActivityEntry[]> {
  const rows = await db
    .select({
      id: activity.id,
      action: activity.action,
      timestamp: activity.timestamp,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(activity)
    .leftJoin(users, eq(users.id, activity.userId))
    .where(and(eq(activity.companyId, companyId), eq(activity.collection, collection), eq(activity.item, item)))
    .orderBy(desc(activity.timestamp), desc(activity.id))
    .limit(50);
  const deltas = rows.length
    ? await db
        .select({ activityId: revisions.activityId, delta: revisions.delta })
        .from(revisions)
        .where(inArray(revisions.activityId, rows.map((r) => r.id)))
    : [];
  const fieldsOf = new Map(deltas.map((d) => [d.activityId, Object.keys(d.delta)]));
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    user: [r.firstName, r.lastName].filter(Boolean).join(" ") || r.email,
    timestamp: r.timestamp.toISOString(),
    fields: fieldsOf.get(r.id) ?? [],
  }));
}
