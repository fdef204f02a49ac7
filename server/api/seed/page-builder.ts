/**
 * Demo pages (issue 13): Möbelhaus Sommer (haendler@, the HP demo company) has a small site tree
 * of seven pages — top-level pages with child pages, one hidden from the navigation, one draft,
 * one whose publish window has ended — and elements of all five types placed on them in order.
 * Lübeck has one page of its own for the scope tests. Called inside seedDemo's transaction after
 * seedWebsite (its images) and seedMasterdata (the contacts).
 */
import { and, asc, desc, eq } from "drizzle-orm";
import { contacts, contactTeasers, contentMultipleImages, contentTextImages, contentTexts, contentVideos, files, pageData, pages, pagesContent } from "../db/schema";
import { seed, type Entry, type Table, type Tx } from "./website";

type PageSeed = Entry & { row: Entry["row"] & { parent?: string; publish_from?: string; publish_to?: string; hide_in_navigation?: boolean }; key: string; elements?: [string, number][] };

export async function seedPageBuilder(tx: Tx, c: { sommer: number; brandt: number; hanseLuebeck: number }): Promise<void> {
  const images = (await tx.select({ id: files.id }).from(files).where(and(eq(files.companyId, c.sommer), eq(files.folder, "images"))).orderBy(asc(files.filenameDownload))).map((f) => f.id);
  const [contact] = await tx.select({ id: contacts.id }).from(contacts).where(eq(contacts.companyId, c.sommer)).orderBy(asc(contacts.id)).limit(1);
  const image = (i: number) => images[i % Math.max(images.length, 1)];
  const mine = [c.sommer];
  const at = async (collection: string, table: Table, entries: Entry[], partners: readonly number[] = mine) => {
    await seed(tx, collection, table, entries, partners);
  };
  // Elements: of every type, in every status the editor shows.
  await at("trading_partner_content_text", contentTexts as unknown as Table, [
    { row: { internal_title: "Über uns – Einleitung", layout: "normal" }, de: { title: "Seit 1962 in Familienhand", text: "Möbelhaus Sommer richtet seit drei Generationen Wohnungen in der Region ein.\n\nUnser Team berät Sie persönlich – vom ersten Entwurf bis zur Montage." }, status: "published" },
    { row: { internal_title: "Service – Leistungen", layout: "cols" }, de: { title: "Unsere Leistungen", text: "Planung und Beratung in Ihrem Zuhause.\n\nLieferung und Montage durch eigene Schreiner." }, status: "published" },
    { row: { internal_title: "Küchen – Text (Entwurf)", layout: "normal" }, de: { title: "Küchenwelt", text: "Über 40 Musterküchen auf 1.200 m²." }, status: "draft" },
  ]);
  await at("trading_partner_content_text_image", contentTextImages as unknown as Table, [
    { row: { internal_title: "Über uns – Ausstellung", image_position: "left", image: image(0) }, de: { title: "Unsere Ausstellung", text: "Auf 8.000 m² zeigen wir Wohnideen für jeden Raum." }, status: "published" },
    { row: { internal_title: "Küchen – Planung", image_position: "right", image: image(1) }, de: { title: "Küchenplanung in 3D", text: "Sehen Sie Ihre neue Küche, bevor sie gebaut wird." }, status: "published" },
  ]);
  await at("trading_partner_content_multiple_images", contentMultipleImages as unknown as Table, [
    { row: { internal_title: "Über uns – Impressionen", imagePosition: "grid" }, gallery: images.slice(0, 3), de: { title: "Impressionen" }, status: "published" },
    { row: { internal_title: "Küchen – Slider", imagePosition: "slider" }, gallery: images.slice(1, 4), de: { title: "Musterküchen" }, status: "published" },
  ]);
  await at("trading_partner_content_video", contentVideos as unknown as Table, [
    { row: { internal_title: "Über uns – Imagefilm", videoType: "youtube", link: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", image: image(2) }, de: { title: "Unser Imagefilm" }, status: "published" },
    { row: { internal_title: "Küchen – Rundgang", videoType: "vimeo", link: "https://vimeo.com/76979871", image: image(3) }, de: { title: "Rundgang durch die Küchenwelt" }, status: "draft" },
  ]);
  await at("trading_partner_content_contact_teaser", contactTeasers as unknown as Table, [
    { row: { internal_title: "Kontakt – Beratung", contact: contact?.id ?? null }, de: { title: "Ihr Ansprechpartner", text: "Wir beraten Sie gern – rufen Sie uns an oder schreiben Sie uns." }, status: "published" },
  ]);
  await at("trading_partner_page_data", pageData as unknown as Table, [{ row: { internal_title: "Öffnungszeiten-Hinweis" }, de: { title: "Öffnungszeiten-Hinweis", content: "Am 24. und 31.12. haben wir bis 14 Uhr geöffnet." }, status: "published" }]);
  const ids = async (table: Table) => (await tx.select({ id: table.id }).from(table).orderBy(asc(table.id))).map((r) => (r as { id: number }).id);
  const element = {
    text: await ids(contentTexts as unknown as Table),
    textImage: await ids(contentTextImages as unknown as Table),
    images: await ids(contentMultipleImages as unknown as Table),
    video: await ids(contentVideos as unknown as Table),
    teaser: await ids(contactTeasers as unknown as Table),
  };
  // The site tree: Startseite, Über uns (> Team, > Geschichte), Küchen (> Planung), Service (hidden), Aktion (window ended).
  const tree: PageSeed[] = [
    { key: "start", row: { internal_title: "Startseite" }, de: { title: "Willkommen bei Möbelhaus Sommer", navigationTitle: "Start", slug: "start", metaTitle: "Möbelhaus Sommer", summary: "Ihr Einrichtungshaus in der Region." }, status: "published" },
    { key: "about", row: { internal_title: "Über uns" }, de: { title: "Über uns", slug: "ueber-uns", introText: "Lernen Sie das Möbelhaus Sommer kennen." }, status: "published" },
    { key: "team", row: { internal_title: "Über uns – Team", parent: "about" }, de: { title: "Unser Team", slug: "team" }, status: "published" },
    { key: "history", row: { internal_title: "Über uns – Geschichte", parent: "about" }, de: { title: "Unsere Geschichte", slug: "geschichte" }, status: "draft" },
    { key: "kitchens", row: { internal_title: "Küchen" }, de: { title: "Küchen", subtitle: "Planung, Lieferung, Montage", slug: "kuechen" }, status: "published" },
    { key: "planning", row: { internal_title: "Küchen – Planung", parent: "kitchens" }, de: { title: "Küchenplanung", slug: "kuechenplanung" }, status: "published" },
    { key: "service", row: { internal_title: "Service", hide_in_navigation: true }, de: { title: "Service", slug: "service" }, status: "published" },
    { key: "sale", row: { internal_title: "Aktion Frühjahr", publish_from: "2024-03-01", publish_to: "2024-04-30" }, de: { title: "Frühjahrsaktion", slug: "fruehjahrsaktion" }, status: "published" },
  ];
  const placed = new Map<string, number>();
  for (const [index, p] of tree.entries()) {
    const { parent, ...row } = p.row;
    await seed(tx, "trading_partner_pages", pages as unknown as Table, [{ ...p, row: { ...row, parent: parent ? placed.get(parent) : null } }], mine);
    const [last] = await tx.select({ id: pages.id }).from(pages).orderBy(desc(pages.id)).limit(1);
    await tx.update(pages).set({ sort: index + 1 }).where(eq(pages.id, last!.id));
    placed.set(p.key, last!.id);
  }
  const links: [string, string, number][] = [
    ["about", "trading_partner_content_text", element.text[0]!],
    ["about", "trading_partner_content_text_image", element.textImage[0]!],
    ["about", "trading_partner_content_multiple_images", element.images[0]!],
    ["about", "trading_partner_content_video", element.video[0]!],
    ["about", "trading_partner_content_contact_teaser", element.teaser[0]!],
    ["kitchens", "trading_partner_content_text", element.text[2]!],
    ["kitchens", "trading_partner_content_text_image", element.textImage[1]!],
    ["kitchens", "trading_partner_content_multiple_images", element.images[1]!],
    ["kitchens", "trading_partner_content_video", element.video[1]!],
    ["service", "trading_partner_content_text", element.text[1]!],
    ["service", "trading_partner_content_contact_teaser", element.teaser[0]!],
  ];
  await tx.insert(pagesContent).values(links.map(([page, collection, item], i) => ({ page: placed.get(page)!, collection, item, sort: i + 1 })));
  // The association shares a page and one element of each type with Sommer and Brandt: readable, never editable (spec §5 editable pages).
  const shared = [c.sommer, c.brandt];
  await at("trading_partner_pages", pages as unknown as Table, [{ row: { internal_title: "Verband – Gemeinsame Aktionsseite" }, de: { title: "Gemeinsam stark", slug: "verband-aktion" }, status: "published" }], shared);
  await at("trading_partner_page_data", pageData as unknown as Table, [{ row: { internal_title: "Verband – Rechtlicher Hinweis" }, de: { title: "Rechtlicher Hinweis", content: "Alle Preise inklusive Mehrwertsteuer." }, status: "published" }], shared);
  await at("trading_partner_content_text", contentTexts as unknown as Table, [{ row: { internal_title: "Verband – Text", layout: "normal" }, de: { title: "Der Verband", text: "Über 300 Einrichtungshäuser in Deutschland." }, status: "published" }], shared);
  await at("trading_partner_content_text_image", contentTextImages as unknown as Table, [{ row: { internal_title: "Verband – Text-Bild", image_position: "left" }, de: { title: "Qualität geprüft", text: "Geprüfte Marken und faire Preise." }, status: "published" }], shared);
  await at("trading_partner_content_multiple_images", contentMultipleImages as unknown as Table, [{ row: { internal_title: "Verband – Galerie", imagePosition: "grid" }, de: { title: "Aus dem Verband" }, status: "published" }], shared);
  await at("trading_partner_content_video", contentVideos as unknown as Table, [{ row: { internal_title: "Verband – Video", videoType: "youtube", link: "https://www.youtube.com/watch?v=aqz-KE-bpKQ" }, de: { title: "Der Verband im Film" }, status: "published" }], shared);
  await at("trading_partner_content_contact_teaser", contactTeasers as unknown as Table, [{ row: { internal_title: "Verband – Kontakt" }, de: { title: "Ihr Verband", text: "Fragen zum Verband? Schreiben Sie uns." }, status: "published" }], shared);
  // Lübeck's own page with an element of each type (scope tests: never visible to Sommer).
  const [luebeckImage] = await tx.select({ id: files.id }).from(files).where(eq(files.companyId, c.hanseLuebeck)).limit(1);
  const lb = [c.hanseLuebeck];
  const lbGallery = luebeckImage ? [luebeckImage.id] : [];
  await at("trading_partner_pages", pages as unknown as Table, [{ row: { internal_title: "Lübeck Startseite" }, gallery: lbGallery, de: { title: "Willkommen in Lübeck", slug: "start" }, status: "published" }], lb);
  await at("trading_partner_page_data", pageData as unknown as Table, [{ row: { internal_title: "Lübeck Hinweis" }, de: { title: "Hinweis", content: "Montags Ruhetag." }, status: "published" }], lb);
  await at("trading_partner_content_text", contentTexts as unknown as Table, [{ row: { internal_title: "Lübeck Text", layout: "normal" }, de: { title: "Lübeck", text: "Wohnen an der Trave." }, status: "published" }], lb);
  await at("trading_partner_content_text_image", contentTextImages as unknown as Table, [{ row: { internal_title: "Lübeck Text-Bild", image_position: "right" }, de: { title: "Am Holstentor", text: "Besuchen Sie uns." }, status: "draft" }], lb);
  await at("trading_partner_content_multiple_images", contentMultipleImages as unknown as Table, [{ row: { internal_title: "Lübeck Galerie", imagePosition: "grid" }, gallery: lbGallery, de: { title: "Ausstellung" }, status: "draft" }], lb);
  await at("trading_partner_content_video", contentVideos as unknown as Table, [{ row: { internal_title: "Lübeck Video", videoType: "vimeo", link: "https://vimeo.com/76979871" }, de: { title: "Rundgang" }, status: "draft" }], lb);
  await at("trading_partner_content_contact_teaser", contactTeasers as unknown as Table, [{ row: { internal_title: "Lübeck Kontakt" }, de: { title: "Kontakt" }, status: "draft" }], lb);
  const [luebeckPage] = await tx.select({ id: pages.id }).from(pages).where(eq(pages.internal_title, "Lübeck Startseite"));
  const [luebeckText] = await tx.select({ id: contentTexts.id }).from(contentTexts).where(eq(contentTexts.internal_title, "Lübeck Text"));
  await tx.insert(pagesContent).values({ page: luebeckPage!.id, collection: "trading_partner_content_text", item: luebeckText!.id, sort: 1 });
}
