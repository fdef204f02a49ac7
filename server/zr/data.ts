/**
 * The ZR-Simulator's reads and writes. Every function takes the account (accid) of the apiSession
 * and touches only that account's rows: a receipt is the account's when it is its supplier or its
 * trading partner; runs, sales, uploads carry the accid.
 */
import { and, asc, count, desc, eq, gte, ilike, isNotNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../api/db/client";
import { containsPattern } from "../api/db/like";
import { zrAccounts, zrClosedMonths, zrReceipts, zrSales, zrSettlementRuns, zrUploads } from "../api/db/schema";
import type { ReceiptLine, SalesLine } from "./csv";

export type AccountKind = "HP" | "LF";
export interface ZrAccount {
  accid: string;
  kind: AccountKind;
}

export const PAGE_SIZE = 20;
/** a year of monthly runs spans two pages */
export const RUNS_PAGE_SIZE = 10;

const mine = (a: ZrAccount): SQL => (a.kind === "LF" ? eq(zrReceipts.supplierAccid, a.accid) : eq(zrReceipts.partnerAccid, a.accid));
/** the other side of a receipt, seen from the account */
const counterparty = (a: ZrAccount) => (a.kind === "LF" ? zrReceipts.partnerName : zrReceipts.supplierName);

export async function accountInfo(db: Db, accid: string) {
  const [row] = await db.select({ accid: zrAccounts.accid, federation: zrAccounts.federation, brandName: zrAccounts.brandName }).from(zrAccounts).where(eq(zrAccounts.accid, accid));
  return row ?? null;
}

export async function listRuns(db: Db, accid: string, page: number) {
  const where = eq(zrSettlementRuns.accid, accid);
  const [rows, [total]] = await Promise.all([
    db.select().from(zrSettlementRuns).where(where).orderBy(desc(zrSettlementRuns.periodFrom)).limit(RUNS_PAGE_SIZE).offset((page - 1) * RUNS_PAGE_SIZE),
    db.select({ n: count() }).from(zrSettlementRuns).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export interface ReceiptFilter {
  number?: string;
  from?: string;
  to?: string;
  partner?: string;
  brand?: string;
  minCents?: number;
  maxCents?: number;
}

export async function searchReceipts(db: Db, account: ZrAccount, filter: ReceiptFilter, page: number) {
  const conditions: SQL[] = [mine(account)];
  if (filter.number) conditions.push(ilike(zrReceipts.number, containsPattern(filter.number)));
  if (filter.from) conditions.push(gte(zrReceipts.receiptDate, filter.from));
  if (filter.to) conditions.push(lte(zrReceipts.receiptDate, filter.to));
  if (filter.partner) conditions.push(eq(counterparty(account), filter.partner));
  if (filter.brand) conditions.push(eq(zrReceipts.brand, filter.brand));
  if (filter.minCents !== undefined) conditions.push(gte(zrReceipts.grossCents, filter.minCents));
  if (filter.maxCents !== undefined) conditions.push(lte(zrReceipts.grossCents, filter.maxCents));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db.select().from(zrReceipts).where(where).orderBy(desc(zrReceipts.receiptDate), desc(zrReceipts.id)).limit(PAGE_SIZE).offset((page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(zrReceipts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The names the filters offer: counterparties and brands of the account's receipts. */
export async function receiptFacets(db: Db, account: ZrAccount) {
  const party = counterparty(account);
  const [partners, brands] = await Promise.all([
    db.selectDistinct({ name: party }).from(zrReceipts).where(mine(account)).orderBy(asc(party)),
    db.selectDistinct({ name: zrReceipts.brand }).from(zrReceipts).where(mine(account)).orderBy(asc(zrReceipts.brand)),
  ]);
  return { partners: partners.map((p) => p.name), brands: brands.map((b) => b.name) };
}

/** One receipt, only if it is the account's (else null: the caller answers FORBIDDEN). */
export async function receiptOf(db: Db, account: ZrAccount, id: number) {
  const [row] = await db.select().from(zrReceipts).where(and(eq(zrReceipts.id, id), or(eq(zrReceipts.supplierAccid, account.accid), eq(zrReceipts.partnerAccid, account.accid))));
  return row ?? null;
}

export async function receiptNumbersOf(db: Db, accid: string): Promise<Set<string>> {
  const rows = await db.select({ number: zrReceipts.number }).from(zrReceipts).where(eq(zrReceipts.supplierAccid, accid));
  return new Set(rows.map((r) => r.number));
}

/** CSV receipts of a supplier: one transaction, the trading partner's account resolved by its name. */
export async function importReceipts(db: Db, supplier: ZrAccount, supplierName: string, lines: readonly ReceiptLine[]) {
  const partnerAccids = new Map(
    (await db.selectDistinct({ name: zrReceipts.partnerName, accid: zrReceipts.partnerAccid }).from(zrReceipts).where(isNotNull(zrReceipts.partnerAccid))).map((r) => [r.name, r.accid]),
  );
  await db.insert(zrReceipts).values(
    lines.map((l) => ({
      number: l.number,
      kind: l.kind,
      receiptDate: l.date,
      supplierAccid: supplier.accid,
      supplierName,
      partnerAccid: partnerAccids.get(l.partner) ?? null,
      partnerName: l.partner,
      brand: l.brand,
      grossCents: l.grossCents,
    })),
  );
}

/** the supplier's own name as its receipts carry it */
export async function supplierNameOf(db: Db, accid: string, fallback: string): Promise<string> {
  const [row] = await db.select({ name: zrReceipts.supplierName }).from(zrReceipts).where(eq(zrReceipts.supplierAccid, accid)).limit(1);
  return row?.name ?? fallback;
}

export async function recordUpload(db: Db, accid: string, upload: { fileName: string; kind: "pdf" | "csv"; bytes: number; sha256: string; count: number }) {
  await db.insert(zrUploads).values({ accid, ...upload });
}

export async function recentUploads(db: Db, accid: string) {
  return db.select().from(zrUploads).where(eq(zrUploads.accid, accid)).orderBy(desc(zrUploads.createdAt), desc(zrUploads.id)).limit(10);
}

export async function salesOf(db: Db, accid: string, month: string) {
  const [rows, [closed]] = await Promise.all([
    db.select({ partner: zrSales.partnerName, amountCents: zrSales.amountCents }).from(zrSales).where(and(eq(zrSales.accid, accid), eq(zrSales.month, month))),
    db.select({ closedAt: zrClosedMonths.closedAt }).from(zrClosedMonths).where(and(eq(zrClosedMonths.accid, accid), eq(zrClosedMonths.month, month))),
  ]);
  return { amounts: new Map(rows.map((r) => [r.partner, r.amountCents])), closedAt: closed?.closedAt ?? null };
}

export class MonthClosedError extends Error {}

/**
 * Replaces the month's report; refused once the month is closed. The lock on the closing row's
 * key makes a save and a concurrent close of the same month run one after the other.
 */
export async function saveSales(db: Db, accid: string, month: string, lines: readonly SalesLine[], close = false): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`zr-sales:${accid}:${month}`}))`);
    const [closed] = await tx.select({ m: zrClosedMonths.month }).from(zrClosedMonths).where(and(eq(zrClosedMonths.accid, accid), eq(zrClosedMonths.month, month)));
    if (closed) throw new MonthClosedError();
    if (!close) {
      await tx.delete(zrSales).where(and(eq(zrSales.accid, accid), eq(zrSales.month, month)));
      const rows = lines.filter((l) => l.amountCents > 0).map((l) => ({ accid, month, partnerName: l.partner, amountCents: l.amountCents }));
      if (rows.length > 0) await tx.insert(zrSales).values(rows);
    } else {
      await tx.insert(zrClosedMonths).values({ accid, month });
    }
  });
}

/** Every trading partner the settlement knows (a CSV line must name one of them). */
export async function knownPartners(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ name: zrReceipts.partnerName }).from(zrReceipts).orderBy(asc(zrReceipts.partnerName));
  return rows.map((r) => r.name);
}

/** The trading partners a supplier settles with: those of its receipts. */
export async function partnersOfSupplier(db: Db, accid: string): Promise<string[]> {
  const rows = await db.selectDistinct({ name: zrReceipts.partnerName }).from(zrReceipts).where(eq(zrReceipts.supplierAccid, accid)).orderBy(asc(zrReceipts.partnerName));
  return rows.map((r) => r.name);
}

export async function brandsOfSupplier(db: Db, accid: string): Promise<string[]> {
  const rows = await db.selectDistinct({ name: zrReceipts.brand }).from(zrReceipts).where(eq(zrReceipts.supplierAccid, accid)).orderBy(asc(zrReceipts.brand));
  return rows.map((r) => r.name);
}

const signed = sql<number>`sum(case when ${zrReceipts.kind} = 'credit' then -${zrReceipts.grossCents} else ${zrReceipts.grossCents} end)::bigint`;

export interface TurnoverRow {
  month: string;
  brand: string;
  partner: string;
  cents: number;
}

/** Turnover (invoices less credit notes) from `fromDate` on, by month, brand and counterparty. */
export async function turnover(db: Db, account: ZrAccount, fromDate: string): Promise<TurnoverRow[]> {
  const month = sql<string>`to_char(${zrReceipts.receiptDate}, 'YYYY-MM')`;
  const party = counterparty(account);
  const rows = await db
    .select({ month, brand: zrReceipts.brand, partner: party, cents: signed })
    .from(zrReceipts)
    .where(and(mine(account), gte(zrReceipts.receiptDate, fromDate)))
    .groupBy(month, zrReceipts.brand, party)
    .orderBy(month, asc(zrReceipts.brand), asc(party));
  return rows.map((r) => ({ ...r, cents: Number(r.cents) }));
}

/** HP: each supplier with the turnover of its settled receipts (those in a settlement run). */
export async function suppliersOfPartner(db: Db, accid: string) {
  const rows = await db
    .select({ supplier: zrReceipts.supplierName, receipts: count(), cents: signed, last: sql<string>`max(${zrReceipts.receiptDate})` })
    .from(zrReceipts)
    .where(and(eq(zrReceipts.partnerAccid, accid), isNotNull(zrReceipts.runNumber)))
    .groupBy(zrReceipts.supplierName)
    .orderBy(asc(zrReceipts.supplierName));
  return rows.map((r) => ({ ...r, cents: Number(r.cents) }));
}

