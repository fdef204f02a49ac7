/**
 * Demo website content (issue 12): Möbelhaus Sommer (haendler@) has a plausible website in every
 * described collection — banners, text-image teasers, references, news, events and campaigns —
 * in every status, plus entries the association shares with several trading partners (read-only
 * for each of them; one of them switched off for Sommer). Called inside seedDemo's transaction.
 */
import { collectionByName } from "../contract/collections/registry";
import type { ContentStatus } from "../contract/values";
import type { Tx } from "../db/client";

export type { Tx };
import { buildWebsiteSeedFiles, checksumOf, diskNameOf } from "./files";
import { seedPrivateBrands } from "./private-brands";
import { inArray } from "drizzle-orm";
import { banners, companyHistory, contentDisabled, contentImages, contentPartners, contentTranslations, files, histories, informations, productGroups, references, textImages } from "../db/schema";

export type Table = typeof banners | typeof textImages | typeof references | typeof informations | typeof histories | typeof companyHistory;

export interface Entry {
  row: Record<string, unknown> & { internal_title: string; image?: string };
  /** gallery images (file ids), for collections with a gallery */
  gallery?: string[];
  de: Record<string, unknown> & { title: string };
  status: ContentStatus;
}

export async function seed(tx: Tx, collection: string, table: Table, entries: Entry[], partners: readonly number[], disabledFor?: number): Promise<void> {
  for (const [index, e] of entries.entries()) {
    const [row] = await tx
      .insert(table)
      .values({ ...e.row, sort: index + 1 } as never)
      .returning({ id: table.id });
    const item = (row as { id: number }).id;
    await tx.insert(contentPartners).values(partners.map((companyId) => ({ collection, item, companyId })));
    const { title, ...rest } = e.de;
    await tx.insert(contentTranslations).values({ collection, item, languages_code: "de", status: e.status, values: { title, ...rest } });
    if (e.gallery?.length) {
      // the junction the description names (company_history's is company_files)
      const junction = collectionByName(collection)?.gallery?.junction ?? `${collection}_files`;
      await tx.insert(contentImages).values(e.gallery.map((file, i) => ({ collection: junction, item, file, sort: i + 1 })));
    }
    if (disabledFor !== undefined && index === 0) await tx.insert(contentDisabled).values({ collection, item, companyId: disabledFor });
  }
}

/** The website's image files: Sommer's own, Lübeck's, the association's shared one without company (readable by all). */
async function seedImages(tx: Tx, c: { sommer: number; hanseLuebeck: number }): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const f of await buildWebsiteSeedFiles()) {
    const [row] = await tx
      .insert(files)
      .values({
        filenameDisk: diskNameOf(f),
        filenameDownload: f.filenameDownload,
        title: f.filenameDownload.replace(/\.png$/, ""),
        type: f.type,
        filesize: f.bytes.length,
        width: f.width,
        height: f.height,
        checksum: checksumOf(f),
        folder: f.folder ?? "images",
        companyId: f.key === "web-verband" ? null : f.key === "web-luebeck" ? c.hanseLuebeck : c.sommer,
      })
      .returning({ id: files.id });
    ids[f.key] = row!.id;
  }
  return ids;
}

export async function seedWebsite(tx: Tx, c: { sommer: number; brandt: number; hanse: number; hanseLuebeck: number }): Promise<void> {
  const img = await seedImages(tx, c);
  const own = [c.sommer];
  const shared = [c.sommer, c.brandt, c.hanse];
  await seed(tx, "banners", banners, [
    { row: { internal_title: "Startseite Herbst", image: img["web-herbst"] }, de: { title: "Wohnen im Herbst", text: "Neue Sofas, warme Stoffe und Leuchten für gemütliche Abende – jetzt in unserer Ausstellung in Bielefeld.", link: "https://www.moebelhaus-sommer.example/herbst" }, status: "published" },
    { row: { internal_title: "Küchenwochen", image: img["web-kuechenwochen"] }, de: { title: "Küchenwochen bei Sommer", text: "Planung mit unseren Küchenprofis, Lieferung und Montage inklusive.", link: "https://www.moebelhaus-sommer.example/kuechen" }, status: "published" },
    { row: { internal_title: "Winterschlussverkauf (Vorbereitung)" }, de: { title: "Winterschlussverkauf", text: "Bis zu 30 % auf ausgewählte Ausstellungsstücke." }, status: "draft" },
    { row: { internal_title: "Sommeraktion 2025" }, de: { title: "Sommer bei Sommer", text: "Gartenmöbel zum Vorjahrespreis." }, status: "archived" },
  ], own);
  await seed(tx, "banners", banners, [
    { row: { internal_title: "Verband: Qualitätssiegel", image: img["web-verband"] }, de: { title: "Geprüfte Qualität im Verbund", text: "Als Mitglied des Einkaufsverbands Wohnen stehen wir für geprüfte Markenqualität und faire Beratung.", link: "https://www.einkaufsverband-wohnen.example/qualitaet" }, status: "published" },
    { row: { internal_title: "Verband: Finanzierung" }, de: { title: "0 % Finanzierung", text: "Ihre neue Küche oder Ihr neues Wohnzimmer bequem in Raten – ein Angebot des Verbands." }, status: "published" },
  ], shared, c.sommer);

  await seed(tx, "trading_partner_text_image", textImages, [
    { row: { internal_title: "Über uns", image_position: "left", image: img["web-familie"] }, de: { title: "Familienunternehmen seit 1962", text: "Drei Generationen Möbelhaus Sommer: Wir beraten persönlich, planen mit Ihnen und liefern mit eigenem Team." }, status: "published" },
    { row: { internal_title: "Küchenplanung", image_position: "right" }, de: { title: "Ihre Küche, millimetergenau geplant", text: "Aufmaß bei Ihnen zu Hause, 3D-Planung in der Ausstellung und Montage durch unsere Schreiner." }, status: "published" },
    { row: { internal_title: "Lieferservice", image_position: "left" }, de: { title: "Lieferung und Montage", text: "Im Umkreis von 80 km liefern wir kostenfrei." }, status: "draft" },
  ], own);
  await seed(tx, "trading_partner_text_image", textImages, [
    { row: { internal_title: "Verband: Markenvielfalt", image_position: "right" }, de: { title: "Über 300 Marken im Verbund", text: "Gemeinsamer Einkauf heißt für Sie: große Auswahl zu fairen Preisen." }, status: "published" },
  ], shared);

  // The association's product groups (seeded by seed/content.ts before the website) a reference belongs to.
  const groupRows = await tx.select({ id: productGroups.id, title: productGroups.title }).from(productGroups).where(inArray(productGroups.title, ["Einbauküchen", "Küchenzubehör", "Esstische", "Stühle und Bänke"]));
  const group = (title: string) => groupRows.find((g) => g.title === title)!.id;
  await seed(tx, "trading_partner_references", references, [
    { row: { internal_title: "Landhausküche Familie Brüggemann", product_groups: [group("Einbauküchen"), group("Küchenzubehör")], budget: 28500, categories: ["Küche"], location: "Bielefeld-Brackwede", duration: "6 Wochen", realisation: "Aufmaß, Planung, Lieferung und Montage inklusive Arbeitsplatte aus Eiche.", image: img["web-brackwede-1"] }, gallery: [img["web-brackwede-1"]!, img["web-brackwede-2"]!, img["web-brackwede-3"]!], de: { title: "Landhausküche in Brackwede", text: "Eine offene Landhausküche mit Kochinsel für eine fünfköpfige Familie." }, status: "published" },
    { row: { internal_title: "Praxis Dr. Öztürk", product_groups: [group("Esstische"), group("Stühle und Bänke")], budget: 46000, categories: ["Objekt", "Empfang"], location: "Gütersloh", duration: "3 Monate", realisation: "Empfangstresen, Wartebereich und Besprechungsräume." }, de: { title: "Arztpraxis in Gütersloh", text: "Ruhige Farben und robuste Materialien für eine Hausarztpraxis." }, status: "published" },
    { row: { internal_title: "Loft Jöllenbeck", budget: 17900, categories: ["Wohnzimmer"], location: "Bielefeld-Jöllenbeck", duration: "4 Wochen" }, de: { title: "Wohnen im Loft" }, status: "draft" },
  ], own);

  const info = (type: "news" | "event" | "campaign", rows: Entry[]) => rows.map((e) => ({ ...e, row: { ...e.row, type } }));
  await seed(tx, "trading_partner_informations", informations, [
    ...info("news", [
      { row: { internal_title: "Neue Ausstellung Polstermöbel", show_on_homepage: true, image: img["web-polster"] }, gallery: [img["web-polster"]!], de: { title: "Neue Polstermöbel-Ausstellung eröffnet", teaser: "Auf 1.200 m² zeigen wir die neuen Kollektionen.", text: "Ab sofort finden Sie im ersten Obergeschoss über 80 Sofas und Sessel zum Probesitzen." }, status: "published" },
      { row: { internal_title: "Neue Öffnungszeiten" }, de: { title: "Längere Öffnungszeiten im Advent", teaser: "Samstags bis 20 Uhr." }, status: "draft" },
    ]),
    ...info("event", [
      { row: { internal_title: "Kochabend Dezember", date_from: "2026-12-04", date_to: "2026-12-04", link: "https://www.moebelhaus-sommer.example/kochabend" }, de: { title: "Kochabend in der Küchenausstellung", teaser: "Kochen mit Spitzenkoch Jan Ehlers – Anmeldung erforderlich." }, status: "published" },
      { row: { internal_title: "Hausmesse Frühjahr", date_from: "2027-03-12", date_to: "2027-03-14" }, de: { title: "Hausmesse Frühjahr 2027", teaser: "Drei Tage Neuheiten, Beratung und Messerabatte." }, status: "draft" },
    ]),
    ...info("campaign", [
      { row: { internal_title: "Matratzenwochen", date_from: "2026-11-01", date_to: "2026-11-30", show_on_homepage: true }, de: { title: "Matratzenwochen", teaser: "Alte Matratze zurückgeben, 100 € sparen." }, status: "published" },
    ]),
  ], own);
  await seed(tx, "trading_partner_informations", informations, [
    ...info("campaign", [
      { row: { internal_title: "Verband: Küchen-Herbstaktion", date_from: "2026-10-01", date_to: "2026-12-31" }, de: { title: "Herbstaktion Küche", teaser: "Geschirrspüler gratis beim Kauf einer Einbauküche – eine Aktion des Einkaufsverbands." }, status: "published" },
    ]),
  ], shared);

  // Wohnwelt Hanse Lübeck's own website (luebeck@): another company's entries for the scope tests.
  const luebeck = [c.hanseLuebeck];
  await seed(tx, "banners", banners, [{ row: { internal_title: "Lübeck Eröffnung" }, de: { title: "Neu in Lübeck", text: "Unsere Ausstellung an der Schwartauer Allee ist eröffnet." }, status: "draft" }], luebeck);
  await seed(tx, "trading_partner_text_image", textImages, [{ row: { internal_title: "Lübeck Team", image_position: "right" }, de: { title: "Ihr Team in Lübeck" }, status: "draft" }], luebeck);
  await seed(tx, "trading_partner_references", references, [{ row: { internal_title: "Hotel an der Trave", budget: 120000, categories: ["Objekt"], location: "Lübeck", image: img["web-luebeck"] }, gallery: [img["web-luebeck"]!], de: { title: "Hotelzimmer an der Trave" }, status: "published" }], luebeck);
  await seed(tx, "trading_partner_informations", informations, [{ row: { internal_title: "Lübeck Nachtshopping", type: "event", date_from: "2026-12-11", date_to: "2026-12-11" }, gallery: [img["web-luebeck"]!], de: { title: "Nachtshopping in Lübeck" }, status: "draft" }], luebeck);

  await seedPrivateBrands(tx, c, img);
}
