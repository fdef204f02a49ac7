/**
 * The digest setting of a user (issue 28): read with the brands and SAM tags it can be limited to,
 * saved by the user itself, and one setting turned off by an unsubscribe link without signing in.
 */
import { randomBytes } from "node:crypto";
import { and, asc, eq, exists, inArray, or, sql } from "drizzle-orm";
import { DIGEST_FILTER_LIMIT, UNSUBSCRIBE_INVALID_MESSAGE, type DigestSetting, type DigestSettings } from "../contract/digests";
import type { Db } from "../db/client";
import { brands, companies, digestSubscriptions, documentBrands, newsBrands, samTags, type DigestSubscriptionRow } from "../db/schema";
import { ApiError } from "../http/errors";
import { tokenClaims, tokenMatches, unsubscribeToken } from "./token";
import type { digestSettingsPayloadSchema } from "../contract/digests";
import type { z } from "zod";

const nonce = () => randomBytes(16).toString("base64url");

export async function subscriptionOf(db: Db, userId: string): Promise<DigestSubscriptionRow | undefined> {
  const [row] = await db.select().from(digestSubscriptions).where(eq(digestSubscriptions.userId, userId)).limit(1);
  return row;
}

/**
 * The brands a digest can be limited to: the user's favourites and chosen ones, then the brands
 * news and documents are about, by company — at most DIGEST_FILTER_LIMIT, so the form stays a choice.
 */
async function brandOptions(db: Db, pinned: readonly number[]) {
  const hasContent = or(
    exists(db.select({ one: sql`1` }).from(newsBrands).where(eq(newsBrands.brandId, brands.id))),
    exists(db.select({ one: sql`1` }).from(documentBrands).where(eq(documentBrands.brandId, brands.id))),
  );
  const rows = await db
    .select({ id: brands.id, name: brands.name, company: companies.name })
    .from(brands)
    .innerJoin(companies, eq(companies.id, brands.companyId))
    .where(pinned.length ? or(inArray(brands.id, [...pinned]), hasContent) : hasContent)
    // the pinned ones first, so the limit never drops a chosen brand
    .orderBy(...(pinned.length ? [sql`${inArray(brands.id, [...pinned])} desc`] : []), asc(companies.name), asc(brands.name))
    .limit(DIGEST_FILTER_LIMIT);
  return rows.sort((a, b) => a.company.localeCompare(b.company, "de") || a.name.localeCompare(b.name, "de"));
}

export async function digestSettings(db: Db, user: { id: string; favoriteBrands: readonly number[] }): Promise<DigestSettings> {
  const row = await subscriptionOf(db, user.id);
  const chosen = row?.brandIds ?? [];
  const [brandRows, tagRows] = await Promise.all([
    brandOptions(db, [...new Set([...chosen, ...user.favoriteBrands])]),
    db.select({ id: samTags.id, name: samTags.name }).from(samTags).orderBy(asc(samTags.name)).limit(DIGEST_FILTER_LIMIT),
  ]);
  return {
    period: row?.period ?? "off",
    important: row?.important ?? true,
    brands: chosen,
    sam_tags: row?.samTagIds ?? [],
    brand_options: brandRows.map((b) => ({ id: b.id, name: b.name, company: b.company })),
    sam_tag_options: tagRows,
  };
}

type Payload = z.output<typeof digestSettingsPayloadSchema>;

/** Unknown brand or SAM tag ids are refused with a message (a text key, decision 0967); nothing is saved then. */
async function checkIds(db: Db, payload: Payload) {
  const [brandCount, tagCount] = await Promise.all([
    payload.brands.length ? db.$count(brands, inArray(brands.id, payload.brands)) : 0,
    payload.sam_tags.length ? db.$count(samTags, inArray(samTags.id, payload.sam_tags)) : 0,
  ]);
  if (brandCount !== new Set(payload.brands).size) throw new ApiError("INVALID_PAYLOAD", "descriptions.digests.brandsUnknown");
  if (tagCount !== new Set(payload.sam_tags).size) throw new ApiError("INVALID_PAYLOAD", "descriptions.digests.samTagsUnknown");
}

export async function saveDigestSettings(db: Db, user: { id: string; favoriteBrands: readonly number[] }, payload: Payload, now: Date): Promise<DigestSettings> {
  await checkIds(db, payload);
  const current = await subscriptionOf(db, user.id);
  const wasSending = current !== undefined && current.period !== "off" && current.important;
  const sends = payload.period !== "off" && payload.important;
  const values = {
    period: payload.period,
    important: payload.important,
    brandIds: [...new Set(payload.brands)],
    samTagIds: [...new Set(payload.sam_tags)],
    // Important news goes out from the moment it is switched on, never older news at once.
    importantSince: sends && !wasSending ? now : (current?.importantSince ?? null),
    updatedAt: now,
  };
  await db
    .insert(digestSubscriptions)
    .values({ userId: user.id, ...values, digestNonce: nonce(), importantNonce: nonce(), createdAt: now })
    .onConflictDoUpdate({ target: digestSubscriptions.userId, set: values });
  return digestSettings(db, user);
}

/** The unsubscribe link of one setting of one user, on the portal's origin. */
export function unsubscribeLink(origin: string, secret: string, row: DigestSubscriptionRow, setting: DigestSetting): string {
  return `${origin}/unsubscribe/${unsubscribeToken(secret, row.userId, setting, setting === "digest" ? row.digestNonce : row.importantNonce)}`;
}

/** Turns off exactly the setting the token names, for exactly its user; the link is void afterwards. */
export async function unsubscribe(db: Db, secret: string, token: string, now: Date): Promise<{ setting: DigestSetting }> {
  const claims = tokenClaims(token);
  const row = claims ? await subscriptionOf(db, claims.userId) : undefined;
  if (!claims || !row || !tokenMatches(secret, claims, claims.setting === "digest" ? row.digestNonce : row.importantNonce)) {
    throw new ApiError("INVALID_PAYLOAD", UNSUBSCRIBE_INVALID_MESSAGE);
  }
  const change = claims.setting === "digest" ? { period: "off" as const, digestNonce: nonce() } : { important: false, importantNonce: nonce() };
  // The nonce in the condition: of two uses at once, only one changes anything.
  const done = await db
    .update(digestSubscriptions)
    .set({ ...change, updatedAt: now })
    .where(and(eq(digestSubscriptions.userId, row.userId), claims.setting === "digest" ? eq(digestSubscriptions.digestNonce, row.digestNonce) : eq(digestSubscriptions.importantNonce, row.importantNonce)))
    .returning({ userId: digestSubscriptions.userId });
  if (done.length === 0) throw new ApiError("INVALID_PAYLOAD", UNSUBSCRIBE_INVALID_MESSAGE);
  return { setting: claims.setting };
}
