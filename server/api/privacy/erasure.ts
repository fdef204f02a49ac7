/**
 * Erasure of a person (issue 41, Art. 17 DSGVO; decision 0981): a portal account, a contact
 * person of a company or a contact person of the association. What happens to each column is read
 * from the personal-data register (db/personal.ts, decision 0979), never listed here: the rows the
 * register's `person` columns find go (`deleteRow`) or lose what names the person (`null`,
 * `pseudonym`, `deleteFile`). An account's own row stays with only its pseudonym, so the audit
 * trail, a submitted document and an approval keep pointing at one person without the name.
 *
 * One transaction; before it, a contact leaves the registrations of events still to come (the usual
 * mails to the others, calendar.ts). After the commit the person's images leave the file store
 * with every variant, and the outbox's mails naming them are deleted. Ending the sessions is the
 * register's `deleteRow` on them: the next request of any of them is refused.
 */
import { createHmac } from "node:crypto";
import { readdir, readFile, unlink } from "node:fs/promises";
import path from "node:path";
import { and, asc, eq, getTableColumns, gt, inArray, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { ApiContext } from "../deps";
import type { Tx } from "../db/client";
import { authSessions, companies, contacts, files, notErased, samContacts, userPermissions, users } from "../db/schema";
import type { AuthContext, SessionMeta } from "../auth/sessions";
import { actorFields } from "../accounts/service";
import type { ErasurePayload, ErasureRefusal, SuspendedAccount } from "../contract/erasure";
import { displayNameOf } from "../contract/user";
import { ApiError, forbidden } from "../http/errors";
import { parseId } from "../http/scope";
import { DEFAULT_RETENTION, monthsBefore } from "../maintenance/retention";
import { PERSONAL_REGISTER, type TableMarks } from "../db/personal";
import { writeAudit } from "../accounts/audit";
import { dropContactFromFutureRegistrations } from "../content/calendar";
import { removeStoredFile } from "../files/pending";
import { mimeText } from "../mail/mime";
import { isSuspended } from "../users/account-status";

export type ErasedPerson = { kind: "account"; id: string } | { kind: "contact" | "samContact"; id: number };

/** Who erases, as the audit trail records it; a staff member gives the request's reason. */
export interface Eraser {
  actorId: string;
  onBehalfOfId: string | null;
  ip: string | null;
  userAgent: string | null;
  reason?: string;
}

/** Refuses (throws) a person of a company the eraser may not erase, before anything is written; null: the association's. */
export type ScopeCheck = (companyId: number | null) => void;

/**
 * The person's stable pseudonym: the same person always gets the same one (their entries stay
 * one person's), and without the server secret nobody can tell from it who it was.
 */
export function pseudonymOf(secret: string, person: ErasedPerson): string {
  return `P-${createHmac("sha256", secret).update(`erasure:${person.kind}:${person.id}`).digest("hex").slice(0, 10).toUpperCase()}`;
}

/** The address an erased account keeps (unique, never deliverable: `.invalid` is reserved, RFC 2606). */
export const pseudonymAddress = (pseudonym: string) => `${pseudonym.toLowerCase()}@geloescht.invalid`;

const REFUSALS: Record<ErasureRefusal, string> = {
  OWN_ACCOUNT: "You cannot erase your own account.",
  LAST_ACCOUNT_MANAGER: "The company's last active account manager stays until another one is appointed.",
};

/** A refused erasure, with the reason a client names (decision 0988); nothing has been written. */
export const erasureRefused = (reason: ErasureRefusal) => new ApiError("INVALID_PAYLOAD", `Invalid payload. ${REFUSALS[reason]}`, {}, { reason });

/**
 * Refuses erasing the last active account manager of a company: nobody would be left to manage
 * its accounts. A suspended account always goes (suspend it first, or appoint another manager).
 * The association's last administrator needs no such rule: whoever erases on request is one.
 */
async function refuseLastManager(tx: Tx, account: { id: string; companyId: number; status: "active" | "suspended"; endDate: Date | null }, now: Date): Promise<void> {
  if (isSuspended(account, now)) return;
  const manages = (id: SQL | string) => sql`exists (select 1 from ${userPermissions} where ${userPermissions.userId} = ${id} and ${userPermissions.identifier} = 'ACCOUNTMANAGEMENT')`;
  const [self] = await tx.select({ manages: manages(account.id) }).from(users).where(eq(users.id, account.id));
  if (!self?.manages) return;
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, account.companyId), ne(users.id, account.id), notErased, eq(users.status, "active"), or(isNull(users.endDate), gt(users.endDate, now)), manages(sql`${users.id}`)))
    .limit(1);
  if (!other) throw erasureRefused("LAST_ACCOUNT_MANAGER");
}

interface Identity {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  mobile?: string | null;
}

/** What names the person anywhere (full name, addresses, phone numbers), and within their own rows also each part of the name. */
export function needlesOf(p: Identity): { strong: string[]; own: string[] } {
  const clean = (values: (string | null | undefined)[]) => [...new Set(values.map((v) => v?.trim() ?? "").filter((v) => v.length >= 3))];
  const strong = clean([[p.firstName, p.lastName].filter(Boolean).join(" "), p.email, p.phone, p.mobile]);
  return { strong, own: clean([...strong, p.firstName, p.lastName]) };
}

/** The person being erased, as the register's `person` columns find them. */
interface Subject {
  person: ErasedPerson;
  companyId: number | null;
  email: string | null;
  pseudonym: string;
  needles: { strong: string[]; own: string[] };
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const patternOf = (needles: readonly string[]) => needles.map(escapeRegex).join("|");
const column = (table: PgTable, name: string) => (getTableColumns(table) as Record<string, PgColumn>)[name]!;

/** The rows of `m` one of its person columns finds for the subject; null when none of them fits its kind. */
function rowsOf(m: TableMarks, s: Subject): SQL | null {
  // a text column (the record history's `item`) holds a contact's id as text
  const own = (id: string | number) => (col: PgColumn) => (col.dataType === "string" && typeof id === "number" ? sql`${col} = ${String(id)}` : sql`${col} = ${id}`);
  const conditions = m.person.flatMap((e) => {
    const col = column(m.table, e.column);
    let match: SQL | null = null;
    if (e.kind === "user" && s.person.kind === "account") match = own(s.person.id)(col);
    else if (e.kind === "contact" && s.person.kind === "contact") match = own(s.person.id)(col);
    else if (e.kind === "samContact" && s.person.kind === "samContact") match = own(s.person.id)(col);
    else if (e.kind === "session" && s.person.kind === "account") match = sql`${col} in (select ${authSessions.id} from ${authSessions} where ${authSessions.userId} = ${s.person.id})`;
    else if (e.kind === "email" && s.email) {
      match = sql`lower(${col}) = ${s.email.toLowerCase()}`;
      // An address names the person within their company only: a partner's erasure never reaches another company's rows.
      const company = (getTableColumns(m.table) as Record<string, PgColumn>)["companyId"];
      if (company && s.companyId !== null) match = sql`${match} and ${company} = ${s.companyId}`;
    }
    if (!match) return [];
    return [e.when ? sql`(${match} and ${column(m.table, e.when.column)} = ${e.when.equals})` : sql`(${match})`];
  });
  return conditions.length ? sql.join(conditions, sql` or `) : null;
}

/** Rows of a table without person columns (the job queue, customer feedback) whose personal fields quote the person. */
function quotingRows(m: TableMarks, s: Subject): SQL | null {
  if (m.person.length > 0 || s.needles.strong.length === 0) return null;
  const pattern = patternOf(s.needles.strong);
  const cols = Object.keys(m.personal).map((name) => sql`${column(m.table, name)}::text ~* ${pattern}`);
  return cols.length ? sql.join(cols, sql` or `) : null;
}

/** The new value of a `pseudonym` column: the pseudonym, its address, an empty list, or the text with the person's name replaced. */
function pseudonymValue(m: TableMarks, name: string, category: string, s: Subject): SQL | null {
  const col = column(m.table, name);
  if (m.person.some((e) => e.column === name && e.kind !== "email")) return null; // a reference: it keeps pointing at the (pseudonymised) account
  if (col.dataType === "array") return sql`'{}'`;
  if (col.columnType === "PgUUID" || col.dataType === "number") return null;
  if (m.person.some((e) => e.column === name && e.kind === "email")) return sql`${pseudonymAddress(s.pseudonym)}`;
  const pattern = patternOf(s.needles.own);
  if (col.dataType === "json") return pattern ? sql`regexp_replace(${col}::text, ${pattern}, ${s.pseudonym}, 'gi')::jsonb` : null;
  if (category === "identity" || category === "contact" || category === "signIn") return sql`${s.pseudonym}`;
  return pattern ? sql`regexp_replace(${col}, ${pattern}, ${s.pseudonym}, 'gi')` : null;
}

/** Applies the register to the rows `where` finds in `m`; answers the ids of files to delete. */
async function applyMarks(tx: Tx, m: TableMarks, where: SQL, s: Subject): Promise<string[]> {
  const marks = Object.entries(m.personal) as [string, { category: string; erasure: string }][];
  if (marks.length === 0) return [];
  const fileColumns = marks.filter(([, mark]) => mark.erasure === "deleteFile").map(([name]) => column(m.table, name));
  const fileIds = fileColumns.length
    ? (await tx.select(Object.fromEntries(fileColumns.map((c, i) => [`f${i}`, c]))).from(m.table).where(where)).flatMap((r) => Object.values(r).filter((v): v is string => typeof v === "string"))
    : [];
  if (marks.some(([, mark]) => mark.erasure === "deleteRow")) {
    await tx.delete(m.table).where(where);
    return fileIds;
  }
  const set: Record<string, SQL> = {};
  for (const [name, mark] of marks) {
    const value = mark.erasure === "pseudonym" ? pseudonymValue(m, name, mark.category, s) : sql`null`;
    if (value) set[name] = value;
  }
  if (Object.keys(set).length) await tx.update(m.table).set(set).where(where);
  return fileIds;
}

/**
 * The register's tables holding rows of the person, in ORDERED's order, each with its condition:
 * asked in one statement, so an erasure changes the few tables that name the person instead of
 * sending a statement to each of the ~85 (200 contacts in 10 s, issue 41).
 */
async function tablesNaming(tx: Tx, s: Subject): Promise<{ m: TableMarks; where: SQL }[]> {
  const candidates = ORDERED.flatMap((m) => {
    const where = rowsOf(m, s) ?? quotingRows(m, s);
    return where ? [{ m, where }] : [];
  });
  if (candidates.length === 0) return [];
  const result = await tx.execute(sql`select ${sql.join(candidates.map(({ m, where }, i) => sql`exists (select 1 from ${m.table} where ${where}) as ${sql.identifier(`t${i}`)}`), sql`, `)}`);
  const [row] = (result as unknown as { rows: Record<string, boolean>[] }).rows;
  return candidates.filter((_, i) => row?.[`t${i}`] === true);
}

/** Order of the register's tables: those found through a session first (their rows cascade away with the sessions). */
const ORDERED = [...PERSONAL_REGISTER].sort((a, b) => Number(b.person.some((e) => e.kind === "session")) - Number(a.person.some((e) => e.kind === "session")));

/** The person, locked for the erasure; refused (thrown) outside the eraser's scope, before anything else is said about them. */
async function loadSubject(tx: Tx, person: ErasedPerson, secret: string, now: Date, inScope: ScopeCheck): Promise<(Subject & { identity: Identity }) | null> {
  const pseudonym = pseudonymOf(secret, person);
  if (person.kind === "account") {
    const [row] = await tx.select().from(users).where(eq(users.id, person.id)).for("update");
    if (!row || row.erasedAt) return null;
    inScope(row.companyId);
    await refuseLastManager(tx, row, now);
    return { person, companyId: row.companyId, email: row.email, pseudonym, needles: needlesOf(row), identity: row };
  }
  if (person.kind === "contact") {
    const [row] = await tx.select().from(contacts).where(eq(contacts.id, person.id)).for("update");
    if (!row) return null;
    inScope(row.companyId);
    return { person, companyId: row.companyId, email: row.email, pseudonym, needles: needlesOf(row), identity: row };
  }
  const [row] = await tx.select().from(samContacts).where(eq(samContacts.id, person.id)).for("update");
  if (!row) return null;
  inScope(null);
  return { person, companyId: null, email: row.email, pseudonym, needles: needlesOf(row), identity: row };
}

/** Erases the person; answers false when there is no such person (or the account was erased already). */
export async function erasePerson(ctx: ApiContext, person: ErasedPerson, by: Eraser, inScope: ScopeCheck): Promise<boolean> {
  const now = ctx.now();
  const erased = await ctx.db.db.transaction(async (tx) => {
    const s = await loadSubject(tx, person, ctx.jwtSecret, now, inScope);
    if (!s) return null;
    if (person.kind === "contact") await dropContactFromFutureRegistrations(ctx, tx, person.id, now);
    const fileIds: string[] = [];
    for (const { m, where } of await tablesNaming(tx, s)) fileIds.push(...(await applyMarks(tx, m, where, s)));
    if (person.kind === "account") {
      // The row that stays is inert: suspended, without staff roles, hidden from every list.
      await tx.update(users).set({ erasedAt: now, status: "suspended", endDate: now, staffRoles: [], updatedAt: now }).where(eq(users.id, person.id));
    }
    const images = fileIds.length ? await tx.delete(files).where(inArray(files.id, fileIds)).returning({ id: files.id, filenameDisk: files.filenameDisk }) : [];
    await writeAudit(
      tx,
      {
        action: person.kind === "account" ? "account_erased" : "contact_erased",
        companyId: s.companyId,
        actorId: by.actorId,
        onBehalfOfId: by.onBehalfOfId,
        targetId: person.kind === "account" ? person.id : null,
        ip: by.ip,
        userAgent: by.userAgent,
        // a contact has no account to point at: the entry names its pseudonym
        detail: [person.kind === "account" ? null : s.pseudonym, by.reason].filter(Boolean).join(": ") || null,
      },
      now,
    );
    return { images, needles: s.needles.strong };
  });
  if (!erased) return false;
  for (const file of erased.images) await removeStoredFile(ctx, file);
  if (ctx.outboxDir) await forgetOutboxMails(ctx.outboxDir, erased.needles);
  return true;
}

/** Deletes the outbox's mails (DATA_DIR/outbox, no mail server) that name the person; answers how many. */
export async function forgetOutboxMails(dir: string, needles: readonly string[]): Promise<number> {
  if (needles.length === 0) return 0;
  const lower = needles.map((n) => n.toLowerCase());
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith(".eml"));
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const raw = await readFile(file, "utf8").catch(() => "");
    const text = `${raw}\n${mimeText(raw)}`.toLowerCase();
    if (lower.some((n) => text.includes(n))) {
      await unlink(file).catch(() => {});
      removed++;
    }
  }
  return removed;
}

const eraserOf = (auth: AuthContext, meta: SessionMeta, reason?: string): Eraser => ({ ...actorFields(auth, meta), reason });

/** An account manager erases a colleague's account (DELETE extranet/accounts/:id): own company only, never the own account. */
export async function eraseColleague(ctx: ApiContext, auth: AuthContext, rawId: string, meta: SessionMeta): Promise<void> {
  const id = parseId.uuid(rawId);
  if (!id) throw forbidden();
  if (id === auth.user.id) throw erasureRefused("OWN_ACCOUNT");
  const done = await erasePerson(ctx, { kind: "account", id }, eraserOf(auth, meta), (companyId) => {
    if (companyId !== auth.company.id) throw forbidden();
  });
  if (!done) throw forbidden();
}

/** A contact of the own company erased (DELETE items/contact/:id). */
export async function eraseOwnContact(ctx: ApiContext, auth: AuthContext, rawId: string, meta: SessionMeta): Promise<void> {
  const id = parseId.integer(rawId);
  if (!id) throw forbidden();
  const done = await erasePerson(ctx, { kind: "contact", id }, eraserOf(auth, meta), (companyId) => {
    if (companyId !== auth.company.id) throw forbidden();
  });
  if (!done) throw forbidden();
}

/** Administration erases any person on request, with the reason (POST extranet/erasure); an unknown one is FORBIDDEN. */
export async function eraseOnRequest(ctx: ApiContext, auth: AuthContext, payload: ErasurePayload, meta: SessionMeta): Promise<void> {
  const person: ErasedPerson | null =
    payload.kind === "account" ? (parseId.uuid(payload.id) ? { kind: "account", id: payload.id } : null) : parseId.integer(payload.id) ? { kind: payload.kind, id: parseId.integer(payload.id)! } : null;
  if (!person) throw forbidden();
  if (person.kind === "account" && person.id === auth.user.id) throw erasureRefused("OWN_ACCOUNT");
  if (!(await erasePerson(ctx, person, eraserOf(auth, meta, payload.reason), () => {}))) throw forbidden();
}

/** Accounts suspended longer than RETENTION_SUSPENDED_MONTHS (decision 0972): offered to Administration for erasure. */
export async function listSuspendedForErasure(ctx: ApiContext): Promise<SuspendedAccount[]> {
  const cutoff = monthsBefore(ctx.now(), ctx.suspendedMonths ?? DEFAULT_RETENTION.suspendedMonths);
  const rows = await ctx.db.db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, endDate: users.endDate, company: companies.name })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(notErased, lt(users.endDate, cutoff)))
    .orderBy(asc(users.endDate), asc(users.id))
    .limit(500);
  return rows.map((r) => ({ id: r.id, email: r.email, name: displayNameOf({ first_name: r.firstName, last_name: r.lastName, email: r.email }), company: r.company, suspended_since: r.endDate!.toISOString() }));
}
