/**
 * Demo private brands (issue 12, spec §3 private_brand): Möbelhaus Sommer's own brands — with
 * logo, header images, media gallery, social links and an embedded video — in every status, one
 * brand the association shares with several trading partners (read-only for each), and one of
 * Wohnwelt Hanse Lübeck for the scope tests. Called by seedWebsite inside seedDemo's transaction.
 */
import { privateBrandsCollection } from "../contract/collections/private-brands";
import type { ContentStatus } from "../contract/values";
import { contentImages, contentPartners, contentTranslations, privateBrands } from "../db/schema";
import type { Tx } from "../db/client";

interface Brand {
  row: Omit<typeof privateBrands.$inferInsert, "id" | "sort">;
  media_header?: string[];
  media_gallery?: string[];
  description: string;
  status: ContentStatus;
}

async function seedBrands(tx: Tx, brands: Brand[], partners: readonly number[]): Promise<void> {
  const collection = privateBrandsCollection.name;
  for (const [index, b] of brands.entries()) {
    const [row] = await tx
      .insert(privateBrands)
      .values({ ...b.row, sort: index + 1 })
      .returning({ id: privateBrands.id });
    const item = row!.id;
    await tx.insert(contentPartners).values(partners.map((companyId) => ({ collection, item, companyId })));
    await tx.insert(contentTranslations).values({ collection, item, languages_code: "de", status: b.status, values: { description: b.description } });
    for (const g of privateBrandsCollection.galleries ?? []) {
      const images = b[g.field as "media_header" | "media_gallery"] ?? [];
      if (images.length) await tx.insert(contentImages).values(images.map((file, i) => ({ collection: g.junction, item, file, sort: i + 1 })));
    }
  }
}

export async function seedPrivateBrands(tx: Tx, c: { sommer: number; brandt: number; hanse: number; hanseLuebeck: number }, img: Record<string, string>): Promise<void> {
  const sommer = {
    company_name: "Möbelhaus Sommer GmbH & Co. KG",
    street: "Herforder Straße 212",
    zip: "33609",
    city: "Bielefeld",
    country: "Deutschland",
    phone: "+49 521 98765-0",
    fax: "+49 521 98765-99",
    email: "eigenmarken@moebelhaus-sommer.example",
  };
  await seedBrands(
    tx,
    [
      {
        row: {
          ...sommer,
          name: "Sommer Wohnkultur",
          website: "https://www.sommer-wohnkultur.example",
          logo: img["web-marke-logo"],
          social_media_links: ["https://www.instagram.com/sommerwohnkultur", "https://www.facebook.com/sommerwohnkultur"],
          iframe: "https://www.youtube-nocookie.com/embed/Wohnkultur2026",
        },
        media_header: [img["web-marke-header"]!],
        media_gallery: [img["web-marke-sofa"]!, img["web-polster"]!, img["web-familie"]!],
        description: "Unsere Hausmarke für Polstermöbel, Tische und Stühle: gefertigt bei Partnern in Ostwestfalen, ausgewählt von unseren Einrichtungsberatern.",
        status: "published",
      },
      {
        row: { ...sommer, name: "Schlafgut Bielefeld", website: "https://www.schlafgut-bielefeld.example", social_media_links: [] },
        description: "Matratzen und Lattenroste in drei Härtegraden – mit 100 Nächten Probeschlafen.",
        status: "published",
      },
      {
        row: { ...sommer, name: "Lino Polster", website: "https://www.lino-polster.example", social_media_links: [], iframe: "https://my.matterport.com/show/?m=LinoAusstellung" },
        media_gallery: [img["web-marke-sofa"]!],
        description: "Modulare Sofas mit abnehmbaren Bezügen (Einführung im Frühjahr).",
        status: "draft",
      },
    ],
    [c.sommer],
  );
  // A brand of the association, shared with several trading partners: read-only for each of them.
  await seedBrands(
    tx,
    [
      {
        row: {
          name: "WohnWert",
          company_name: "Einkaufsverband Wohnen eG",
          street: "Theodor-Heuss-Ring 14",
          zip: "50668",
          city: "Köln",
          country: "Deutschland",
          phone: "+49 221 355 21-0",
          fax: "+49 221 355 21-19",
          email: "wohnwert@einkaufsverband-wohnen.example",
          website: "https://www.wohnwert-moebel.example",
          logo: img["web-verband"],
          social_media_links: ["https://www.instagram.com/wohnwert.moebel"],
          iframe: "https://player.vimeo.com/video/202611",
        },
        description: "Die Verbundmarke der Mitglieder: geprüfte Qualität, faire Preise, fünf Jahre Garantie.",
        status: "published",
      },
    ],
    [c.sommer, c.brandt, c.hanse],
  );
  await seedBrands(
    tx,
    [
      {
        row: {
          name: "Trave Living",
          company_name: "Wohnwelt Hanse Lübeck GmbH",
          street: "Schwartauer Allee 125",
          zip: "23554",
          city: "Lübeck",
          country: "Deutschland",
          phone: "+49 451 479 12-0",
          fax: "+49 451 479 12-99",
          email: "luebeck@wohnwelt-hanse.example",
          website: "https://www.trave-living.example",
          social_media_links: [],
        },
        media_header: [img["web-luebeck"]!],
        media_gallery: [img["web-luebeck"]!],
        description: "Maritime Möbel aus Lübeck.",
        status: "draft",
      },
    ],
    [c.hanseLuebeck],
  );
}
