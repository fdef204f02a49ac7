/**
 * Demo data for the supplier screens and the corrections of issue 11: which trading partners carry
 * which brands, the association's contact persons per member, contacts of the Hanse branches,
 * customer feedback for the supplier, and the demo users' own favorites, read and important news
 * and event registrations. Runs after seedContent and seedMasterdata.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "../db/client";
import {
  brands,
  calendarEvents,
  calendarRegistrationContacts,
  calendarRegistrations,
  companySamContacts,
  contacts,
  customerFeedback,
  files,
  news,
  samContacts,
  tradingPartnerBrands,
  users,
} from "../db/schema";
import { SAM_CONTACT_PORTRAITS } from "./files";


interface Companies {
  sommer: number;
  brandt: number;
  nordholz: number;
  lichtwerk: number;
  hanse: number;
  hanseLuebeck: number;
  hanseKiel: number;
}

/** trading partner → the brands it carries */
const CARRIED: [keyof Companies, string[]][] = [
  ["sommer", ["Nordholz Küchen", "Nordholz Bad", "Lichtwerk Ems", "Bergmann Polster", "Kaltenbach Schlaf"]],
  ["brandt", ["Nordholz Küchen", "Ems Living Light", "Comfortline by Bergmann"]],
  ["hanseLuebeck", ["Nordholz Küchen", "Bergmann Polster", "Kaltenbach Boxspring"]],
  ["hanseKiel", ["Lichtwerk Ems", "Kaltenbach Schlaf", "Kaltenbach Boxspring"]],
];

const SAM_CONTACTS = [
  { firstName: "Christine", lastName: "Hoffmann", role: "Mitgliederbetreuung Handel", phone: "+49 521 55 700-21", email: "c.hoffmann@einkaufsverband.example", portrait: "portrait-hoffmann" },
  { firstName: "Markus", lastName: "Wiesner", role: "Einkauf Küche und Bad", phone: "+49 521 55 700-34", email: "m.wiesner@einkaufsverband.example", portrait: "portrait-wiesner" },
  { firstName: "Aylin", lastName: "Özdemir", role: "Lieferantenmanagement", phone: "+49 521 55 700-42", email: "a.oezdemir@einkaufsverband.example", portrait: "portrait-oezdemir" },
  { firstName: "Jan", lastName: "Frerichs", role: "Zentralregulierung und Abrechnung", phone: "+49 521 55 700-58", email: "j.frerichs@einkaufsverband.example", portrait: "portrait-frerichs" },
] as const;
type SamKey = (typeof SAM_CONTACTS)[number]["lastName"];

/** member → its association contacts, in the order shown */
const LOOKED_AFTER: [keyof Companies, SamKey[]][] = [
  ["sommer", ["Hoffmann", "Wiesner", "Frerichs"]],
  ["brandt", ["Hoffmann", "Frerichs"]],
  ["hanse", ["Hoffmann", "Frerichs"]],
  ["hanseLuebeck", ["Hoffmann", "Frerichs"]],
  ["hanseKiel", ["Hoffmann", "Frerichs"]],
  ["nordholz", ["Özdemir", "Wiesner", "Frerichs"]],
  ["lichtwerk", ["Özdemir", "Frerichs"]],
];

const BRANCH_CONTACTS: [keyof Companies, string, string, string, string][] = [
  ["hanseLuebeck", "Ole", "Petersen", "Filialleitung", "+49 451 479 12-10"],
  ["hanseLuebeck", "Merle", "Thomsen", "Einkauf Küche", "+49 451 479 12-21"],
  ["hanseLuebeck", "Sönke", "Hansen", "Verkauf Wohnen", "+49 451 479 12-34"],
  ["hanseKiel", "Anke", "Jensen", "Filialleitung", "+49 431 640 58-10"],
  ["hanseKiel", "Finn", "Lorenzen", "Einkauf Schlafen", "+49 431 640 58-22"],
  ["hanseKiel", "Wiebke", "Carstensen", "Verkauf Leuchten", "+49 431 640 58-31"],
];

const SUPPLIER_FEEDBACK = [
  "Die Fronten in Lack matt kamen ohne Beschädigung an, Montage problemlos.",
  "Ersatzteil für den Auszug hat drei Wochen gedauert.",
  "Sehr gute Planungsunterlagen, die Kundin war begeistert.",
  "Farbabweichung bei einer Nachlieferung, wurde kulant getauscht.",
  "Liefertermin wurde eingehalten, Aufmaß passte genau.",
  null,
];

/** the demo users' own preferences (news by title, brands by name) */
const PREFERENCES: { userId: string; favorites: string[]; read: string[]; important: string[] }[] = [
  {
    userId: "3f6a2c1e-8b4d-4e7a-9c15-2d7e8f9a0b01", // haendler
    favorites: ["Kaltenbach Schlaf", "Nordholz Küchen"],
    read: ["Neue Jahreskonditionen 2026 veröffentlicht", "Nordholz Küchen: neue Frontfarben", "Neue Mitglieder im Verband"],
    important: ["Neue Jahreskonditionen 2026 veröffentlicht"],
  },
  {
    userId: "3f6a2c1e-8b4d-4e7a-9c15-2d7e8f9a0b05", // lieferant
    favorites: [],
    read: ["Neue Jahreskonditionen 2026 veröffentlicht", "Frühjahrsprospekt: Anmeldeschluss beachten"],
    important: ["Neue Jahreskonditionen 2026 veröffentlicht"],
  },
];

/** each registration names contacts of its company by last name */
const REGISTRATIONS: { company: keyof Companies; event: string; contacts: string[]; sleepover: "none" | "before"; rooms: number }[] = [
  { company: "nordholz", event: "Verbandstag 2027", contacts: ["Kröger", "Vogt"], sleepover: "before", rooms: 2 },
  { company: "sommer", event: "Küchenforum Herbst", contacts: ["Brinkmann", "Hagedorn"], sleepover: "none", rooms: 0 },
];

export async function seedSupplier(tx: Tx, companyIds: Companies): Promise<void> {
  const brandRows = await tx.select({ id: brands.id, name: brands.name }).from(brands);
  const brandId = (name: string) => brandRows.find((b) => b.name === name)!.id;
  for (const [company, names] of CARRIED) {
    await tx.insert(tradingPartnerBrands).values(names.map((name) => ({ companyId: companyIds[company], brandId: brandId(name) })));
  }

  const portraits = await tx
    .select({ id: files.id, disk: files.filenameDisk })
    .from(files)
    .where(inArray(files.filenameDisk, SAM_CONTACT_PORTRAITS.map(([key]) => `seed-${key}.png`)));
  const samIds = new Map<string, number>();
  for (const c of SAM_CONTACTS) {
    const { portrait, ...fields } = c;
    const [row] = await tx
      .insert(samContacts)
      .values({ ...fields, photo: portraits.find((p) => p.disk === `seed-${portrait}.png`)?.id ?? null })
      .returning({ id: samContacts.id });
    samIds.set(c.lastName, row!.id);
  }
  for (const [company, names] of LOOKED_AFTER) {
    await tx.insert(companySamContacts).values(names.map((name, sort) => ({ companyId: companyIds[company], samContactId: samIds.get(name)!, sort })));
  }

  for (const [i, [company, first, last, jobtitle, phone]] of BRANCH_CONTACTS.entries()) {
    const mail = `${first}.${last}`.toLowerCase().replace(/ö/g, "oe").replace(/ü/g, "ue").replace(/ä/g, "ae");
    await tx.insert(contacts).values({
      companyId: companyIds[company],
      firstName: first,
      lastName: last,
      email: `${mail}@wohnwelt-hanse.example`,
      phone,
      departmentWeb: jobtitle,
      jobtitleWeb: jobtitle,
      salesCountries: ["country_de"],
      sort: i + 1,
    });
  }

  await tx.insert(customerFeedback).values(
    Array.from({ length: 18 }, (_, i) => {
      const rating = [5, 4, 3, 4, 5, 2][i % 6]!;
      return {
        companyId: companyIds.nordholz,
        status: (["new", "in_progress", "done"] as const)[i % 3]!,
        date: `2025-${String(1 + ((i * 2) % 12)).padStart(2, "0")}-${String(3 + ((i * 5) % 25)).padStart(2, "0")}`,
        customerName: ["Möbelhaus Sommer", "Wohnstudio Brandt", "Wohnwelt Hanse Lübeck", null][i % 4] ?? null,
        rating,
        recommend: Math.min(10, rating * 2),
        comment: SUPPLIER_FEEDBACK[i % SUPPLIER_FEEDBACK.length] ?? null,
      };
    }),
  );

  const newsRows = await tx.select({ id: news.id, title: news.title }).from(news);
  const newsIds = (titles: string[]) => titles.map((title) => String(newsRows.find((n) => n.title === title)!.id));
  for (const p of PREFERENCES) {
    await tx
      .update(users)
      .set({ favoriteBrands: p.favorites.map(brandId), portalSettings: { readNews: newsIds(p.read), importantNews: newsIds(p.important) } })
      .where(eq(users.id, p.userId));
  }

  for (const r of REGISTRATIONS) {
    const [event] = await tx.select({ id: calendarEvents.id }).from(calendarEvents).where(eq(calendarEvents.title, r.event));
    const named = await tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.companyId, companyIds[r.company]), inArray(contacts.lastName, r.contacts)));
    const [row] = await tx
      .insert(calendarRegistrations)
      .values({ calendarEventId: event!.id, companyId: companyIds[r.company], participants: named.length, singleRooms: r.rooms, sleepover: r.sleepover, acceptance: true, catering: true })
      .returning({ id: calendarRegistrations.id });
    await tx.insert(calendarRegistrationContacts).values(named.map((c) => ({ calendarRegistrationsId: row!.id, contactId: c.id })));
  }
}
