/**
 * Demo master data (issue 5): lookups, contact properties (definition values), contacts with
 * departments and job titles, addresses of every type with opening hours, customer feedback.
 * Called at the end of seedDemo, inside its transaction.
 */
import type { AddressType, ContactGender, ContactPosition, FeedbackStatus } from "../contract/masterdata";
import type { Tx } from "../db/client";
import { addresses, areaContacts, contactProperties, contacts, customerFeedback, definitionValues, lookups, openingHours } from "../db/schema";


const LOOKUPS = [
  ...[
    ["department_gf", "Geschäftsführung"],
    ["department_einkauf", "Einkauf"],
    ["department_verkauf", "Verkauf"],
    ["department_marketing", "Marketing"],
    ["department_kuechenplanung", "Küchenplanung"],
    ["department_buchhaltung", "Buchhaltung"],
    ["department_kundendienst", "Kundendienst"],
  ].map(([id, name]) => ({ id: id!, name: name!, collection: "department" as const, parent: null })),
  ...[
    ["jobtitle_gf", "Geschäftsführer/in"],
    ["jobtitle_einkaufsleitung", "Einkaufsleiter/in"],
    ["jobtitle_verkaufsleitung", "Verkaufsleiter/in"],
    ["jobtitle_fachberatung", "Fachberater/in Wohnen"],
    ["jobtitle_kuechenplaner", "Küchenplaner/in"],
    ["jobtitle_marketing", "Marketingreferent/in"],
    ["jobtitle_aussendienst", "Außendienstmitarbeiter/in"],
    ["jobtitle_buchhaltung", "Buchhalter/in"],
  ].map(([id, name]) => ({ id: id!, name: name!, collection: "jobtitle" as const, parent: null })),
  ...[
    ["country_de", "Deutschland"],
    ["country_at", "Österreich"],
    ["country_ch", "Schweiz"],
    ["country_nl", "Niederlande"],
    ["country_be", "Belgien"],
    ["country_lu", "Luxemburg"],
  ].map(([id, name]) => ({ id: id!, name: name!, collection: "country" as const, parent: null })),
  ...[
    ["sales_region_nord", "Nord", "country_de"],
    ["sales_region_west", "West", "country_de"],
    ["sales_region_sued", "Süd", "country_de"],
    ["sales_region_ost", "Ost", "country_de"],
    ["sales_region_mitte", "Mitte", "country_de"],
    ["sales_region_at_ost", "Ost", "country_at"],
    ["sales_region_at_west", "West", "country_at"],
    ["sales_region_at_sued", "Süd", "country_at"],
    ["sales_region_ch_deutschschweiz", "Deutschschweiz", "country_ch"],
    ["sales_region_ch_romandie", "Romandie", "country_ch"],
    ["sales_region_ch_tessin", "Tessin", "country_ch"],
  ].map(([id, name, parent]) => ({ id: id!, name: name!, collection: "sales_region" as const, parent: parent! })),
  ...[
    ["sales_state_nw", "Nordrhein-Westfalen", "country_de"],
    ["sales_state_ni", "Niedersachsen", "country_de"],
    ["sales_state_hh", "Hamburg", "country_de"],
    ["sales_state_sh", "Schleswig-Holstein", "country_de"],
    ["sales_state_by", "Bayern", "country_de"],
    ["sales_state_he", "Hessen", "country_de"],
    ["sales_state_bw", "Baden-Württemberg", "country_de"],
    ["sales_state_be", "Berlin", "country_de"],
    ["sales_state_bb", "Brandenburg", "country_de"],
    ["sales_state_hb", "Bremen", "country_de"],
    ["sales_state_mv", "Mecklenburg-Vorpommern", "country_de"],
    ["sales_state_rp", "Rheinland-Pfalz", "country_de"],
    ["sales_state_sl", "Saarland", "country_de"],
    ["sales_state_sn", "Sachsen", "country_de"],
    ["sales_state_st", "Sachsen-Anhalt", "country_de"],
    ["sales_state_th", "Thüringen", "country_de"],
    // the regional sales of Austrian partners are assigned by Bundesland, too
    ["sales_state_at_b", "Burgenland", "country_at"],
    ["sales_state_at_k", "Kärnten", "country_at"],
    ["sales_state_at_n", "Niederösterreich", "country_at"],
    ["sales_state_at_o", "Oberösterreich", "country_at"],
    ["sales_state_at_s", "Salzburg", "country_at"],
    ["sales_state_at_st", "Steiermark", "country_at"],
    ["sales_state_at_t", "Tirol", "country_at"],
    ["sales_state_at_v", "Vorarlberg", "country_at"],
    ["sales_state_at_w", "Wien", "country_at"],
  ].map(([id, name, parent]) => ({ id: id!, name: name!, collection: "sales_state" as const, parent: parent! })),
];

const DEFINITION_VALUES = [
  { additional1: "vL:Reklamation", additional3: "Ansprechpartner Reklamation", additional5: "export-middleware" },
  { additional1: "oL:Messe", additional3: "Messekontakt", additional5: "export-middleware" },
  { additional1: "vL:Preislisten", additional3: "Empfänger Preislisten", additional5: "export-middleware" },
  { additional1: "vM:Einkauf", additional3: "Ansprechpartner Einkauf", additional5: "export-middleware" },
  { additional1: "oM:Marketing", additional3: "Ansprechpartner Werbung", additional5: "export-middleware" },
  { additional1: "vM:Rechnung;vL:Rechnung", additional3: "Rechnungsempfänger", additional5: "export-middleware" },
  { additional1: "vM:Newsletter", additional3: "Newsletter Verband", additional5: "intern", status: "published" as const },
  { additional1: "oM:Schulung", additional3: "Schulungen (eingestellt)", additional5: "export-middleware", status: "archived" as const },
];

interface DemoContact {
  first: string;
  last: string;
  gender: ContactGender;
  position: ContactPosition;
  department: string;
  jobtitle: string;
  web: string;
  title?: string;
  quote?: string;
  properties?: number[];
  area?: string;
  /** the field sales area: countries, regions and states (lookup ids) */
  sales?: { countries: string[]; regions: string[]; states: string[] };
}

const CONTACTS: Record<number, DemoContact[]> = {
  1: [
    { first: "Katrin", last: "Sommer", gender: "F", position: "LTG", department: "department_gf", jobtitle: "jobtitle_gf", web: "Geschäftsleitung", quote: "Wir richten seit drei Generationen Wohnungen in Ostwestfalen ein und wissen, dass gute Beratung mehr zählt als jeder Katalog.", area: "website" },
    { first: "Thomas", last: "Brinkmann", gender: "M", position: "LTG", department: "department_einkauf", jobtitle: "jobtitle_einkaufsleitung", web: "Einkauf", properties: [4] },
    { first: "Julia", last: "Hagedorn", gender: "F", position: "MA", department: "department_kuechenplanung", jobtitle: "jobtitle_kuechenplaner", web: "Küchenstudio", area: "career" },
    { first: "Mehmet", last: "Yilmaz", gender: "M", position: "MA", department: "department_kuechenplanung", jobtitle: "jobtitle_kuechenplaner", web: "Küchenstudio" },
    { first: "Sabine", last: "Klocke", gender: "F", position: "MA", department: "department_verkauf", jobtitle: "jobtitle_fachberatung", web: "Wohnberatung" },
    { first: "Dirk", last: "Oberländer", gender: "M", position: "MA", department: "department_marketing", jobtitle: "jobtitle_marketing", web: "Marketing", properties: [5] },
  ],
  2: [
    { first: "Lea", last: "Brandt", gender: "F", position: "LTG", department: "department_gf", jobtitle: "jobtitle_gf", web: "Inhaberin" },
    { first: "Carsten", last: "Wübbeling", gender: "M", position: "MA", department: "department_verkauf", jobtitle: "jobtitle_fachberatung", web: "Beratung" },
  ],
  3: [
    {
      first: "Michael",
      last: "Kröger",
      gender: "M",
      position: "LTG",
      department: "department_verkauf",
      jobtitle: "jobtitle_verkaufsleitung",
      web: "Vertrieb",
      title: "Dipl.-Ing.",
      properties: [2],
      sales: { countries: ["country_de", "country_at", "country_ch"], regions: [], states: [] },
    },
    { first: "Sandra", last: "Vogt", gender: "F", position: "MA", department: "department_kundendienst", jobtitle: "jobtitle_aussendienst", web: "Innendienst", properties: [1] },
    {
      first: "Heiko",
      last: "Strathmann",
      gender: "M",
      position: "MA",
      department: "department_verkauf",
      jobtitle: "jobtitle_aussendienst",
      web: "Vertrieb",
      sales: {
        countries: ["country_de", "country_at"],
        regions: ["sales_region_nord", "sales_region_west", "sales_region_at_west"],
        states: ["sales_state_hb", "sales_state_hh", "sales_state_ni", "sales_state_nw", "sales_state_sh", "sales_state_at_s", "sales_state_at_t", "sales_state_at_v"],
      },
    },
  ],
};

const ADDRESS_TYPES_DEMO: { type: AddressType; name: string; street: string; zip: string; city: string; hours: boolean }[] = [
  { type: "PA", name: "Stammhaus", street: "Herforder Straße 212", zip: "33609", city: "Bielefeld", hours: true },
  { type: "RA", name: "Buchhaltung", street: "Herforder Straße 212", zip: "33609", city: "Bielefeld", hours: false },
  { type: "PO", name: "Postfach", street: "Postfach 10 11 20", zip: "33511", city: "Bielefeld", hours: false },
  { type: "FI", name: "Filiale Gütersloh", street: "Berliner Straße 54", zip: "33330", city: "Gütersloh", hours: true },
  { type: "CA", name: "Küchenstudio", street: "Herforder Straße 214", zip: "33609", city: "Bielefeld", hours: true },
  { type: "LA", name: "Zentrallager", street: "Am Stadtholz 8", zip: "33609", city: "Bielefeld", hours: true },
  { type: "SO", name: "Abholmarkt", street: "Eckendorfer Straße 30", zip: "33609", city: "Bielefeld", hours: false },
];

export const STORE_HOURS = [1, 2, 3, 4, 5].flatMap((weekday) => [
  { weekday, fromTime: "10:00", toTime: "13:00" },
  { weekday, fromTime: "14:00", toTime: "19:00" },
]).concat([{ weekday: 6, fromTime: "10:00", toTime: "18:00" }]);

const FEEDBACK_COMMENTS = [
  "Sehr kompetente Küchenplanung, wir fühlten uns gut beraten.",
  "Lieferung kam pünktlich, Montage sauber.",
  "Lange Wartezeit auf das Sofa, aber freundlicher Kundendienst.",
  "Tolle Ausstellung, leider wenig Parkplätze.",
  "Beratung war in Ordnung, Preis etwas hoch.",
  null,
];

export async function seedMasterdata(tx: Tx, companyIds: { sommer: number; brandt: number; nordholz: number; hanseLuebeck: number; hanseKiel: number }) {
  await tx.insert(lookups).values(LOOKUPS);
  const values = await tx
    .insert(definitionValues)
    .values(DEFINITION_VALUES.map((v) => ({ status: "published" as const, ...v })))
    .returning({ id: definitionValues.id });
  const byCompany: Record<number, number> = { 1: companyIds.sommer, 2: companyIds.brandt, 3: companyIds.nordholz };
  for (const [key, list] of Object.entries(CONTACTS)) {
    const companyId = byCompany[Number(key)]!;
    for (const [index, c] of list.entries()) {
      const [row] = await tx
        .insert(contacts)
        .values({
          companyId,
          firstName: c.first,
          lastName: c.last,
          title: c.title ?? null,
          gender: c.gender,
          position: c.position,
          email: `${c.first.toLowerCase()}.${c.last.toLowerCase().replace(/ö/g, "oe").replace(/ü/g, "ue").replace(/ä/g, "ae")}@example.com`,
          phone: `+49 521 98765-${10 + index}`,
          department: c.department,
          jobtitle: c.jobtitle,
          departmentWeb: c.web,
          jobtitleWeb: LOOKUPS.find((l) => l.id === c.jobtitle)?.name ?? null,
          quote: c.quote ?? null,
          salesCountries: c.sales?.countries ?? ["country_de"],
          salesStates: c.sales?.states ?? (companyId === companyIds.nordholz ? ["sales_state_nw", "sales_state_ni"] : []),
          salesRegions: c.sales?.regions ?? (companyId === companyIds.nordholz ? ["sales_region_west"] : []),
          sort: index + 1,
          customerCreated: index > 0,
        })
        .returning({ id: contacts.id });
      if (c.properties?.length) {
        await tx.insert(contactProperties).values(c.properties.map((n) => ({ contactId: row!.id, definitionValueId: values[n - 1]!.id })));
      }
      if (c.area) await tx.insert(areaContacts).values({ companyId, area: c.area, contactId: row!.id });
    }
  }
  for (const companyId of [companyIds.sommer, companyIds.hanseLuebeck]) {
    for (const a of ADDRESS_TYPES_DEMO) {
      const [row] = await tx
        .insert(addresses)
        .values({ companyId, addressType: a.type, name: a.name, street: a.street, zip: a.zip, city: a.city, phone: "+49 521 98765-0" })
        .returning({ id: addresses.id });
      if (a.hours) await tx.insert(openingHours).values(STORE_HOURS.map((h) => ({ ...h, addressId: row!.id })));
    }
  }
  const statuses: FeedbackStatus[] = ["new", "in_progress", "done"];
  const feedback = Array.from({ length: 36 }, (_, i) => {
    const month = 1 + (i % 12);
    const day = 1 + ((i * 7) % 27);
    const rating = [5, 4, 4, 3, 5, 2, 4, 5, 3, 4, 5, 1][i % 12]!;
    return {
      companyId: companyIds.sommer,
      status: statuses[i % 3]!,
      date: `2025-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
      customerName: ["Familie Meier", "H. Schröder", "A. Nowak", "Dr. Lange", null, "K. Petersen"][i % 6] ?? null,
      rating,
      recommend: Math.min(10, rating * 2 + (i % 2)),
      comment: FEEDBACK_COMMENTS[i % FEEDBACK_COMMENTS.length] ?? null,
    };
  });
  await tx.insert(customerFeedback).values(feedback);
}
