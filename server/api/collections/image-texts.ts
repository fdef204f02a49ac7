/**
 * The alternative texts of records' single images (issue 27, decision 0531): one row per
 * (collection, item, field) in content_image_texts — a described collection's main image and
 * image fields, the website settings' logo. Gallery entries keep theirs on their own row.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { AltText } from "../contract/describe";
import type { Db } from "../db/client";
import { contentImageTexts } from "../db/schema";
import type { Tx } from "../editing/versioned-update";

/** The texts of some items of a collection: item → field → text. */
export async function readImageTexts(db: Db, collection: string, items: readonly number[]): Promise<Map<number, Record<string, AltText>>> {
  const rows = items.length
    ? await db
        .select()
        .from(contentImageTexts)
        .where(and(eq(contentImageTexts.collection, collection), inArray(contentImageTexts.item, [...items])))
    : [];
  const texts = new Map<number, Record<string, AltText>>();
  for (const r of rows) texts.set(r.item, { ...texts.get(r.item), [r.field]: { alt: r.alt, decorative: r.decorative } });
  return texts;
}

/** Writes the texts a payload gives (by field); an empty text is stored as none. */
export async function writeImageTexts(tx: Tx, collection: string, item: number, texts: Record<string, AltText | undefined> | undefined): Promise<void> {
  for (const [field, text] of Object.entries(texts ?? {})) {
    if (!text) continue;
    const values = { alt: text.alt?.trim() || null, decorative: text.decorative };
    await tx
      .insert(contentImageTexts)
      .values({ collection, item, field, ...values })
      .onConflictDoUpdate({ target: [contentImageTexts.collection, contentImageTexts.item, contentImageTexts.field], set: values });
  }
}
