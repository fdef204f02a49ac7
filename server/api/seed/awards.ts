/**
 * The Wohnsinnspreis (decision 0920): the current round (open at seeding, closing in four months)
 * with three categories, and the two past rounds with their winners and photos.
 */
import type { Tx } from "../db/client";
import { awardCategories, awardRounds, awardSubmissions, files } from "../db/schema";
import { buildAwardSeedFiles, checksumOf, diskNameOf } from "./files";

type Companies = { sommer: number; brandt: number; hanseLuebeck: number; hanseKiel: number };

const CATEGORIES = [
  { title: "Bestes Schaufenster", description: "Schaufenster und Außenwirkung, die Passanten ins Haus holen." },
  { title: "Beste Ausstellung", description: "Eine Ausstellungsfläche, die Wohnwelten erlebbar macht." },
  { title: "Nachhaltigkeit im Handel", description: "Reparatur, Rücknahme, regionale Hersteller, Energie: was Ihr Haus nachhaltiger macht." },
];

const CONDITIONS = [
  "Teilnehmen können alle Handelspartner des Verbands. Je Kategorie ist ein Beitrag pro Unternehmen möglich.",
  "Ein Beitrag besteht aus Titel, Beschreibung (mindestens 50 Zeichen) und ein bis vier Fotos, an denen Sie die Bildrechte besitzen.",
  "Bis zum Einsendeschluss können Sie Beiträge bearbeiten, einreichen und zurückziehen; danach bewertet die Jury die eingereichten Beiträge.",
  "Die Preisträger werden auf der Verbandstagung ausgezeichnet und im Partnerportal vorgestellt.",
].join("\n");

const day = 24 * 60 * 60 * 1000;

/** Past winners: [year offset, category index, company, title, text, photo key]. */
const WINNERS: [number, number, keyof Companies, string, string, string][] = [
  [1, 0, "sommer", "Herbstwald im Schaufenster", "Drei Schaufenster als begehbarer Herbstwald: Massivholzmöbel zwischen Birkenstämmen, abends warm beleuchtet. Die Besucherzahl stieg im Aktionsmonat um ein Fünftel.", "wohnsinn-schaufenster-sommer"],
  [1, 1, "hanseLuebeck", "Nordlicht – Wohnen am Wasser", "Eine 600 m² große Ausstellung mit sechs Wohnwelten zwischen Ostseestrand und Stadtwohnung, jede mit eigenem Licht- und Klangkonzept.", "wohnsinn-ausstellung-luebeck"],
  [1, 2, "hanseKiel", "Reparieren statt wegwerfen", "Eine eigene Polster- und Reparaturwerkstatt im Haus: Kundinnen und Kunden lassen Lieblingsstücke aufarbeiten statt neu zu kaufen.", "wohnsinn-nachhaltig-kiel"],
  [2, 1, "brandt", "Loft im Altbau", "Ein ehemaliges Lager als Loft-Ausstellung: Küche, Wohnen und Schlafen ohne Wände, mit Möbeln regionaler Schreinereien.", "wohnsinn-ausstellung-brandt"],
  [2, 0, "hanseKiel", "Kieler Woche im Fenster", "Segel, Tauwerk und maritime Wohnaccessoires: das Schaufenster zur Kieler Woche wurde zum Fotomotiv der Innenstadt.", "wohnsinn-schaufenster-kiel"],
];

export async function seedAwards(tx: Tx, companyIds: Companies, now: Date): Promise<void> {
  const images = new Map<string, string>();
  const photos = await buildAwardSeedFiles();
  const year = now.getUTCFullYear() + 1;
  const categoriesOf = new Map<number, number[]>();
  const roundIds = new Map<number, number>();
  for (const offset of [0, 1, 2]) {
    // the current round opened a month ago and closes in four months; past rounds a year apart
    const until = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 4 - offset * 12, now.getUTCDate(), 22, 59, 59));
    const from = new Date(until.getTime() - 150 * day);
    const [round] = await tx
      .insert(awardRounds)
      .values({ title: `Wohnsinnspreis ${year - offset}`, year: year - offset, submissionFrom: from, submissionUntil: until, conditions: CONDITIONS })
      .returning({ id: awardRounds.id });
    roundIds.set(offset, round!.id);
    const rows = await tx
      .insert(awardCategories)
      .values(CATEGORIES.map((c, sort) => ({ roundId: round!.id, title: c.title, description: c.description, sort })))
      .returning({ id: awardCategories.id });
    categoriesOf.set(offset, rows.map((r) => r.id));
  }
  for (const [offset, category, company, title, text, photo] of WINNERS) {
    const f = photos.find((p) => p.key === photo)!;
    const [file] = await tx
      .insert(files)
      .values({ filenameDisk: diskNameOf(f), filenameDownload: f.filenameDownload, title, type: f.type, filesize: f.bytes.length, width: f.width, height: f.height, checksum: checksumOf(f), folder: f.folder, companyId: companyIds[company] })
      .returning({ id: files.id });
    images.set(photo, file!.id);
    await tx.insert(awardSubmissions).values({
      roundId: roundIds.get(offset)!,
      categoryId: categoriesOf.get(offset)![category]!,
      companyId: companyIds[company],
      status: "awarded",
      title,
      text,
      images: [file!.id],
      submittedAt: new Date(now.getTime() - offset * 365 * day),
    });
  }
}
