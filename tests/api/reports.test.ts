/**
 * The reports from the settlement data (issue 30, decision 0566): GET extranet/reports/purchase-volume
 * (IVO, trading partners) and GET extranet/reports/settlement-statistic (STATISTIC) answer the
 * figures of the caller's own company's ZR accounts only, refuse users without the permission, and
 * validate the year.
 */
import { and, eq, gte, inArray, lt } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { PurchaseVolume, SettlementStatistic } from "#contract/zr";
import { zrAccounts, zrReceipts, zrSettlementRuns } from "../../server/api/db/schema";
import { DEMO_COMPANIES, DEMO_USERS } from "../../server/api/seed/demo";
import { ZR_DEMO_ACCOUNTS } from "../../server/api/seed/zr";
import { dataOf, errorCodeOf, useTestApi } from "./fixture";

const api = useTestApi();
const tokens: Record<string, string> = {};
const VOLUME = "/api/extranet/reports/purchase-volume";
const STATISTIC = "/api/extranet/reports/settlement-statistic";

beforeAll(async () => {
  for (const user of ["ivo", "statistik", "haendler", "leser", "lieferant", "rp"] as const) tokens[user] = (await api.login(DEMO_USERS[user].email)).access_token;
});

/** signed receipts of the partner accounts in [from, to), straight from the table */
async function receiptSum(accids: string[], from: string, to: string): Promise<number> {
  const rows = await api.database.db
    .select({ kind: zrReceipts.kind, cents: zrReceipts.grossCents })
    .from(zrReceipts)
    .where(and(inArray(zrReceipts.partnerAccid, accids), gte(zrReceipts.receiptDate, from), lt(zrReceipts.receiptDate, to)));
  return rows.reduce((n, r) => n + (r.kind === "credit" ? -r.cents : r.cents), 0);
}

describe("GET extranet/reports/purchase-volume", () => {
  it("answers the own company's volume per month against the previous year", async () => {
    const body = await dataOf<PurchaseVolume>(await api.request("GET", `${VOLUME}?year=2026`, { token: tokens.ivo }));
    const kassel = [ZR_DEMO_ACCOUNTS.brandtKassel.accid];
    // the test clock stands on 02.03.2026: January to March have begun
    expect(body.year).toBe(2026);
    expect(body.years).toEqual([2026, 2025]);
    expect(body.months.map((m) => m.month)).toEqual(["2026-01", "2026-02", "2026-03", "2026-04", "2026-05", "2026-06", "2026-07", "2026-08", "2026-09", "2026-10", "2026-11", "2026-12"]);
    expect(body.months.slice(3).every((m) => m.cents === null)).toBe(true);
    expect(body.months[0]!.cents).toBe(await receiptSum(kassel, "2026-01-01", "2026-02-01"));
    expect(body.months[1]!.previous_cents).toBe(await receiptSum(kassel, "2025-02-01", "2025-03-01"));
    expect(body.months[11]!.previous_cents).toBe(await receiptSum(kassel, "2025-12-01", "2026-01-01"));
    expect(body.total_cents).toBe(await receiptSum(kassel, "2026-01-01", "2026-04-01"));
    expect(body.previous_total_cents).toBe(await receiptSum(kassel, "2025-01-01", "2025-04-01"));
    expect(body.total_cents).toBeGreaterThan(0);
    expect(body.suppliers.reduce((n, s) => n + s.cents, 0)).toBe(body.total_cents);
    expect(body.suppliers.map((s) => s.supplier)).toContain("Nordholz Küchenmöbel GmbH");

    const last = await dataOf<PurchaseVolume>(await api.request("GET", `${VOLUME}?year=2025`, { token: tokens.ivo }));
    expect(last.months.every((m) => m.cents !== null)).toBe(true);
    expect(last.total_cents).toBe(await receiptSum(kassel, "2025-01-01", "2026-01-01"));
    // no data before 2025: the previous year is all zero
    expect(last.previous_total_cents).toBe(0);
  });

  it("without a year answers the current one", async () => {
    expect((await dataOf<PurchaseVolume>(await api.request("GET", VOLUME, { token: tokens.ivo }))).year).toBe(2026);
  });

  it("never counts another company's receipts", async () => {
    const mine = await dataOf<PurchaseVolume>(await api.request("GET", `${VOLUME}?year=2026`, { token: tokens.haendler }));
    const sommer = (await api.database.db.select({ accid: zrAccounts.accid }).from(zrAccounts).where(eq(zrAccounts.companyId, DEMO_COMPANIES.sommer.id))).map((a) => a.accid);
    expect(sommer).not.toContain(ZR_DEMO_ACCOUNTS.brandtKassel.accid);
    expect(mine.total_cents).toBe(await receiptSum(sommer, "2026-01-01", "2026-04-01"));
    expect(mine.suppliers.map((s) => s.supplier)).not.toContain("Vogtland Tischmanufaktur GmbH");
    // a query parameter naming another company or account is no parameter of the endpoint
    for (const query of [`company=${DEMO_COMPANIES.sommer.id}`, `accid=${ZR_DEMO_ACCOUNTS.sommer.accid}`]) {
      const res = await api.request("GET", `${VOLUME}?${query}`, { token: tokens.ivo });
      expect(res.status).toBe(400);
      expect(await errorCodeOf(res)).toBe("INVALID_QUERY");
    }
  });

  it("refuses users without IVO, suppliers and anonymous callers", async () => {
    for (const token of [tokens.statistik, tokens.leser, tokens.lieferant, undefined]) {
      const res = await api.request("GET", `${VOLUME}?year=2026`, { token });
      expect(res.status).toBe(403);
      expect(await errorCodeOf(res)).toBe("FORBIDDEN");
    }
  });

  it("refuses a year that is no year", async () => {
    for (const year of ["26", "1999", "2026-01", "abcd", "20260"]) {
      const res = await api.request("GET", `${VOLUME}?year=${year}`, { token: tokens.ivo });
      expect(res.status, year).toBe(400);
      expect(await errorCodeOf(res)).toBe("INVALID_QUERY");
    }
  });
});

describe("GET extranet/reports/settlement-statistic", () => {
  it("answers the own company's settlement runs per month", async () => {
    const body = await dataOf<SettlementStatistic>(await api.request("GET", `${STATISTIC}?year=2025`, { token: tokens.statistik }));
    const runs = await api.database.db
      .select()
      .from(zrSettlementRuns)
      .where(and(eq(zrSettlementRuns.accid, ZR_DEMO_ACCOUNTS.brandtKassel.accid), gte(zrSettlementRuns.periodFrom, "2025-01-01"), lt(zrSettlementRuns.periodFrom, "2026-01-01")));
    expect(runs.length).toBe(12);
    expect(body.years).toEqual([2026, 2025]);
    expect(body.months.map((m) => m.runs)).toEqual(Array(12).fill(1));
    expect(body.months.reduce((n, m) => n + m.receipts, 0)).toBe(runs.reduce((n, r) => n + r.receiptCount, 0));
    expect(body.months.reduce((n, m) => n + m.gross_cents, 0)).toBe(runs.reduce((n, r) => n + r.grossCents, 0));
    expect(body.months.reduce((n, m) => n + m.discount_cents, 0)).toBe(runs.reduce((n, r) => n + r.discountCents, 0));
  });

  it("sets each month's gross amount beside the same month a year before; months not begun are marked", async () => {
    // the test clock stands on 02.03.2026
    const body = await dataOf<SettlementStatistic>(await api.request("GET", `${STATISTIC}?year=2026`, { token: tokens.statistik }));
    const before = await dataOf<SettlementStatistic>(await api.request("GET", `${STATISTIC}?year=2025`, { token: tokens.statistik }));
    expect(body.months.map((m) => m.previous_gross_cents)).toEqual(before.months.map((m) => m.gross_cents));
    expect(body.months.map((m) => m.begun)).toEqual([true, true, true, ...Array(9).fill(false)]);
    expect(before.months.every((m) => m.begun)).toBe(true);
    expect(before.months.reduce((n, m) => n + m.gross_cents, 0)).toBeGreaterThan(0);
  });

  it("never counts another company's runs and refuses users without STATISTIC", async () => {
    // rp@ (Lichtwerk) holds STATISTIC: only Lichtwerk's account
    const rp = await dataOf<SettlementStatistic>(await api.request("GET", `${STATISTIC}?year=2025`, { token: tokens.rp }));
    const lichtwerk = await api.database.db.select().from(zrSettlementRuns).where(and(eq(zrSettlementRuns.accid, ZR_DEMO_ACCOUNTS.lichtwerk.accid), gte(zrSettlementRuns.periodFrom, "2025-01-01"), lt(zrSettlementRuns.periodFrom, "2026-01-01")));
    expect(rp.months.reduce((n, m) => n + m.gross_cents, 0)).toBe(lichtwerk.reduce((n, r) => n + r.grossCents, 0));
    for (const token of [tokens.ivo, tokens.leser, undefined]) {
      const res = await api.request("GET", STATISTIC, { token });
      expect(res.status).toBe(403);
      expect(await errorCodeOf(res)).toBe("FORBIDDEN");
    }
  });
});
