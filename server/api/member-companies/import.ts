/**
 * The company import (issue 39, decision 0953): a CSV file of companies and their first account
 * managers is read, checked against the description's rules and the database (a dry run, stored
 * with the file's rows), and applied only when no row failed. The apply checks again against the
 * database as it is then, and writes set-based: companies, accounts, their permissions, invitation
 * links, mails and audit rows in batches, in one transaction. Keyed by customer number, so the
 * same file applied again finds every row unchanged and writes nothing.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { formFieldSchema, type FieldSpec } from "../contract/describe";
import { memberCompanyEntity } from "../contract/entities/member-company";
import { IMPORT_COLUMNS, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, IMPORT_MESSAGES } from "../contract/member-company-import";
import { FIELD_MESSAGES, textKey } from "../contract/text-key";
import type { CompanyImport, ImportError, ImportOutcome } from "../contract/member-companies";
import { GRANTABLE_PERMISSIONS, isPagePermission, userTypeOf, type PagePermission, type PartnerRelation } from "../contract/permissions";
import { unknownPasswordHash } from "../auth/passwords";
import type { AuthContext, SessionMeta } from "../auth/sessions";
import type { ApiContext } from "../deps";
import type { Db, Tx } from "../db/client";
import { auditLog, companies, companyImports, passwordTokens, userPermissions, users, type CompanyImportRow, type CompanyRow } from "../db/schema";
import { ApiError } from "../http/errors";
import { loadScopedOrForbidden, parseId } from "../http/scope";
import { queueBulkMails, type LocalisedMail } from "../mail/send";
import { assertLinkAllowed, newPasswordLink } from "../accounts/passwords";
import { invitationMail } from "../accounts/service";
import { readCsv, type CsvDelimiter, type CsvEncoding } from "./csv-read";
import { firstManagerPermissions, normaliseAllowed, withdrawDisallowed } from "./service";

type Values = Record<string, string>;
type StoredRow = { line: number; values: Values };

/** The master data columns a row sets, compared with the stored company to tell changed from unchanged. */
const COMPANY_FIELDS = ["name", "street", "zip", "city", "country", "phone", "email", "website"] as const;
type CompanyField = (typeof COMPANY_FIELDS)[number];
const COLUMN_OF: Record<CompanyField, keyof CompanyRow> = { name: "name", street: "street", zip: "zip", city: "city", country: "country", phone: "phone", email: "email", website: "website" };

const headerOf = (key: string) => IMPORT_COLUMNS.find((c) => c.key === key)!.header;
const BATCH = 500;
const chunks = <T>(items: T[], size = BATCH): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

// --- Reading the file ---

interface ReadFile {
  encoding: CsvEncoding | null;
  delimiter: CsvDelimiter | null;
  rows: StoredRow[];
  /** errors of the file as a whole or of its header (row 0 / 1) */
  errors: ImportError[];
}

export function readImportFile(bytes: Uint8Array): ReadFile {
  if (bytes.length > IMPORT_MAX_BYTES) return { encoding: null, delimiter: null, rows: [], errors: [{ row: 0, column: "", message: textKey(IMPORT_MESSAGES.fileTooLarge, { mb: IMPORT_MAX_BYTES / 1024 / 1024 }) }] };
  const file = readCsv(bytes);
  const errors: ImportError[] = [];
  const [header, ...records] = file.records;
  if (!header) return { encoding: file.encoding, delimiter: file.delimiter, rows: [], errors: [{ row: 0, column: "", message: IMPORT_MESSAGES.fileEmpty }] };
  if (file.unterminated) errors.push({ row: 0, column: "", message: IMPORT_MESSAGES.unterminatedQuote });
  const keys: (string | null)[] = header.cells.map((cell) => {
    const name = cell.trim().toLowerCase();
    const column = IMPORT_COLUMNS.find((c) => c.header.toLowerCase() === name || c.key === name);
    if (!column) errors.push({ row: 1, column: cell.trim(), message: IMPORT_MESSAGES.unknownColumn });
    return column?.key ?? null;
  });
  for (const column of IMPORT_COLUMNS) {
    const times = keys.filter((k) => k === column.key).length;
    if (times > 1) errors.push({ row: 1, column: column.header, message: IMPORT_MESSAGES.duplicateColumn });
    if (column.required && times === 0) errors.push({ row: 1, column: column.header, message: IMPORT_MESSAGES.missingColumn });
  }
  if (!records.length) errors.push({ row: 0, column: "", message: IMPORT_MESSAGES.noRows });
  if (records.length > IMPORT_MAX_ROWS) errors.push({ row: 0, column: "", message: textKey(IMPORT_MESSAGES.tooManyRows, { max: IMPORT_MAX_ROWS }) });
  const rows = records.slice(0, IMPORT_MAX_ROWS).map((record) => {
    const values: Values = {};
    record.cells.forEach((cell, i) => {
      const key = keys[i];
      if (key) values[key] = cell;
      else if (i >= keys.length && cell.trim() !== "") values.__extra = "1";
    });
    return { line: record.line, values };
  });
  return { encoding: file.encoding, delimiter: file.delimiter, rows, errors };
}

// --- Checking the rows (dry run and apply alike) ---

interface PlannedRow {
  line: number;
  customerNumber: string;
  name: string;
  outcome: ImportOutcome;
  relation?: PartnerRelation;
  values?: Record<CompanyField, string | null>;
  allowed?: PagePermission[];
  existing?: CompanyRow;
  account?: { email: string; firstName: string; lastName: string };
  invites: boolean;
}

const fields = memberCompanyEntity.fields as unknown as Record<string, FieldSpec>;
const accountEmail = formFieldSchema(fields.email!);

/** A cell by the description's rule: the value, or the field's message (a text key). */
const cellSchemas = new Map(Object.entries(fields).map(([key, spec]) => [key, formFieldSchema(spec)]));
function checkCell(key: string, raw: string | undefined): { value: unknown } | { message: string } {
  const cell = (raw ?? "").trim();
  const parsed = cellSchemas.get(key)!.safeParse(key === "country" && cell === "" ? "DE" : cell);
  return parsed.success ? { value: parsed.data } : { message: parsed.error.issues[0]?.message ?? IMPORT_MESSAGES.invalidValue };
}

async function inBatches<T, R>(items: T[], load: (batch: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (const batch of chunks(items, 1000)) if (batch.length) out.push(...(await load(batch)));
  return out;
}

export async function planImport(db: Db | Tx, rows: StoredRow[]): Promise<{ planned: PlannedRow[]; errors: ImportError[] }> {
  const errors: ImportError[] = [];
  const planned: PlannedRow[] = [];
  const seenNumbers = new Map<string, number>();
  const seenEmails = new Map<string, number>();
  for (const { line, values } of rows) {
    const rowErrors: ImportError[] = [];
    const fail = (key: string, message: string) => rowErrors.push({ row: line, column: key ? headerOf(key) : "", message });
    if (values.__extra) fail("", IMPORT_MESSAGES.extraValues);
    const out: Partial<Record<string, unknown>> = {};
    for (const key of ["customer_number", "name", "relation", ...COMPANY_FIELDS.filter((f) => f !== "name")]) {
      const checked = checkCell(key, values[key]);
      if ("message" in checked) fail(key, checked.message);
      else out[key] = checked.value;
    }
    const customerNumber = typeof out.customer_number === "string" ? out.customer_number : (values.customer_number ?? "").trim();
    const relation = out.relation as PartnerRelation | undefined;
    if (typeof out.customer_number === "string") {
      const first = seenNumbers.get(customerNumber);
      if (first !== undefined) fail("customer_number", textKey(IMPORT_MESSAGES.customerNumberTwice, { line: first }));
      else seenNumbers.set(customerNumber, line);
    }
    let allowed: PagePermission[] | undefined;
    const permissionCell = (values.allowed_permissions ?? "").trim();
    if (relation) {
      const given = permissionCell.split(/[\s|]+/).filter(Boolean).map((p) => p.toUpperCase());
      const unknown = given.find((p) => !isPagePermission(p));
      const grantable = GRANTABLE_PERMISSIONS[userTypeOf(relation)];
      const outside = given.find((p) => isPagePermission(p) && !grantable.includes(p));
      if (unknown) fail("allowed_permissions", textKey(IMPORT_MESSAGES.unknownPermission, { permission: unknown }));
      else if (outside) fail("allowed_permissions", textKey(IMPORT_MESSAGES.permissionNotAllowed, { permission: outside, relation }));
      else allowed = normaliseAllowed(relation, given.length ? (given as PagePermission[]) : null);
    }
    const first = (values.account_first_name ?? "").trim();
    const last = (values.account_last_name ?? "").trim();
    const email = (values.account_email ?? "").trim().toLowerCase();
    let account: PlannedRow["account"];
    if (first || last || email) {
      if (!email) fail("account_email", IMPORT_MESSAGES.accountEmailRequired);
      else if (!accountEmail.safeParse(email).success) fail("account_email", IMPORT_MESSAGES.accountEmailInvalid);
      else if (seenEmails.has(email)) fail("account_email", textKey(IMPORT_MESSAGES.accountEmailTwice, { line: seenEmails.get(email)! }));
      if (!first) fail("account_first_name", IMPORT_MESSAGES.accountFirstNameRequired);
      else if (first.length > 100) fail("account_first_name", FIELD_MESSAGES.textTooLong);
      if (!last) fail("account_last_name", IMPORT_MESSAGES.accountLastNameRequired);
      else if (last.length > 100) fail("account_last_name", FIELD_MESSAGES.textTooLong);
      if (email && !seenEmails.has(email)) seenEmails.set(email, line);
      account = { email, firstName: first, lastName: last };
    }
    errors.push(...rowErrors);
    planned.push({
      line,
      customerNumber,
      name: typeof out.name === "string" ? out.name : (values.name ?? "").trim(),
      outcome: rowErrors.length ? "failed" : "new",
      relation,
      values: Object.fromEntries(COMPANY_FIELDS.map((f) => [f, (out[f] as string | null | undefined) ?? null])) as Record<CompanyField, string | null>,
      allowed,
      account,
      invites: false,
    });
  }

  // Against the database, in batches: the companies by customer number, the accounts by address.
  const numbers = planned.filter((p) => p.outcome !== "failed").map((p) => p.customerNumber);
  const existing = new Map((await inBatches(numbers, (batch) => db.select().from(companies).where(inArray(companies.customerNumber, batch)))).map((c) => [c.customerNumber!, c]));
  const emails = planned.flatMap((p) => (p.outcome !== "failed" && p.account ? [p.account.email] : []));
  const accounts = new Map((await inBatches(emails, (batch) => db.select({ email: users.email, companyId: users.companyId }).from(users).where(inArray(users.email, batch)))).map((u) => [u.email, u.companyId]));
  const existingIds = [...existing.values()].map((c) => c.id);
  const withAccounts = new Set(
    (await inBatches(existingIds, (batch) => db.selectDistinct({ companyId: users.companyId }).from(users).where(inArray(users.companyId, batch)))).map((r) => r.companyId),
  );

  for (const p of planned) {
    if (p.outcome === "failed") continue;
    const fail = (key: string, message: string) => {
      errors.push({ row: p.line, column: headerOf(key), message });
      p.outcome = "failed";
    };
    const company = existing.get(p.customerNumber);
    if (company) {
      p.existing = company;
      if (company.relation === "VB") fail("customer_number", IMPORT_MESSAGES.associationNumber);
      else if (company.relation !== p.relation) fail("relation", textKey(IMPORT_MESSAGES.relationFixed, { relation: company.relation }));
    }
    if (p.account) {
      const holder = accounts.get(p.account.email);
      if (holder !== undefined && holder !== company?.id) fail("account_email", IMPORT_MESSAGES.emailElsewhere);
      else if (holder === undefined && company && withAccounts.has(company.id)) fail("account_email", IMPORT_MESSAGES.hasAccounts);
      else p.invites = holder === undefined;
    }
    if ((p.outcome as ImportOutcome) === "failed" || !company) continue;
    const same = COMPANY_FIELDS.every((f) => (p.values![f] ?? null) === (company[COLUMN_OF[f]] ?? null)) && JSON.stringify(p.allowed) === JSON.stringify(company.allowedPermissions);
    p.outcome = same && !p.invites ? "unchanged" : "changed";
  }
  errors.sort((a, b) => a.row - b.row);
  return { planned, errors };
}

// --- The answer ---

function answerOf(row: CompanyImportRow): CompanyImport {
  return { ...(row.result as Omit<CompanyImport, "id" | "filename" | "created_at" | "applied_at">), id: row.id, filename: row.filename, created_at: row.createdAt.toISOString(), applied_at: row.appliedAt?.toISOString() ?? null };
}

function resultOf(file: Pick<ReadFile, "encoding" | "delimiter">, planned: PlannedRow[], errors: ImportError[]) {
  const counts = { new: 0, changed: 0, unchanged: 0, failed: 0, invites: 0 };
  for (const p of planned) {
    counts[p.outcome]++;
    if (p.invites) counts.invites++;
  }
  return {
    encoding: file.encoding,
    delimiter: file.delimiter,
    counts,
    rows: planned.map((p) => ({ row: p.line, customer_number: p.customerNumber, name: p.name, outcome: p.outcome, invites: p.invites })),
    errors,
    applicable: errors.length === 0 && planned.length > 0,
  };
}

/** The dry run: reads and checks the file and stores it with its outcome; nothing else is written. */
export async function checkImport(ctx: ApiContext, auth: AuthContext, filename: string, contentBase64: string): Promise<CompanyImport> {
  const file = readImportFile(Buffer.from(contentBase64, "base64"));
  // a file whose header cannot be read has no rows to check
  const { planned, errors } = file.errors.length ? { planned: [], errors: [] } : await planImport(ctx.db.db, file.rows);
  const all = [...file.errors, ...errors];
  const result = resultOf(file, planned, all);
  const [stored] = await ctx.db.db
    .insert(companyImports)
    .values({ createdBy: auth.user.id, filename, rows: file.rows, failed: result.applicable ? 0 : Math.max(1, result.counts.failed), result, createdAt: ctx.now() })
    .returning();
  return answerOf(stored!);
}

async function loadImport(db: Db | Tx, rawId: string): Promise<CompanyImportRow> {
  return loadScopedOrForbidden(rawId, parseId.uuid, async (id) => (await db.select().from(companyImports).where(eq(companyImports.id, id)).limit(1))[0]);
}

export async function readImport(ctx: ApiContext, rawId: string): Promise<CompanyImport> {
  return answerOf(await loadImport(ctx.db.db, rawId));
}

export const importFailed = () => new ApiError("INVALID_PAYLOAD", "Invalid payload. The import has failed rows and is not applied.", {}, { reason: "IMPORT_FAILED" });

/**
 * Applies a stored import whose dry run failed no row: checked again against the database as it
 * is now (a failure now applies nothing either), then written set-based in one transaction.
 */
export async function applyImport(ctx: ApiContext, auth: AuthContext, rawId: string, inviteUrl: string, meta: SessionMeta): Promise<CompanyImport> {
  const base = assertLinkAllowed(ctx, inviteUrl);
  const stored = await loadImport(ctx.db.db, rawId);
  if (stored.failed > 0) throw importFailed();
  // One hash for the whole file (argon2 is slow on purpose); each invitation link sets the real password.
  const passwordHash = await unknownPasswordHash();
  const now = ctx.now();
  const actor = { actorId: auth.impersonatedBy ?? auth.user.id, ip: meta.ip, userAgent: meta.userAgent?.slice(0, 512) ?? null, createdAt: now };
  const applied = await ctx.db.db.transaction(async (tx) => {
    // one import at a time: two applies of overlapping files must not both insert a customer number
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('company-import'))`);
    const { planned, errors } = await planImport(tx, stored.rows);
    if (errors.length) throw importFailed();

    const fresh = planned.filter((p) => p.outcome === "new");
    const changed = planned.filter((p) => p.outcome === "changed");
    const idOf = new Map<string, number>(planned.filter((p) => p.existing).map((p) => [p.customerNumber, p.existing!.id]));
    for (const batch of chunks(fresh)) {
      const inserted = await tx
        .insert(companies)
        .values(batch.map((p) => ({ ...p.values!, name: p.values!.name!, country: p.values!.country ?? "DE", relation: p.relation!, customerNumber: p.customerNumber, allowedPermissions: p.allowed! })))
        .returning({ id: companies.id, customerNumber: companies.customerNumber });
      for (const c of inserted) idOf.set(c.customerNumber!, c.id);
    }
    const edited = changed.filter((p) => COMPANY_FIELDS.some((f) => (p.values![f] ?? null) !== (p.existing![COLUMN_OF[f]] ?? null)) || JSON.stringify(p.allowed) !== JSON.stringify(p.existing!.allowedPermissions));
    for (const batch of chunks(edited)) {
      const rows = sql.join(
        batch.map((p) => sql`(${p.existing!.id}::int, ${p.values!.name}::text, ${p.values!.street}::text, ${p.values!.zip}::text, ${p.values!.city}::text, ${p.values!.country ?? "DE"}::text, ${p.values!.phone}::text, ${p.values!.email}::text, ${p.values!.website}::text, ${p.allowed!.join(",")}::text)`),
        sql`, `,
      );
      await tx.execute(sql`update ${companies} c set name = v.name, street = v.street, zip = v.zip, city = v.city, country = v.country, phone = v.phone, email = v.email, website = v.website,
        allowed_permissions = string_to_array(v.allowed, ','), version = c.version + 1, updated_at = ${now}
        from (values ${rows}) as v(id, name, street, zip, city, country, phone, email, website, allowed) where c.id = v.id`);
    }
    const narrowed = edited.filter((p) => JSON.stringify(p.allowed) !== JSON.stringify(p.existing!.allowedPermissions));
    if (narrowed.length) await withdrawDisallowed(tx, narrowed.map((p) => p.existing!.id), (id) => narrowed.find((p) => p.existing!.id === id)!.allowed!);

    // The first account managers: accounts, permissions, invitation links and mails.
    const invited = planned.filter((p) => p.invites);
    const mails: { message: LocalisedMail; key: string }[] = [];
    const accountAudit: (typeof auditLog.$inferInsert)[] = [];
    for (const batch of chunks(invited)) {
      const created = await tx
        .insert(users)
        .values(batch.map((p) => ({ email: p.account!.email, passwordHash, firstName: p.account!.firstName, lastName: p.account!.lastName, companyId: idOf.get(p.customerNumber)!, language: auth.user.language })))
        .returning({ id: users.id, email: users.email, companyId: users.companyId, language: users.language });
      const byEmail = new Map(batch.map((p) => [p.account!.email, p]));
      const perms = created.flatMap((u) => {
        const p = byEmail.get(u.email)!;
        return firstManagerPermissions({ relation: p.relation!, allowedPermissions: p.allowed! }).map((identifier) => ({ userId: u.id, identifier }));
      });
      for (const part of chunks(perms, 2000)) await tx.insert(userPermissions).values(part);
      const links = created.map((u) => ({ u, ...newPasswordLink(u.id, "invite", base, now) }));
      await tx.insert(passwordTokens).values(links.map((l) => l.row));
      for (const { u, link } of links) {
        mails.push({ message: invitationMail({ name: byEmail.get(u.email)!.name }, u, link), key: `mail:company-import-invite:${u.id}` });
        accountAudit.push({ action: "account_created", companyId: u.companyId, targetId: u.id, detail: "first account manager (import)", ...actor });
      }
    }
    for (const part of chunks(mails, 1000)) await queueBulkMails(ctx, part, tx);

    // The audit trail: each company created or changed, each account, and the import itself.
    const companyAudit: (typeof auditLog.$inferInsert)[] = [
      ...fresh.map((p) => ({ action: "company_created" as const, companyId: idOf.get(p.customerNumber)!, detail: `${p.customerNumber} ${p.name} (Import)`, ...actor })),
      ...changed.map((p) => ({ action: "company_changed" as const, companyId: p.existing!.id, detail: `Import ${stored.filename}`, ...actor })),
    ];
    for (const part of chunks([...companyAudit, ...accountAudit], 1000)) await tx.insert(auditLog).values(part);
    const counts = resultOf(stored.result as ReadFile, planned, []).counts;
    await tx.insert(auditLog).values({
      action: "company_imported",
      companyId: auth.company.id,
      detail: textKey(IMPORT_MESSAGES.audit, { file: stored.filename, new: counts.new, changed: counts.changed, unchanged: counts.unchanged, invites: counts.invites }),
      ...actor,
    });
    const result = { ...(stored.result as object), ...resultOf(stored.result as ReadFile, planned, []) };
    const [updated] = await tx.update(companyImports).set({ applied: true, appliedAt: now, result }).where(and(eq(companyImports.id, stored.id))).returning();
    return updated!;
  });
  return answerOf(applied);
}
