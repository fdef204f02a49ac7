/**
 * Demo data of the company-level website screens (issue 12, decision 0730): Möbelhaus Sommer's
 * website settings (opening hours from its main address) and history, and Wohnwelt Hanse
 * Lübeck's for the scope tests. Called inside seedDemo's transaction after seedWebsite.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { addresses, companyHistory, files, histories, websiteSettings } from "../db/schema";
import { seed, type Tx } from "./website";

export async function seedWebsiteCompany(tx: Tx, c: { sommer: number; brandt: number; hanse: number; hanseLuebeck: number }): Promise<void> {
  const [main] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.companyId, c.sommer), eq(addresses.addressType, "PA")))
    .orderBy(asc(addresses.id))
    .limit(1);
  await tx.insert(websiteSettings).values([
    {
      companyId: c.sommer,
      site_name: "Möbelhaus Sommer",
      domain: "www.moebelhaus-sommer.example",
      contact_name: "Kundenberatung",
      contact_phone: "0521 987654-0",
      contact_email: "info@moebelhaus-sommer.example",
      contact_text: "Wir beraten Sie gern persönlich in unserer Ausstellung oder am Telefon.",
      opening_hours_address: main?.id ?? null,
      facebook_url: "https://www.facebook.com/moebelhaus.sommer",
      instagram_url: "https://www.instagram.com/moebelhaus_sommer",
      imprint: "Möbelhaus Sommer GmbH & Co. KG\nVertreten durch die Geschäftsführerin Anna Sommer\nRegistergericht: Amtsgericht Bielefeld",
      privacy: "Wir verarbeiten Ihre Daten nur, um Ihre Anfragen zu beantworten. Einzelheiten nennt Ihnen unser Datenschutzbeauftragter.",
      primary_color: "#1A4D8F",
      secondary_color: "#E2A400",
    },
    { companyId: c.hanseLuebeck, site_name: "Wohnwelt Hanse Lübeck", domain: "www.wohnwelt-luebeck.example" },
  ]);

  await seed(tx, "trading_partner_histories", histories, [
    { row: { internal_title: "Gründung", year: 1962 }, de: { title: "Gründung in Bielefeld", text: "Heinrich Sommer eröffnet eine Tischlerei mit kleinem Möbelverkauf an der Herforder Straße." }, status: "published" },
    { row: { internal_title: "Erste Ausstellung", year: 1978 }, de: { title: "Die erste große Ausstellung", text: "Auf 2.000 m² zeigt Sommer Wohnzimmer, Schlafzimmer und Küchen." }, status: "published" },
    { row: { internal_title: "Küchenstudio", year: 1995 }, de: { title: "Eigenes Küchenstudio", text: "Planung und Montage aus einer Hand – mit eigenen Schreinern." }, status: "published" },
    { row: { internal_title: "Dritte Generation", year: 2014 }, de: { title: "Die dritte Generation übernimmt", text: "Anna Sommer führt das Haus gemeinsam mit ihrem Bruder Jonas." }, status: "draft" },
  ], [c.sommer]);
  // The association's milestone, shared with its members' websites (read-only for each).
  await seed(tx, "trading_partner_histories", histories, [
    { row: { internal_title: "Verband: Mitgliedschaft", year: 1975 }, de: { title: "Mitglied im Einkaufsverband Wohnen", text: "Gemeinsamer Einkauf mit über 300 Marken – für faire Preise und geprüfte Qualität." }, status: "published" },
  ], [c.sommer, c.brandt, c.hanse]);
  await seed(tx, "trading_partner_histories", histories, [{ row: { internal_title: "Lübeck Gründung", year: 1990 }, de: { title: "Gründung in Lübeck" }, status: "draft" }], [c.hanseLuebeck]);

  // The history page (one per company) with a gallery of the website's demo pictures (seedWebsite).
  const pictures = await tx.select({ id: files.id, name: files.filenameDownload }).from(files).where(inArray(files.filenameDownload, ["web-familie.png", "web-kuechenwochen.png", "web-polster.png", "web-luebeck.png"]));
  const picture = (name: string) => pictures.find((p) => p.name === `${name}.png`)!.id;
  await seed(tx, "company_history", companyHistory, [
    {
      row: { internal_title: "Unternehmensgeschichte" },
      gallery: [picture("web-familie"), picture("web-kuechenwochen"), picture("web-polster")],
      de: {
        title: "Über 60 Jahre Möbelhaus Sommer",
        text: "Was 1962 als kleine Tischlerei an der Herforder Straße begann, ist heute eines der großen Einrichtungshäuser in Ostwestfalen. Drei Generationen der Familie Sommer haben das Haus geprägt – mit eigener Werkstatt, persönlicher Beratung und einem Lieferteam, das Ihre Möbel auch aufbaut.",
      },
      status: "published",
    },
  ], [c.sommer]);
  await seed(tx, "company_history", companyHistory, [{ row: { internal_title: "Unternehmensgeschichte" }, gallery: [picture("web-luebeck")], de: { title: "Wohnwelt Hanse Lübeck", text: "Seit 1990 in Lübeck." }, status: "draft" }], [c.hanseLuebeck]);
}
