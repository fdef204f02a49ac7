/**
 * Demo data of the central settlement (issue 15): the ZR accounts the demo companies may open, and
 * for the ZR-Simulator twelve months of receipts (two years for Wohnstudio Brandt Kassel) between the association's suppliers and trading
 * partners, the monthly settlement runs and the suppliers' sales reports. Generated from a fixed
 * seed, so every fresh installation shows the same figures for the same start date.
 */
import { monthBefore } from "../../zr/months";
import type { Tx } from "../db/client";
import { zrAccounts, zrClosedMonths, zrReceipts, zrSales, zrSettlementRuns, type ZrRunStatus } from "../db/schema";

type Companies = { sommer: number; brandt: number; nordholz: number; lichtwerk: number; hanse: number; brandtKassel: number };

/** accid → the company it belongs to and how its tab reads. Exported for the tests. */
export const ZR_DEMO_ACCOUNTS = {
  sommer: { accid: "ZR-100231", company: "sommer", federation: "Einkaufsverband Wohnen eG", brandName: "Möbelhaus Sommer Bielefeld", sort: 1, tabName: "Möbelhaus" },
  sommerKueche: { accid: "ZR-100232", company: "sommer", federation: "Einkaufsverband Wohnen eG", brandName: "Sommer Küchenwelt", sort: 2, tabName: "Küchenwelt" },
  brandt: { accid: "ZR-100415", company: "brandt", federation: "Einkaufsverband Wohnen eG", brandName: "Wohnstudio Brandt", sort: 1, tabName: "Zentralregulierung" },
  hanse: { accid: "ZR-100520", company: "hanse", federation: "Einkaufsverband Wohnen eG", brandName: "Wohnwelt Hanse", sort: 1, tabName: "Zentralregulierung" },
  brandtKassel: { accid: "ZR-100648", company: "brandtKassel", federation: "Einkaufsverband Wohnen eG", brandName: "Wohnstudio Brandt Kassel", sort: 1, tabName: "Zentralregulierung" },
  nordholz: { accid: "ZR-500118", company: "nordholz", federation: "Einkaufsverband Wohnen eG", brandName: "Nordholz Küchenmöbel", sort: 1, tabName: "Zentralregulierung" },
  lichtwerk: { accid: "ZR-500207", company: "lichtwerk", federation: "Einkaufsverband Wohnen eG", brandName: "Lichtwerk Ems Leuchten", sort: 1, tabName: "Zentralregulierung" },
} as const;
type AccountKey = keyof typeof ZR_DEMO_ACCOUNTS;

interface Party {
  accid: string | null;
  name: string;
}
const SUPPLIERS: (Party & { prefix: string; brands: string[]; volume: number })[] = [
  { accid: ZR_DEMO_ACCOUNTS.nordholz.accid, name: "Nordholz Küchenmöbel GmbH", prefix: "NH", brands: ["Nordholz Küchen", "Nordholz Bad"], volume: 1 },
  { accid: ZR_DEMO_ACCOUNTS.lichtwerk.accid, name: "Lichtwerk Ems Leuchten GmbH", prefix: "LW", brands: ["Lichtwerk Ems", "Ems Living Light"], volume: 0.35 },
  { accid: null, name: "Bergmann Polstermöbel GmbH", prefix: "BP", brands: ["Bergmann Polster", "Comfortline by Bergmann"], volume: 0.8 },
  { accid: null, name: "Kaltenbach Schlafsysteme GmbH", prefix: "KS", brands: ["Kaltenbach Schlaf", "Kaltenbach Boxspring"], volume: 0.6 },
];
const PARTNERS: Party[] = [
  { accid: ZR_DEMO_ACCOUNTS.sommer.accid, name: "Möbelhaus Sommer GmbH & Co. KG" },
  { accid: ZR_DEMO_ACCOUNTS.sommerKueche.accid, name: "Sommer Küchenwelt (Möbelhaus Sommer)" },
  { accid: ZR_DEMO_ACCOUNTS.brandt.accid, name: "Wohnstudio Brandt e. K." },
  { accid: ZR_DEMO_ACCOUNTS.hanse.accid, name: "Wohnwelt Hanse Verbund GmbH" },
  { accid: null, name: "Einrichtungshaus Lenz KG" },
];

/** mulberry32: small deterministic generator, so the demo figures are stable. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
function lastDay(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return `${month}-${pad(new Date(Date.UTC(y, m, 0)).getUTCDate())}`;
}

const MONTHS = 12;

/** The suppliers Wohnstudio Brandt Kassel buys from: the association's, two of them outside the portal. */
const KASSEL_SUPPLIERS: (Party & { prefix: string; brands: string[]; monthly: number })[] = [
  { ...SUPPLIERS[0]!, monthly: 18_500_00 },
  { ...SUPPLIERS[1]!, monthly: 4_200_00 },
  { ...SUPPLIERS[2]!, monthly: 12_800_00 },
  { ...SUPPLIERS[3]!, monthly: 9_600_00 },
  { accid: null, name: "Vogtland Tischmanufaktur GmbH", prefix: "VT", brands: ["Vogtland Tische", "Vogtland Stuhlwerk"], monthly: 6_300_00 },
  { accid: null, name: "Heimtex Weber Teppiche GmbH", prefix: "HW", brands: ["Weber Teppiche", "Heimtex Läufer"], monthly: 3_100_00 },
];
/** trade peaks in spring and autumn, a quiet summer */
const SEASON = [0.8, 0.9, 1.15, 1.1, 0.95, 0.8, 0.7, 0.85, 1.1, 1.25, 1.3, 1.1];

/**
 * Wohnstudio Brandt Kassel (decision 0566): the whole previous year and this year up to today, so
 * its purchase volume compares two years; the current year grows about 6 % on the previous.
 * Its own generator, so the other accounts' figures stay as they were.
 */
function kasselReceipts(now: Date): (typeof zrReceipts.$inferInsert)[] {
  const rnd = random(566_2026);
  const partner = { accid: ZR_DEMO_ACCOUNTS.brandtKassel.accid, name: "Wohnstudio Brandt GmbH" };
  const thisYear = now.getUTCFullYear();
  const current = monthBefore(now, 0);
  const out: (typeof zrReceipts.$inferInsert)[] = [];
  let n = 60_000;
  for (const year of [thisYear - 1, thisYear]) {
    for (let m = 1; m <= 12; m++) {
      const month = `${year}-${pad(m)}`;
      if (month > current) break;
      const days = month === current ? Math.max(1, now.getUTCDate()) : Number(lastDay(month).slice(8));
      const growth = year === thisYear ? 1.06 : 1;
      for (const supplier of KASSEL_SUPPLIERS) {
        // the month's volume in two to four invoices, now and then a credit note
        const target = supplier.monthly * SEASON[m - 1]! * growth * (0.8 + rnd() * 0.4);
        const invoices = 2 + Math.floor(rnd() * 3);
        const receipt = (kind: "invoice" | "credit", grossCents: number, brand: string) => {
          n++;
          out.push({
            number: `${kind === "credit" ? "GS" : "RE"}-${supplier.prefix}-${year}-${pad(n, 5)}`,
            kind,
            receiptDate: `${month}-${pad(1 + Math.floor(rnd() * days))}`,
            supplierAccid: supplier.accid,
            supplierName: supplier.name,
            partnerAccid: partner.accid,
            partnerName: partner.name,
            brand,
            grossCents,
            runNumber: month === current ? null : `RL ${month}`,
          });
        };
        for (let i = 0; i < invoices; i++) receipt("invoice", Math.max(100_00, Math.round(target / invoices)), supplier.brands[Math.floor(rnd() * supplier.brands.length)]!);
        if (rnd() < 0.15) receipt("credit", Math.round(target * (0.03 + rnd() * 0.05)), supplier.brands[0]!);
      }
    }
  }
  return out;
}

export async function seedZr(tx: Tx, companyIds: Companies, now: Date): Promise<void> {
  await tx.insert(zrAccounts).values(
    (Object.values(ZR_DEMO_ACCOUNTS) as (typeof ZR_DEMO_ACCOUNTS)[AccountKey][]).map(({ company, ...a }) => ({ ...a, companyId: companyIds[company] })),
  );

  const rnd = random(15_2026);
  const numbers = new Map<string, number>();
  const receipts: (typeof zrReceipts.$inferInsert)[] = [];
  for (let back = MONTHS - 1; back >= 0; back--) {
    const month = monthBefore(now, back);
    const days = back === 0 ? Math.max(1, now.getUTCDate()) : Number(lastDay(month).slice(8));
    for (const supplier of SUPPLIERS) {
      for (const partner of PARTNERS) {
        const count = Math.floor(rnd() * 3 * supplier.volume + (rnd() < supplier.volume ? 1 : 0));
        for (let i = 0; i < count; i++) {
          const n = (numbers.get(supplier.prefix) ?? 1000) + 1;
          numbers.set(supplier.prefix, n);
          const credit = rnd() < 0.12;
          const gross = credit ? Math.round(rnd() * 900_00 + 80_00) : Math.round(rnd() * 14_000_00 + 600_00);
          receipts.push({
            number: `${credit ? "GS" : "RE"}-${supplier.prefix}-${month.slice(0, 4)}-${pad(n, 5)}`,
            kind: credit ? "credit" : "invoice",
            receiptDate: `${month}-${pad(1 + Math.floor(rnd() * days))}`,
            supplierAccid: supplier.accid,
            supplierName: supplier.name,
            partnerAccid: partner.accid,
            partnerName: partner.name,
            brand: supplier.brands[Math.floor(rnd() * supplier.brands.length)]!,
            grossCents: gross,
            runNumber: back === 0 ? null : `RL ${month}`,
          });
        }
      }
    }
  }
  receipts.push(...kasselReceipts(now));
  await tx.insert(zrReceipts).values(receipts);

  // One settlement run per account and month; the current month's is still open.
  const runs: (typeof zrSettlementRuns.$inferInsert)[] = [];
  for (const { accid } of Object.values(ZR_DEMO_ACCOUNTS)) {
    // two years: Wohnstudio Brandt Kassel's receipts reach back that far, the others' one year
    for (let back = 2 * MONTHS - 1; back >= 0; back--) {
      const month = monthBefore(now, back);
      const mine = receipts.filter((r) => r.receiptDate.startsWith(month) && (r.supplierAccid === accid || r.partnerAccid === accid));
      if (mine.length === 0) continue;
      const gross = mine.reduce((sum, r) => sum + (r.kind === "credit" ? -r.grossCents : r.grossCents), 0);
      const status: ZrRunStatus = back === 0 ? "open" : back === 1 ? "settled" : "paid";
      runs.push({
        accid,
        number: `RL ${month}`,
        periodFrom: `${month}-01`,
        periodTo: lastDay(month),
        receiptCount: mine.length,
        grossCents: gross,
        // 2,5 % settlement discount (Delkredere and Skonto) on the net sum
        discountCents: Math.round(Math.max(gross, 0) * 0.025),
        status,
      });
    }
  }
  await tx.insert(zrSettlementRuns).values(runs);

  // Suppliers' sales reports: six months; all but the last two are closed.
  const sales: (typeof zrSales.$inferInsert)[] = [];
  const closed: (typeof zrClosedMonths.$inferInsert)[] = [];
  for (const supplier of SUPPLIERS.filter((s) => s.accid)) {
    for (let back = 6; back >= 1; back--) {
      const month = monthBefore(now, back);
      for (const partner of PARTNERS) {
        if (rnd() < 0.2) continue;
        sales.push({ accid: supplier.accid!, month, partnerName: partner.name, amountCents: Math.round((rnd() * 40_000_00 + 2_000_00) * supplier.volume) });
      }
      if (back > 2) closed.push({ accid: supplier.accid!, month, closedAt: new Date(`${lastDay(monthBefore(now, back - 1))}T18:00:00Z`) });
    }
  }
  await tx.insert(zrSales).values(sales);
  await tx.insert(zrClosedMonths).values(closed);
}
