/**
 * Demo partner content (issue 4): brands of several supplier companies with divisions, supplier
 * numbers, product groups and delivery conditions; news in categories; events past and future
 * with participant maxima; documents with real small files; SAM tags; the service pool.
 * Dates are relative to the seeding moment so "upcoming" stays upcoming on a fresh start.
 */
import type { Tx } from "../db/client";
import {
  brandDivisions,
  brandProductGroups,
  brands,
  calendarEvents,
  calendarRegistrations,
  companies,
  documentBrands,
  documents,
  documentSamTags,
  documentTypes,
  files,
  news,
  newsBrands,
  newsGroups,
  partnerServiceBrands,
  partnerServices,
  productGroups,
  samTags,
} from "../db/schema";
import { buildSeedFiles, checksumOf, diskNameOf, seedFileText } from "./files";
import { DEMO_NUMBER_BASE, customerNumberOf } from "./customer-numbers";


const DAY = 24 * 60 * 60 * 1000;

const SUPPLIERS = [
  { name: "Bergmann Polstermöbel GmbH", relation: "LF" as const, street: "Am Polsterwerk 3", zip: "96215", city: "Lichtenfels", phone: "+49 9571 7610-0", email: "info@bergmann-polster.example", website: "https://www.bergmann-polster.example" },
  { name: "Kaltenbach Schlafsysteme GmbH", relation: "LF" as const, street: "Schwarzwaldstraße 54", zip: "77652", city: "Offenburg", phone: "+49 781 93 40-0", email: "service@kaltenbach-schlaf.example", website: "https://www.kaltenbach-schlaf.example" },
];

/**
 * The association's product-group tree: main groups, product groups (a brand states its share in
 * percent there) and assortments. One draft group shows that only published ones are offered.
 */
const PRODUCT_GROUP_TREE: { title: string; children: { title: string; children: string[] }[]; draft?: string[] }[] = [
  {
    title: "Wohnen",
    children: [
      { title: "Polstermöbel", children: ["Sofas", "Sessel", "Wohnlandschaften"] },
      { title: "Wohnzimmer", children: ["Wohnwände", "Couchtische", "TV-Möbel"] },
      { title: "Speisezimmer", children: ["Esstische", "Stühle und Bänke"] },
    ],
    draft: ["Gartenmöbel"],
  },
  { title: "Küche", children: [{ title: "Küchen", children: ["Einbauküchen", "Küchenzeilen", "Küchenzubehör"] }] },
  {
    title: "Schlafen",
    children: [
      { title: "Schlafzimmer", children: ["Betten", "Kleiderschränke", "Kommoden"] },
      { title: "Matratzen", children: ["Kaltschaummatratzen", "Taschenfederkernmatratzen", "Boxspringbetten"] },
    ],
  },
  {
    title: "Leuchten",
    children: [
      { title: "Wohnraumleuchten", children: ["Deckenleuchten", "Stehleuchten", "Tischleuchten"] },
      { title: "Küchenleuchten", children: ["Unterbauleuchten", "Pendelleuchten"] },
    ],
  },
  { title: "Bad", children: [{ title: "Badmöbel", children: ["Waschtischunterschränke", "Spiegelschränke"] }] },
];
type Group = string;
/** a brand's group, with its share in percent where the group asks for one */
type GroupShare = Group | [Group, number];

async function seedProductGroups(tx: Tx): Promise<(title: Group) => { id: number; showBrandPercentage: boolean }> {
  const byTitle = new Map<string, { id: number; showBrandPercentage: boolean }>();
  const insert = async (title: string, parent: number | null, breadcrumbs: string, showBrandPercentage: boolean, status: "published" | "draft" = "published") => {
    const [row] = await tx.insert(productGroups).values({ title, parent, breadcrumbs, showBrandPercentage, status }).returning({ id: productGroups.id });
    byTitle.set(title, { id: row!.id, showBrandPercentage });
    return row!.id;
  };
  for (const main of PRODUCT_GROUP_TREE) {
    const mainId = await insert(main.title, null, main.title, false);
    for (const group of main.children) {
      const groupId = await insert(group.title, mainId, `${main.title} / ${group.title}`, true);
      for (const leaf of group.children) await insert(leaf, groupId, `${main.title} / ${group.title} / ${leaf}`, false);
    }
    for (const draft of main.draft ?? []) await insert(draft, mainId, `${main.title} / ${draft}`, true, "draft");
  }
  return (title) => {
    const group = byTitle.get(title);
    if (!group) throw new Error(`no product group ${title}`);
    return group;
  };
}

export const conditions = (freeFrom: string, leadTime: string, payment: string) => [
  { label: "Frachtfreigrenze", value: freeFrom },
  { label: "Lieferzeit", value: leadTime },
  { label: "Zahlungsbedingungen", value: payment },
  { label: "Mindermengenzuschlag", value: "25,00 € unter 300,00 € Nettowarenwert" },
];

/** supplier: 3 Nordholz, 4 Lichtwerk, then the two companies above */
const BRANDS: { name: string; supplier: "nordholz" | "lichtwerk" | "bergmann" | "kaltenbach"; link: string; description: string; divisions: [string, string][]; groups: GroupShare[]; conditions: ReturnType<typeof conditions> }[] = [
  { name: "Nordholz Küchen", supplier: "nordholz", link: "https://www.nordholz-kuechen.example", description: "Einbauküchen aus Ostwestfalen, vom Einstiegs- bis zum Premiumsegment.", divisions: [["Küche Classic", "LF-10211"], ["Küche Modern", "LF-10212"]], groups: [["Küchen", 100], "Einbauküchen", "Küchenzeilen"], conditions: conditions("ab 1.500,00 € Nettowarenwert", "6–8 Wochen", "30 Tage netto, 14 Tage 3 % Skonto") },
  { name: "Nordholz Bad", supplier: "nordholz", link: "https://www.nordholz-kuechen.example/bad", description: "Badmöbel passend zu den Küchenfronten.", divisions: [["Badmöbel", "LF-10220"]], groups: [["Badmöbel", 100], "Waschtischunterschränke"], conditions: conditions("ab 1.000,00 € Nettowarenwert", "4–6 Wochen", "30 Tage netto, 10 Tage 2 % Skonto") },
  { name: "Lichtwerk Ems", supplier: "lichtwerk", link: "https://www.lichtwerk-ems.example", description: "Wohnraum- und Küchenleuchten mit LED-Technik.", divisions: [["Wohnraumleuchten", "LF-20450"], ["Küchenbeleuchtung", "LF-20452"]], groups: [["Wohnraumleuchten", 60], ["Küchenleuchten", 40], "Deckenleuchten", "Unterbauleuchten"], conditions: conditions("ab 800,00 € Nettowarenwert", "2–3 Wochen", "45 Tage netto") },
  { name: "Ems Living Light", supplier: "lichtwerk", link: "https://www.lichtwerk-ems.example/living", description: "Designleuchten für Wohn- und Esszimmer.", divisions: [["Designleuchten", "LF-20451"]], groups: [["Wohnraumleuchten", 100], "Stehleuchten", "Tischleuchten"], conditions: conditions("ab 800,00 € Nettowarenwert", "3–4 Wochen", "45 Tage netto") },
  { name: "Bergmann Polster", supplier: "bergmann", link: "https://www.bergmann-polster.example", description: "Sofas, Sessel und Wohnlandschaften aus Oberfranken.", divisions: [["Sofas", "LF-30110"], ["Sessel", "LF-30111"]], groups: [["Polstermöbel", 80], ["Wohnzimmer", 20], "Sofas", "Sessel"], conditions: conditions("ab 2.000,00 € Nettowarenwert", "8–10 Wochen", "30 Tage netto, 14 Tage 3 % Skonto") },
  { name: "Comfortline by Bergmann", supplier: "bergmann", link: "https://www.bergmann-polster.example/comfortline", description: "Funktionssofas mit Relaxfunktion.", divisions: [["Funktionspolster", "LF-30120"]], groups: [["Polstermöbel", 100], "Wohnlandschaften"], conditions: conditions("ab 2.000,00 € Nettowarenwert", "10–12 Wochen", "30 Tage netto") },
  { name: "Kaltenbach Schlaf", supplier: "kaltenbach", link: "https://www.kaltenbach-schlaf.example", description: "Schlafzimmerprogramme und Bettsysteme.", divisions: [["Schlafzimmer", "LF-40300"]], groups: [["Schlafzimmer", 100], "Betten", "Kleiderschränke"], conditions: conditions("ab 1.200,00 € Nettowarenwert", "5–7 Wochen", "60 Tage netto") },
  { name: "Kaltenbach Boxspring", supplier: "kaltenbach", link: "https://www.kaltenbach-schlaf.example/boxspring", description: "Boxspringbetten und Matratzen.", divisions: [["Boxspring", "LF-40310"], ["Matratzen", "LF-40311"]], groups: [["Schlafzimmer", 33.3], ["Matratzen", 66.7], "Boxspringbetten"], conditions: conditions("ab 1.200,00 € Nettowarenwert", "4–6 Wochen", "60 Tage netto") },
];

const NEWS_GROUPS = ["Verband", "Einkauf", "Messen", "Marketing"] as const;

const NEWS: { title: string; abstract: string; text: string; group: (typeof NEWS_GROUPS)[number]; brand?: string; daysAgo: number; important?: boolean }[] = [
  { title: "Neue Jahreskonditionen 2026 veröffentlicht", abstract: "Die Konditionen für das kommende Jahr stehen im Dokumentenbereich bereit.", text: "Die mit den Lieferanten verhandelten Jahreskonditionen 2026 sind ab sofort im Dokumentenbereich abrufbar. Bitte beachten Sie die geänderten Bonusstaffeln.", group: "Einkauf", daysAgo: 2, important: true },
  { title: "Nordholz Küchen: neue Frontfarben", abstract: "Drei neue Mattlackfronten ergänzen das Programm Küche Modern.", text: "Nordholz erweitert das Programm Küche Modern um die Frontfarben Salbei, Sand und Graphit. Die Muster sind ab sofort bestellbar.", group: "Einkauf", brand: "Nordholz Küchen", daysAgo: 4 },
  { title: "Verbandstag in Bielefeld", abstract: "Rückblick auf den Verbandstag mit über 200 Partnern.", text: "Über 200 Partnerinnen und Partner kamen zum Verbandstag nach Bielefeld. Im Mittelpunkt standen die Digitalisierung und die gemeinsame Werbung.", group: "Verband", daysAgo: 6 },
  { title: "Lichtwerk Ems: Lieferzeiten verkürzt", abstract: "Wohnraumleuchten sind wieder in zwei bis drei Wochen lieferbar.", text: "Durch ein neues Zentrallager in Rheine liefert Lichtwerk Ems Wohnraumleuchten wieder innerhalb von zwei bis drei Wochen.", group: "Einkauf", brand: "Lichtwerk Ems", daysAgo: 9 },
  { title: "Frühjahrsprospekt: Anmeldeschluss beachten", abstract: "Beteiligen Sie sich am gemeinsamen Frühjahrsprospekt.", text: "Für den Frühjahrsprospekt nehmen wir Anmeldungen bis Ende des Monats entgegen. Die Druckunterlagen stellen wir rechtzeitig bereit.", group: "Marketing", daysAgo: 11 },
  { title: "Bergmann Polster auf der Möbelmesse", abstract: "Neue Wohnlandschaften und Funktionssofas.", text: "Bergmann Polster zeigt auf der Möbelmesse die neue Wohnlandschaft Ravena und das Funktionssofa Comfortline Relax.", group: "Messen", brand: "Bergmann Polster", daysAgo: 14 },
  { title: "Kaltenbach Boxspring: Preisanpassung", abstract: "Zum Quartalsbeginn ändern sich einzelne Preise.", text: "Kaltenbach passt zum Quartalsbeginn die Preise einzelner Boxspringmodelle an. Die neue Preisliste finden Sie im Dokumentenbereich.", group: "Einkauf", brand: "Kaltenbach Boxspring", daysAgo: 18 },
  { title: "Social-Media-Paket für Partner", abstract: "Fertige Beiträge für Ihre Kanäle im Marketingbereich.", text: "Ab sofort stellen wir monatlich fertige Social-Media-Beiträge zur Verfügung, die Sie mit Ihrem Logo versehen können.", group: "Marketing", daysAgo: 23 },
  { title: "Messekalender 2027", abstract: "Alle wichtigen Branchentermine im Überblick.", text: "Der Messekalender 2027 ist online. Tragen Sie sich frühzeitig für die gemeinsamen Messestände ein.", group: "Messen", daysAgo: 30 },
  { title: "Ems Living Light: neue Kollektion", abstract: "Designleuchten in Messing und Schwarz.", text: "Die neue Kollektion von Ems Living Light setzt auf Messing und mattes Schwarz.", group: "Einkauf", brand: "Ems Living Light", daysAgo: 35 },
  { title: "Neue Mitglieder im Verband", abstract: "Wir begrüßen drei neue Handelspartner.", text: "Drei Möbelhäuser aus Niedersachsen und Schleswig-Holstein sind dem Verband beigetreten.", group: "Verband", daysAgo: 41 },
  { title: "Nordholz Bad: Musterküchenaktion", abstract: "Sonderkonditionen für Ausstellungsstücke.", text: "Bis Quartalsende gelten für Ausstellungsstücke von Nordholz Bad Sonderkonditionen.", group: "Einkauf", brand: "Nordholz Bad", daysAgo: 47 },
];

interface SeedEvent {
  title: string;
  abstract: string;
  text: string;
  location: string;
  startInDays: number;
  days: number;
  home: boolean;
  registration: boolean;
  closedDaysBefore?: number;
  max?: number;
  email?: string;
  options?: [string, string, string];
  /** participants already registered by other demo companies */
  taken?: { company: number; participants: number }[];
}

const EVENTS: SeedEvent[] = [
  { title: "Küchentrend-Tage Löhne", abstract: "Hausmesse von Nordholz mit allen Neuheiten des Jahres.", text: "Zwei Tage Küchenneuheiten, Fachvorträge zur Planung und ein Abendprogramm im Werk.", location: "Nordholz Küchenmöbel GmbH, Löhne", startInDays: 30, days: 2, home: true, registration: true, max: 40, email: "events@nordholz-kuechen.example", options: ["Werksführung", "Planungsworkshop", "Abendveranstaltung"], taken: [{ company: 2, participants: 30 }] },
  { title: "Lichtplanung im Möbelhaus", abstract: "Schulung zur Lichtplanung in Ausstellungen.", text: "Praxisnahe Schulung zur Beleuchtung von Ausstellungsflächen mit den Lichtplanern von Lichtwerk Ems.", location: "Lichtwerk Ems, Rheine", startInDays: 45, days: 1, home: true, registration: true, max: 40, email: "schulung@lichtwerk-ems.example", options: ["Lichtlabor", "Produktschulung", "Mittagessen mit dem Team"], taken: [{ company: 2, participants: 30 }] },
  { title: "Polster-Workshop Lichtenfels", abstract: "Bezugsstoffe, Pflege und Reklamationen.", text: "Ein Tag im Polsterwerk von Bergmann mit Workshops zu Bezugsstoffen und Reklamationsabwicklung.", location: "Bergmann Polstermöbel, Lichtenfels", startInDays: 60, days: 1, home: false, registration: true, max: 25, email: "akademie@bergmann-polster.example", options: ["Werksführung", "Stoffkunde", "Reklamationspraxis"] },
  { title: "Verbandstag 2027", abstract: "Jahrestreffen aller Partner.", text: "Der Verbandstag mit Jahresrückblick, Ausblick und Abendveranstaltung.", location: "Stadthalle Bielefeld", startInDays: 90, days: 2, home: true, registration: true, max: 300, email: "verbandstag@einkaufsverband.example", options: ["Fachforum Küche", "Fachforum Wohnen", "Abendgala"] },
  { title: "Schlafkongress Offenburg", abstract: "Anmeldung bereits geschlossen.", text: "Der Kongress rund um gesunden Schlaf ist ausgebucht; die Anmeldung ist geschlossen.", location: "Messe Offenburg", startInDays: 10, days: 1, home: false, registration: true, closedDaysBefore: 20, max: 80, email: "kongress@kaltenbach-schlaf.example", options: ["Vortrag Ergonomie", "Matratzentest", "Ausstellung"] },
  { title: "Online-Seminar Social Media", abstract: "Beiträge für Ihre Kanäle planen.", text: "Ein einstündiges Online-Seminar zum Social-Media-Paket des Verbands.", location: "Online", startInDays: 20, days: 1, home: false, registration: false },
  { title: "Frühjahrsmesse Hamburg", abstract: "Rückblick auf die Frühjahrsmesse.", text: "Gemeinsamer Messestand mit 14 Lieferanten.", location: "Messe Hamburg", startInDays: -60, days: 3, home: false, registration: false },
  { title: "Küchenforum Herbst", abstract: "Vergangene Veranstaltung mit Anmeldung.", text: "Das Küchenforum stand im Zeichen der Nachhaltigkeit.", location: "Bielefeld", startInDays: -20, days: 1, home: false, registration: true, max: 50, email: "events@nordholz-kuechen.example", options: ["Vortrag", "Workshop", "Abendessen"] },
];

const DOCUMENT_TYPES = ["Preisliste", "Montageanleitung", "Konditionen", "Schulung", "Bildmaterial"] as const;
const SAM_TAGS = [
  { name: "Preislisten", description: "Aktuelle und frühere Preislisten der Lieferanten." },
  { name: "Konditionen", description: "Jahreskonditionen, Boni und Sonderkonditionen." },
  { name: "Marketing", description: "Prospekte, Plakate und Bildmaterial." },
  { name: "Schulung", description: "Unterlagen zu Schulungen und Workshops." },
  { name: "Logistik", description: "Liefer- und Versandbedingungen." },
];

const DOCUMENTS: { name: string; file: string; type: (typeof DOCUMENT_TYPES)[number]; cls: "EVA" | "EKA"; brands: string[]; tags: string[]; validFrom?: string; validTo?: string; daysAgo: number }[] = [
  { name: "Preisliste Küche 2026", file: "preisliste-kueche", type: "Preisliste", cls: "EKA", brands: ["Nordholz Küchen"], tags: ["Preislisten"], validFrom: "2026-01-01", validTo: "2027-12-31", daysAgo: 3 },
  { name: "Montageanleitung Hochschrank", file: "montage-kueche", type: "Montageanleitung", cls: "EKA", brands: ["Nordholz Küchen", "Nordholz Bad"], tags: ["Schulung"], daysAgo: 8 },
  { name: "Konditionenübersicht 2026", file: "konditionen-2026", type: "Konditionen", cls: "EVA", brands: [], tags: ["Konditionen"], validFrom: "2026-01-01", validTo: "2027-12-31", daysAgo: 5 },
  { name: "Lieferbedingungen Leuchten", file: "lieferbedingungen-leuchten", type: "Konditionen", cls: "EKA", brands: ["Lichtwerk Ems", "Ems Living Light"], tags: ["Logistik", "Konditionen"], daysAgo: 12 },
  { name: "Schulungsunterlagen Polster", file: "schulung-polster", type: "Schulung", cls: "EKA", brands: ["Bergmann Polster"], tags: ["Schulung"], daysAgo: 20 },
  { name: "Preisliste Polster 2025", file: "preisliste-2025", type: "Preisliste", cls: "EKA", brands: ["Bergmann Polster"], tags: ["Preislisten"], validFrom: "2025-01-01", validTo: "2025-12-31", daysAgo: 300 },
  { name: "Messekonditionen Frühjahr 2027", file: "messe-2027", type: "Konditionen", cls: "EVA", brands: [], tags: ["Konditionen"], validFrom: "2027-03-01", validTo: "2027-05-31", daysAgo: 1 },
  { name: "Produktfoto Küche Lina", file: "produktfoto-kueche", type: "Bildmaterial", cls: "EKA", brands: ["Nordholz Küchen"], tags: ["Marketing"], daysAgo: 15 },
  { name: "Aktionsplakat Frühjahr", file: "aktionsplakat", type: "Bildmaterial", cls: "EKA", brands: [], tags: ["Marketing"], daysAgo: 25 },
];

interface SeedService {
  name: string;
  title: string;
  teaser: string;
  text?: string;
  serviceId?: string;
  link?: string;
  brands?: string[];
  children?: SeedService[];
}

const SERVICES: SeedService[] = [
  {
    name: "marketing", title: "Marketing-Services", teaser: "Gemeinsame Werbung und Materialien für Ihr Haus.",
    children: [
      { name: "prospektservice", title: "Prospektservice", teaser: "Beteiligung an den Verbandsprospekten.", text: "Wir planen, gestalten und drucken Prospekte mit Ihrem Logo und Ihren Preisen.", serviceId: "SVC-PROSPEKT", brands: ["Nordholz Küchen", "Bergmann Polster"] },
      { name: "online-marketing", title: "Online-Marketing", teaser: "Social Media, Newsletter und Suchmaschinenwerbung.", text: "Fertige Beiträge und Kampagnen für Ihre digitalen Kanäle.", serviceId: "SVC-ONLINE", brands: ["Ems Living Light"] },
    ],
  },
  {
    name: "finanzen", title: "Finanzdienstleistungen", teaser: "Zentralregulierung und Absicherung.",
    children: [
      { name: "zentralregulierung", title: "Zentralregulierung", teaser: "Eine Rechnung, ein Zahlungslauf.", text: "Die Zentralregulierung bündelt Ihre Lieferantenrechnungen und sichert Skonti.", serviceId: "SVC-ZR" },
      { name: "delkredere", title: "Delkredere", teaser: "Ausfallsicherheit für Lieferanten.", text: "Der Verband übernimmt die Haftung für die Zahlungen seiner Partner.", serviceId: "SVC-DELK" },
    ],
  },
  {
    name: "logistik", title: "Logistik", teaser: "Lager und Auslieferung.", serviceId: "SVC-LOG", text: "Zentrallager, Auslieferung bis zum Endkunden und Montageservice.", brands: ["Kaltenbach Boxspring", "Kaltenbach Schlaf"],
    children: [{ name: "montageservice", title: "Montageservice", teaser: "Montage beim Endkunden durch Partnerbetriebe.", text: "Unsere Partnerbetriebe montieren Küchen und Schlafzimmer beim Endkunden.", serviceId: "SVC-MONTAGE", brands: ["Nordholz Küchen"] }],
  },
];

function atNine(base: Date, days: number): Date {
  const d = new Date(base.getTime() + days * DAY);
  d.setUTCHours(8, 0, 0, 0);
  return d;
}

export async function seedContent(tx: Tx, now: Date): Promise<void> {
  const supplierIds = { nordholz: 3, lichtwerk: 4 } as Record<string, number>;
  for (const [i, supplier] of SUPPLIERS.entries()) {
    // after the nine demo companies (10001–10009)
    const [row] = await tx.insert(companies).values({ ...supplier, customerNumber: customerNumberOf(supplier.relation, DEMO_NUMBER_BASE, 10 + i) }).returning({ id: companies.id });
    supplierIds[i === 0 ? "bergmann" : "kaltenbach"] = row!.id;
  }

  const groupOf = await seedProductGroups(tx);
  const brandIds = new Map<string, number>();
  for (const brand of BRANDS) {
    const [row] = await tx
      .insert(brands)
      .values({ name: brand.name, companyId: supplierIds[brand.supplier]!, link: brand.link, description: brand.description, deliveryConditions: brand.conditions })
      .returning({ id: brands.id });
    brandIds.set(brand.name, row!.id);
    await tx.insert(brandDivisions).values(brand.divisions.map(([name, supplierNr]) => ({ brandId: row!.id, name, supplierNr })));
    await tx.insert(brandProductGroups).values(
      brand.groups.map((g) => {
        const [title, percent] = typeof g === "string" ? [g, null] : g;
        return { brandId: row!.id, productGroupId: groupOf(title).id, percentageTenths: percent === null ? null : Math.round(percent * 10) };
      }),
    );
  }
  const brandId = (name: string) => brandIds.get(name)!;

  const newsGroupRows = await tx.insert(newsGroups).values(NEWS_GROUPS.map((title) => ({ title }))).returning();
  const newsRows = await tx
    .insert(news)
    .values(
      NEWS.map((n) => ({
        title: n.title,
        abstract: n.abstract,
        text: n.text,
        newsGroupId: newsGroupRows.find((g) => g.title === n.group)!.id,
        publishedOn: new Date(now.getTime() - n.daysAgo * DAY),
        important: n.important ?? false,
      })),
    )
    .returning({ id: news.id });
  const aboutBrands = NEWS.flatMap((n, i) => (n.brand ? [{ newsId: newsRows[i]!.id, brandId: brandId(n.brand) }] : []));
  if (aboutBrands.length) await tx.insert(newsBrands).values(aboutBrands);

  for (const e of EVENTS) {
    const dateFrom = atNine(now, e.startInDays);
    const [row] = await tx
      .insert(calendarEvents)
      .values({
        title: e.title,
        abstract: e.abstract,
        text: e.text,
        location: e.location,
        dateFrom,
        dateTo: new Date(dateFrom.getTime() + (e.days - 1) * DAY + 9 * 60 * 60 * 1000),
        showOnHomepage: e.home,
        registrationEnabled: e.registration,
        registrationEnd: e.closedDaysBefore ? atNine(now, e.startInDays - e.closedDaysBefore) : null,
        maxParticipants: e.max ?? null,
        responsibleEmail: e.email ?? null,
        programOption1: e.options?.[0] ?? null,
        programOption2: e.options?.[1] ?? null,
        programOption3: e.options?.[2] ?? null,
      })
      .returning({ id: calendarEvents.id });
    for (const taken of e.taken ?? []) {
      await tx.insert(calendarRegistrations).values({
        calendarEventId: row!.id,
        companyId: taken.company,
        participants: taken.participants,
        sleepover: "none",
        acceptance: true,
      });
    }
  }

  const seedFiles = await buildSeedFiles();
  const fileIds = new Map<string, string>();
  for (const f of seedFiles) {
    const [row] = await tx
      .insert(files)
      .values({
        filenameDisk: diskNameOf(f),
        filenameDownload: f.filenameDownload,
        title: f.filenameDownload.replace(/\.[a-z]+$/, ""),
        type: f.type,
        filesize: f.bytes.length,
        width: f.width,
        height: f.height,
        checksum: checksumOf(f),
        folder: f.folder ?? "documents",
        companyId: null,
        contentText: await seedFileText(f),
      })
      .returning({ id: files.id });
    fileIds.set(f.key, row!.id);
  }
  const typeRows = await tx.insert(documentTypes).values(DOCUMENT_TYPES.map((title) => ({ title }))).returning();
  const tagRows = await tx.insert(samTags).values(SAM_TAGS).returning();
  for (const d of DOCUMENTS) {
    const [row] = await tx
      .insert(documents)
      .values({
        name: d.name,
        fileId: fileIds.get(d.file)!,
        documentTypeId: typeRows.find((t) => t.title === d.type)!.id,
        documentClass: d.cls,
        validFrom: d.validFrom ?? null,
        validTo: d.validTo ?? null,
        uploadedOn: new Date(now.getTime() - d.daysAgo * DAY),
      })
      .returning({ id: documents.id });
    if (d.brands.length) await tx.insert(documentBrands).values(d.brands.map((b) => ({ documentId: row!.id, brandId: brandId(b) })));
    await tx.insert(documentSamTags).values(d.tags.map((t) => ({ documentId: row!.id, samTagId: tagRows.find((r) => r.name === t)!.id })));
  }

  const insertServices = async (list: SeedService[], parentId: number | null) => {
    for (const [sort, s] of list.entries()) {
      const [row] = await tx
        .insert(partnerServices)
        .values({ parentId, serviceId: s.serviceId ?? null, name: s.name, title: s.title, teaser: s.teaser, text: s.text ?? "", link: s.link ?? null, sort })
        .returning({ id: partnerServices.id });
      if (s.brands?.length) await tx.insert(partnerServiceBrands).values(s.brands.map((b) => ({ partnerServiceId: row!.id, brandId: brandId(b) })));
      await insertServices(s.children ?? [], row!.id);
    }
  };
  await insertServices(SERVICES, null);
}
