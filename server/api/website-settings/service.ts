/**
 * The company's website settings record (decision 0730): read, create once, update with version
 * and audit. Everything is scoped to the caller's company: another company's record answers
 * FORBIDDEN like an unknown id; the logo and the opening-hours address must be the company's own.
 */
import { and, asc, eq } from "drizzle-orm";
import type { AuthContext } from "../auth/sessions";
import type { AddressType } from "../contract/values";
import type { Db } from "../db/client";
import { addresses, files, websiteSettings } from "../db/schema";
import type { ApiContext } from "../deps";
import { recordActivity } from "../editing/audit";
import { versionedUpdate } from "../editing/versioned-update";
import { readImageTexts, writeImageTexts } from "../collections/image-texts";
import type { AltText } from "../contract/describe";
import { claimFile } from "../files/pending";
import { ApiError, forbidden } from "../http/errors";
import { formattedFieldsOf } from "../contract/describe";
import { withRichTextHtml } from "../contract/rich-text";
import { WEBSITE_SETTINGS_FIELDS, WEBSITE_SETTINGS_NAME, websiteSettingsRecordSchema, type WebsiteSettingsPayload } from "../contract/collections/website-settings";

type Row = typeof websiteSettings.$inferSelect;

export interface WebsiteSettings extends Record<string, unknown> {
  id: number;
  version: number;
  logo: { id: string; filename_download: string } | null;
  /** the logo's alternative text (issue 27) */
  alt_texts: Record<string, AltText>;
  /** the company's addresses the opening hours can come from (read-only, for the choice) */
  addresses: { id: number; address_type: AddressType; label: string }[];
  /** the formatted texts' sanitized HTML (decision 0530) */
  imprint_html: string | null;
  privacy_html: string | null;
}

async function addressOptions(db: Db, companyId: number) {
  const rows = await db.select().from(addresses).where(eq(addresses.companyId, companyId)).orderBy(asc(addresses.id));
  return rows.map((a) => ({
    id: a.id,
    address_type: a.addressType,
    label: [a.name, a.street, [a.zip, a.city].filter(Boolean).join(" ")].filter(Boolean).join(", "),
  }));
}

const FORMATTED = formattedFieldsOf(WEBSITE_SETTINGS_FIELDS);

async function present(db: Db, row: Row): Promise<WebsiteSettings> {
  const { companyId: _c, createdAt: _ca, updatedAt: _ua, logo, ...rest } = row;
  const [file] = logo ? await db.select({ id: files.id, name: files.filenameDownload }).from(files).where(eq(files.id, logo)) : [];
  // the imprint and privacy texts answer their sanitized HTML beside the markup (decision 0530)
  const texts = withRichTextHtml(rest, FORMATTED) as typeof rest & Pick<WebsiteSettings, "imprint_html" | "privacy_html">;
  const altTexts = (await readImageTexts(db, WEBSITE_SETTINGS_NAME, [row.id])).get(row.id) ?? {};
  return { ...texts, logo: file ? { id: file.id, filename_download: file.name } : null, alt_texts: altTexts, addresses: await addressOptions(db, row.companyId) };
}

/** GET items/trading_partner_website_settings: the company's record, or none yet (spec: "first record used"). */
export async function listWebsiteSettings(db: Db, companyId: number): Promise<WebsiteSettings[]> {
  const [row] = await db.select().from(websiteSettings).where(eq(websiteSettings.companyId, companyId));
  return row ? [await present(db, row)] : [];
}

/** For the record history: is this the company's own settings record? */
export async function ownsWebsiteSettings(db: Db, companyId: number, id: number): Promise<boolean> {
  const [row] = await db.select({ id: websiteSettings.id }).from(websiteSettings).where(and(eq(websiteSettings.id, id), eq(websiteSettings.companyId, companyId)));
  return Boolean(row);
}

/** The address and logo of a payload must belong to the company. */
async function checkRelations(db: Db, companyId: number, p: WebsiteSettingsPayload): Promise<void> {
  if (typeof p.logo === "string") {
    const [file] = await db.select({ id: files.id }).from(files).where(and(eq(files.id, p.logo), eq(files.companyId, companyId)));
    if (!file) throw forbidden();
  }
  if (typeof p.opening_hours_address === "number") {
    const [address] = await db.select({ id: addresses.id }).from(addresses).where(and(eq(addresses.id, p.opening_hours_address), eq(addresses.companyId, companyId)));
    if (!address) throw new ApiError("INVALID_PAYLOAD", "Invalid payload. opening_hours_address: Unknown address.");
  }
}

const columnsOf = (p: WebsiteSettingsPayload) =>
  Object.fromEntries(Object.entries(p).filter(([k, v]) => v !== undefined && (k === "logo" || k in WEBSITE_SETTINGS_FIELDS)));

function checkMerged(current: Record<string, unknown>, p: WebsiteSettingsPayload): void {
  const result = websiteSettingsRecordSchema.safeParse({ ...current, ...columnsOf(p) });
  if (!result.success) {
    throw new ApiError("INVALID_PAYLOAD", `Invalid payload. ${result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}.`);
  }
}

const deltaOf = ({ version: _v, ...rest }: WebsiteSettingsPayload) => rest;

/** POST: the company's first (and only) record. A second one is RECORD_NOT_UNIQUE. */
export async function createWebsiteSettings(ctx: ApiContext, auth: AuthContext, p: WebsiteSettingsPayload): Promise<WebsiteSettings> {
  const db = ctx.db.db;
  const companyId = auth.company.id;
  checkMerged({}, p);
  await checkRelations(db, companyId, p);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(websiteSettings)
      .values({ ...columnsOf(p), companyId } as typeof websiteSettings.$inferInsert)
      .onConflictDoNothing({ target: websiteSettings.companyId })
      .returning();
    if (!created) throw new ApiError("RECORD_NOT_UNIQUE", "The company has website settings already.");
    if (p.logo) await claimFile(tx, companyId, p.logo);
    await writeImageTexts(tx, WEBSITE_SETTINGS_NAME, created.id, p.alt_texts);
    await recordActivity(tx, auth, ctx.now(), { action: "create", collection: WEBSITE_SETTINGS_NAME, item: created.id, delta: deltaOf(p) });
    return created;
  });
  return present(db, row);
}

/** PATCH items/trading_partner_website_settings/{id}: the company's own record, at the version the editor loaded. */
export async function updateWebsiteSettings(ctx: ApiContext, auth: AuthContext, id: number, p: WebsiteSettingsPayload): Promise<WebsiteSettings> {
  const db = ctx.db.db;
  const companyId = auth.company.id;
  await checkRelations(db, companyId, p);
  await versionedUpdate(ctx, auth, {
    collection: WEBSITE_SETTINGS_NAME,
    item: id,
    lock: async (tx) =>
      (
        await tx
          .select()
          .from(websiteSettings)
          .where(and(eq(websiteSettings.id, id), eq(websiteSettings.companyId, companyId)))
          .for("update")
      )[0],
    version: p.version,
    write: async (tx, current, version) => {
      checkMerged(current, p);
      await tx
        .update(websiteSettings)
        .set({ ...columnsOf(p), version })
        .where(eq(websiteSettings.id, id));
      await writeImageTexts(tx, WEBSITE_SETTINGS_NAME, id, p.alt_texts);
    },
    files: [p.logo],
    delta: deltaOf(p),
    action: "update",
  });
  const [row] = await db.select().from(websiteSettings).where(eq(websiteSettings.id, id));
  return present(db, row!);
}
