import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, pgTable, primaryKey, smallint, text, unique, uuid } from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { inList, timestamptz } from "./columns";

/**
 * The central-settlement (ZR) accounts a company may open in the ZR client (spec §3 "ZR client
 * permission entry"): the API answers them from POST extranet/check/zrclient-permissions.
 */
export const zrAccounts = pgTable(
  "zr_accounts",
  {
    accid: text("accid").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    federation: text("federation").notNull(),
    brandName: text("brand_name").notNull(),
    sort: smallint("sort").notNull().default(0),
    tabName: text("tab_name").notNull(),
  },
  (t) => [index("zr_accounts_company_idx").on(t.companyId)],
);

/*
 * Everything below belongs to the ZR-Simulator (server/zr), which stands in for the external
 * settlement system. Its tables share the one migration chain so the embedded default stays one
 * database; server/api only reads receipts and runs for the reports (server/api/zr/reports.ts,
 * decision 0566), standing in for the settlement system's data feed.
 */

export const ZR_ACCOUNT_KINDS = ["HP", "LF"] as const;

/** An apiSession handed out by POST /sam/logon; only its hash is stored. */
export const zrSessions = pgTable(
  "zr_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    accid: text("accid")
      .notNull()
      .references(() => zrAccounts.accid, { onDelete: "cascade" }),
    /** HP: the trading partner's view; LF: the supplier's (upload, sales report) */
    kind: text("kind").$type<(typeof ZR_ACCOUNT_KINDS)[number]>().notNull(),
    userId: uuid("user_id").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (t) => [check("zr_sessions_kind_check", inList(t.kind, ZR_ACCOUNT_KINDS)), index("zr_sessions_expires_idx").on(t.expiresAt)],
);

export const ZR_RUN_STATUSES = ["open", "settled", "paid"] as const;
export type ZrRunStatus = (typeof ZR_RUN_STATUSES)[number];

/** A settlement run (Regulierungslauf) of one account: the receipts settled together. */
export const zrSettlementRuns = pgTable(
  "zr_settlement_runs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    accid: text("accid")
      .notNull()
      .references(() => zrAccounts.accid, { onDelete: "cascade" }),
    number: text("number").notNull(),
    periodFrom: date("period_from", { mode: "string" }).notNull(),
    periodTo: date("period_to", { mode: "string" }).notNull(),
    receiptCount: integer("receipt_count").notNull(),
    /** cents */
    grossCents: bigint("gross_cents", { mode: "number" }).notNull(),
    discountCents: bigint("discount_cents", { mode: "number" }).notNull(),
    status: text("status").$type<ZrRunStatus>().notNull(),
  },
  (t) => [check("zr_runs_status_check", inList(t.status, ZR_RUN_STATUSES)), index("zr_runs_accid_idx").on(t.accid, t.periodFrom), unique("zr_runs_number_uq").on(t.accid, t.number)],
);

export const ZR_RECEIPT_KINDS = ["invoice", "credit"] as const;
export type ZrReceiptKind = (typeof ZR_RECEIPT_KINDS)[number];

/**
 * A receipt between a supplier and a trading partner, settled centrally. An account sees the
 * receipts where it is the supplier or the partner; the other side may be outside the portal.
 */
export const zrReceipts = pgTable(
  "zr_receipts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    number: text("number").notNull(),
    kind: text("kind").$type<ZrReceiptKind>().notNull(),
    receiptDate: date("receipt_date", { mode: "string" }).notNull(),
    supplierAccid: text("supplier_accid").references(() => zrAccounts.accid, { onDelete: "cascade" }),
    supplierName: text("supplier_name").notNull(),
    partnerAccid: text("partner_accid").references(() => zrAccounts.accid, { onDelete: "cascade" }),
    partnerName: text("partner_name").notNull(),
    brand: text("brand").notNull(),
    /** gross amount in cents; credit notes are stored positive and shown as such */
    grossCents: bigint("gross_cents", { mode: "number" }).notNull(),
    runNumber: text("run_number"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    check("zr_receipts_kind_check", inList(t.kind, ZR_RECEIPT_KINDS)),
    check("zr_receipts_amount_check", sql`${t.grossCents} > 0`),
    index("zr_receipts_supplier_idx").on(t.supplierAccid, t.receiptDate),
    index("zr_receipts_partner_idx").on(t.partnerAccid, t.receiptDate),
  ],
);

/** A supplier's reported monthly sales to one trading partner (Umsatzmeldung). */
export const zrSales = pgTable(
  "zr_sales",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    accid: text("accid")
      .notNull()
      .references(() => zrAccounts.accid, { onDelete: "cascade" }),
    /** YYYY-MM */
    month: text("month").notNull(),
    partnerName: text("partner_name").notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
  },
  (t) => [unique("zr_sales_month_partner_uq").on(t.accid, t.month, t.partnerName), check("zr_sales_amount_check", sql`${t.amountCents} >= 0`)],
);

/** A closed month of a supplier's sales report: no more corrections. */
export const zrClosedMonths = pgTable(
  "zr_closed_months",
  {
    accid: text("accid")
      .notNull()
      .references(() => zrAccounts.accid, { onDelete: "cascade" }),
    month: text("month").notNull(),
    closedAt: timestamptz("closed_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accid, t.month] })],
);

/** A receipt file a supplier uploaded: PDFs wait for capture by the settlement office, CSVs are imported at once. */
export const zrUploads = pgTable(
  "zr_uploads",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    accid: text("accid")
      .notNull()
      .references(() => zrAccounts.accid, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    kind: text("kind").$type<"pdf" | "csv">().notNull(),
    bytes: integer("bytes").notNull(),
    sha256: text("sha256").notNull(),
    /** CSV: receipts imported; PDF: pages found */
    count: integer("count").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [check("zr_uploads_kind_check", inList(t.kind, ["pdf", "csv"])), index("zr_uploads_accid_idx").on(t.accid, t.createdAt)],
);
