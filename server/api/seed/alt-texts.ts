/**
 * Alternative texts of the demo website's images (issue 27): every seeded image a described
 * collection shows — main images, a private brand's logo, gallery entries — gets a German text
 * that says what the photo shows, by the seeded file it uses (files are named after their key).
 * Runs after the collections are seeded.
 */
import { eq, isNotNull } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { COLLECTIONS } from "../collections/registry";
import { imageSlotsOf } from "../contract/describe";
import type { Tx } from "../db/client";
import { contentImages, contentImageTexts, files } from "../db/schema";

/** What each seeded photo shows, by its file key (`<key>.png`). */
export const SEED_ALT_TEXTS: Record<string, string> = {
  "web-herbst": "Wohnzimmer im Herbst mit Sofa, Wolldecken und warmem Leuchtenlicht",
  "web-kuechenwochen": "Moderne Einbauküche in Blau mit Kochinsel und Barhockern",
  "web-verband": "Qualitätssiegel des Einkaufsverbands Wohnen an der Ladentür",
  "web-familie": "Drei Generationen der Familie Sommer vor dem Möbelhaus in Bielefeld",
  "web-brackwede-1": "Offene Landhausküche mit Kochinsel und Arbeitsplatte aus Eiche",
  "web-brackwede-2": "Kochinsel mit Induktionskochfeld und Hängeleuchten",
  "web-brackwede-3": "Essplatz mit Holztisch und sechs Stühlen neben der Küche",
  "web-polster": "Ausstellungsfläche mit Sofas und Sesseln in verschiedenen Bezügen",
  "web-luebeck": "Hotelzimmer mit Doppelbett und Blick auf die Trave in Lübeck",
  "web-marke-logo": "Logo der Eigenmarke Sommer Wohnkultur",
  "web-marke-header": "Wohnzimmer mit Möbeln der Eigenmarke Sommer Wohnkultur",
  "web-marke-sofa": "Sofa Lino in Rot mit drei Sitzplätzen",
  "job-verkauf": "Verkaufsberaterin zeigt einem Paar Stoffmuster in der Ausstellung",
  "job-lager": "Mitarbeiter mit Hubwagen im Lager zwischen Regalen mit Möbelkartons",
};

export async function seedAltTexts(tx: Tx): Promise<void> {
  const named = await tx.select({ id: files.id, name: files.filenameDownload }).from(files).where(isNotNull(files.filenameDownload));
  const altOf = new Map(named.flatMap((f) => (SEED_ALT_TEXTS[f.name.replace(/\.png$/, "")] ? [[f.id, SEED_ALT_TEXTS[f.name.replace(/\.png$/, "")]!] as const] : [])));
  for (const d of COLLECTIONS) {
    for (const slot of imageSlotsOf(d)) {
      const column = (d.table as unknown as Record<string, PgColumn>)[slot]!;
      const rows = (await tx.select({ id: d.table.id, file: column }).from(d.table).where(isNotNull(column))) as { id: number; file: string }[];
      const texts = rows.filter((r) => altOf.has(r.file)).map((r) => ({ collection: d.name, item: r.id, field: slot, alt: altOf.get(r.file)!, decorative: false }));
      if (texts.length) await tx.insert(contentImageTexts).values(texts).onConflictDoNothing();
    }
  }
  for (const [file, alt] of altOf) {
    await tx
      .update(contentImages)
      .set({ alt })
      .where(eq(contentImages.file, file));
  }
}
