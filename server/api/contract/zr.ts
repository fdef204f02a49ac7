/**
 * The central-settlement (ZR) client contract (spec §3 "ZR client permission entry", §7 "ZR client"):
 * what POST extranet/check/zrclient-permissions answers and what POST /sam/logon answers.
 * The portal parses both with these schemas, the embedded API and the ZR-Simulator produce them.
 */
import { z } from "zod";

export const zrPermissionEntrySchema = z.object({
  accid: z.string().min(1).max(64),
  federation: z.string(),
  brand_name: z.string(),
  sort: z.number().int(),
  tabName: z.string(),
});
export type ZrPermissionEntry = z.infer<typeof zrPermissionEntrySchema>;

export const zrPermissionsResponseSchema = z.object({
  success: z.boolean(),
  permissions: z.array(zrPermissionEntrySchema),
});

/** POST /sam/logon, form-encoded like the original system expects (session_token, accid, stay=1). */
export const zrLogonRequestSchema = z.object({
  session_token: z.string().min(1).max(4096),
  accid: z.string().min(1).max(64),
  stay: z.literal("1").optional(),
});

export const zrLogonResponseSchema = z.object({ apiSession: z.string().min(16).max(256) });

/*
 * The reports read from the settlement data (issue 30, decision 0566): amounts in cents, signed
 * (invoices less credit notes); a month is `YYYY-MM`.
 */

/** `?year=2026`: a four-digit year; without it the current year (Europe/Berlin). */
export const reportYearQuerySchema = z.object({ year: z.string().regex(/^20\d\d$/, "Expected a year from 2000 to 2099.").optional() }).strict();

const cents = z.number().int();
export const purchaseVolumeSchema = z.object({
  year: z.number().int(),
  /** the years with settlement data, newest first; always holds the current year */
  years: z.array(z.number().int()),
  /** the twelve months; `cents` null for a month of the current year that has not begun */
  months: z.array(z.object({ month: z.string(), cents: cents.nullable(), previous_cents: cents })),
  /** per supplier, over the months that have begun (the comparable period), largest first */
  suppliers: z.array(z.object({ supplier: z.string(), cents, previous_cents: cents })),
  total_cents: cents,
  /** the previous year over the same months as total_cents */
  previous_total_cents: cents,
});
export type PurchaseVolume = z.infer<typeof purchaseVolumeSchema>;

export const settlementStatisticSchema = z.object({
  year: z.number().int(),
  years: z.array(z.number().int()),
  /**
   * the twelve months with the settlement runs of all the company's ZR accounts; `begun`: the month
   * has begun (Europe/Berlin); `previous_gross_cents`: the same month a year before
   */
  months: z.array(z.object({ month: z.string(), begun: z.boolean(), runs: z.number().int(), receipts: z.number().int(), gross_cents: cents, discount_cents: cents, previous_gross_cents: cents })),
});
export type SettlementStatistic = z.infer<typeof settlementStatisticSchema>;
