/**
 * The reports read from the settlement data (issue 30, decision 0566): the purchase volume of a
 * trading partner with the association's suppliers, and the settlement runs per month. Both are
 * bound to the ZR accounts of the caller's company (zr_accounts.company_id); another company's
 * accounts never enter a query. The settlement data are the ZR-Simulator's tables, which stand
 * in for the settlement system's data feed: read here, never written.
 */
import { and, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { PurchaseVolume, SettlementStatistic } from "../contract/zr";
import type { Db } from "../db/client";
import { zrAccounts, zrReceipts, zrSettlementRuns } from "../db/schema";
import { berlinDay } from "../review/expiry";

const pad = (n: number) => String(n).padStart(2, "0");
const monthsOf = (year: number) => Array.from({ length: 12 }, (_, i) => `${year}-${pad(i + 1)}`);
const companyAccids = (db: Db, companyId: number) => db.select({ accid: zrAccounts.accid }).from(zrAccounts).where(eq(zrAccounts.companyId, companyId));

/** The year asked for, else the current one in Berlin; and the current month. */
export function reportYear(query: { year?: string }, now: Date): { year: number; currentYear: number; currentMonth: string } {
  const today = berlinDay(now);
  const currentYear = Number(today.slice(0, 4));
  return { year: query.year ? Number(query.year) : currentYear, currentYear, currentMonth: today.slice(0, 7) };
}

/** the years in `found` and the current one, newest first */
const yearList = (found: readonly { year: number }[], currentYear: number) => [...new Set([currentYear, ...found.map((r) => Number(r.year))])].sort((a, b) => b - a);

const signed = sql<string>`coalesce(sum(case when ${zrReceipts.kind} = 'credit' then -${zrReceipts.grossCents} else ${zrReceipts.grossCents} end), 0)`;
const receiptMonth = sql<string>`to_char(${zrReceipts.receiptDate}, 'YYYY-MM')`;

/**
 * Invoices less credit notes where one of the company's accounts is the trading partner, per
 * month and supplier, for `year` and the year before. Months of the current year that have not
 * begun are null; the totals and the suppliers compare the months that have begun.
 */
export async function purchaseVolumeOf(db: Db, companyId: number, when: ReturnType<typeof reportYear>): Promise<PurchaseVolume> {
  const { year, currentYear, currentMonth } = when;
  const mine = inArray(zrReceipts.partnerAccid, companyAccids(db, companyId));
  const [rows, years] = await Promise.all([
    db
      .select({ month: receiptMonth, supplier: zrReceipts.supplierName, cents: signed })
      .from(zrReceipts)
      .where(and(mine, gte(zrReceipts.receiptDate, `${year - 1}-01-01`), lt(zrReceipts.receiptDate, `${year + 1}-01-01`)))
      .groupBy(receiptMonth, zrReceipts.supplierName),
    db
      .selectDistinct({ year: sql<number>`extract(year from ${zrReceipts.receiptDate})::int` })
      .from(zrReceipts)
      .where(mine)
      .orderBy(desc(sql`1`)),
  ]);
  const sum = (month: string, supplier?: string) => rows.filter((r) => r.month === month && (supplier === undefined || r.supplier === supplier)).reduce((n, r) => n + Number(r.cents), 0);
  const months = monthsOf(year).map((month) => ({ month, cents: month > currentMonth ? null : sum(month), previous_cents: sum(`${year - 1}${month.slice(4)}`) }));
  const begun = months.filter((m) => m.cents !== null);
  const suppliers = [...new Set(rows.map((r) => r.supplier))]
    .map((supplier) => ({
      supplier,
      cents: begun.reduce((n, m) => n + sum(m.month, supplier), 0),
      previous_cents: begun.reduce((n, m) => n + sum(`${year - 1}${m.month.slice(4)}`, supplier), 0),
    }))
    .filter((s) => s.cents !== 0 || s.previous_cents !== 0)
    .sort((a, b) => b.cents - a.cents || b.previous_cents - a.previous_cents || a.supplier.localeCompare(b.supplier, "de"));
  return {
    year,
    years: yearList(years, currentYear),
    months,
    suppliers,
    total_cents: begun.reduce((n, m) => n + (m.cents ?? 0), 0),
    previous_total_cents: begun.reduce((n, m) => n + m.previous_cents, 0),
  };
}

/**
 * The settlement runs of the company's accounts per month of `year` (a run's month is its period's
 * start), each month's gross amount beside that of the same month a year before.
 */
export async function settlementStatisticOf(db: Db, companyId: number, when: ReturnType<typeof reportYear>): Promise<SettlementStatistic> {
  const { year, currentYear, currentMonth } = when;
  const mine = inArray(zrSettlementRuns.accid, companyAccids(db, companyId));
  const runMonth = sql<string>`to_char(${zrSettlementRuns.periodFrom}, 'YYYY-MM')`;
  const [rows, years] = await Promise.all([
    db
      .select({
        month: runMonth,
        runs: sql<string>`count(*)`,
        receipts: sql<string>`sum(${zrSettlementRuns.receiptCount})`,
        gross: sql<string>`sum(${zrSettlementRuns.grossCents})`,
        discount: sql<string>`sum(${zrSettlementRuns.discountCents})`,
      })
      .from(zrSettlementRuns)
      .where(and(mine, gte(zrSettlementRuns.periodFrom, `${year - 1}-01-01`), lt(zrSettlementRuns.periodFrom, `${year + 1}-01-01`)))
      .groupBy(runMonth),
    db
      .selectDistinct({ year: sql<number>`extract(year from ${zrSettlementRuns.periodFrom})::int` })
      .from(zrSettlementRuns)
      .where(mine)
      .orderBy(desc(sql`1`)),
  ]);
  return {
    year,
    years: yearList(years, currentYear),
    months: monthsOf(year).map((month) => {
      const r = rows.find((row) => row.month === month);
      const before = rows.find((row) => row.month === `${year - 1}${month.slice(4)}`);
      return {
        month,
        begun: month <= currentMonth,
        runs: Number(r?.runs ?? 0),
        receipts: Number(r?.receipts ?? 0),
        gross_cents: Number(r?.gross ?? 0),
        discount_cents: Number(r?.discount ?? 0),
        previous_gross_cents: Number(before?.gross ?? 0),
      };
    }),
  };
}
