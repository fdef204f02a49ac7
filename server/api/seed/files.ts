/**
 * Real small files for the demo documents, generated in code: minimal valid PDFs and PNGs
 * rendered with sharp. Disk names are fixed per file, so writing them is idempotent —
 * test fixtures that load a seeded database template call `writeSeedFiles` for their own storage.
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import { hasExtractableText } from "../files/extract-text";
import type { FileStorage } from "../files/storage";
import { textExtractor } from "../files/text-extractor";
import { makePdf } from "../../zr/make-pdf";

export interface SeedFile {
  key: string;
  filenameDownload: string;
  type: string;
  bytes: Buffer;
  width: number | null;
  height: number | null;
  /** logical folder; documents unless named */
  folder?: string;
}

/**
 * The demo files never change, and rendering them (sharp) is most of what seeding them costs: each
 * set is rendered once per process, whichever seed or test fixture asks first.
 */
function renderedOnce(render: () => Promise<readonly SeedFile[]>): () => Promise<readonly SeedFile[]> {
  let rendered: Promise<readonly SeedFile[]> | undefined;
  return () => (rendered ??= render());
}

async function makePng(width: number, height: number, color: string, label: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${color}"/><text x="50%" y="50%" font-family="sans-serif" font-size="${Math.round(height / 10)}" fill="#ffffff" text-anchor="middle">${label}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Portraits of the association's contact persons (key, initials, colour). */
export const SAM_CONTACT_PORTRAITS = [
  ["portrait-hoffmann", "CH", "#0f766e"],
  ["portrait-wiesner", "MW", "#1d4ed8"],
  ["portrait-oezdemir", "AÖ", "#7c3aed"],
  ["portrait-frerichs", "JF", "#b91c1c"],
] as const;

async function renderSeedFiles(): Promise<readonly SeedFile[]> {
  const pdf = (key: string, filenameDownload: string, title: string, lines: string[]): SeedFile => ({
    key,
    filenameDownload,
    type: "application/pdf",
    bytes: makePdf(title, lines),
    width: null,
    height: null,
  });
  return [
    pdf("preisliste-kueche", "Preisliste Küche 2026.pdf", "Preisliste Kueche 2026", ["Nordholz Kuechenmoebel GmbH", "Gueltig ab 01.01.2026", "Alle Preise netto zzgl. MwSt."]),
    // "Sockelblendenverbinder" stands only inside this PDF in the demo data: the search's browser
    // test finds the document by a word of its file's text (issue 30).
    pdf("montage-kueche", "Montageanleitung Hochschrank.pdf", "Montageanleitung Hochschrank", ["1. Korpus ausrichten", "2. Scharniere einhaengen", "3. Fronten justieren", "4. Sockelblendenverbinder aufstecken"]),
    pdf("konditionen-2026", "Konditionenübersicht 2026.pdf", "Konditionenuebersicht 2026", ["Jahresboni, Skonti und Werbekostenzuschuesse", "Nur fuer den internen Gebrauch"]),
    pdf("lieferbedingungen-leuchten", "Lieferbedingungen Leuchten.pdf", "Lieferbedingungen Leuchten", ["Frachtfrei ab 800 EUR", "Lieferzeit 2 bis 3 Wochen"]),
    pdf("schulung-polster", "Schulungsunterlagen Polster.pdf", "Schulungsunterlagen Polstermoebel", ["Bezugsstoffe und Pflege", "Reklamationsabwicklung"]),
    pdf("preisliste-2025", "Preisliste Polster 2025.pdf", "Preisliste Polster 2025", ["Gueltig bis 31.12.2025"]),
    pdf("messe-2027", "Messekonditionen Frühjahr 2027.pdf", "Messekonditionen Fruehjahr 2027", ["Gueltig ab 01.03.2027"]),
    { key: "produktfoto-kueche", filenameDownload: "Produktfoto Küche Lina.png", type: "image/png", bytes: await makePng(1200, 800, "#1f5a96", "Kueche Lina"), width: 1200, height: 800 },
    ...(await Promise.all(
      SAM_CONTACT_PORTRAITS.map(async ([key, initials, color]) => ({
        key,
        filenameDownload: `${key}.png`,
        type: "image/png",
        bytes: await makePng(400, 400, color, initials),
        width: 400,
        height: 400,
        folder: "sam-contacts",
      })),
    )),
    { key: "aktionsplakat", filenameDownload: "Aktionsplakat Frühjahr.png", type: "image/png", bytes: await makePng(800, 1120, "#b45309", "Fruehjahrsaktion"), width: 800, height: 1120 },
  ];
}

/** Images of the demo website (seed/website.ts): key, label, colour; owned by Sommer, or shared (null company). */
export const WEBSITE_IMAGES = [
  ["web-herbst", "Wohnen im Herbst", "#9a3412"],
  ["web-kuechenwochen", "Kuechenwochen", "#1f5a96"],
  ["web-verband", "Einkaufsverband", "#334155"],
  ["web-familie", "Seit 1962", "#166534"],
  ["web-brackwede-1", "Landhauskueche", "#854d0e"],
  ["web-brackwede-2", "Kochinsel", "#a16207"],
  ["web-brackwede-3", "Essplatz", "#713f12"],
  ["web-polster", "Polsterwelt", "#6d28d9"],
  ["web-luebeck", "Hotel Trave", "#0e7490"],
  ["web-marke-logo", "Sommer Wohnkultur", "#7c2d12"],
  ["web-marke-header", "Wohnkultur", "#57534e"],
  ["web-marke-sofa", "Sofa Lino", "#9f1239"],
] as const;

async function renderWebsiteSeedFiles(): Promise<readonly SeedFile[]> {
  return Promise.all(
    WEBSITE_IMAGES.map(async ([key, label, color]) => ({
      key,
      filenameDownload: `${key}.png`,
      type: "image/png",
      bytes: await makePng(1200, 600, color, label),
      width: 1200,
      height: 600,
      folder: "images",
    })),
  );
}

/** Career (seed/career.ts): the association's icons (folder "icons") and Sommer's job photos. */
export const CAREER_ICONS = [
  ["icon-fahrrad", "Rad", "#15803d"],
  ["icon-kaffee", "Kaffee", "#92400e"],
  ["icon-rabatt", "%", "#b91c1c"],
  ["icon-weiterbildung", "Lernen", "#1d4ed8"],
  ["icon-team", "Team", "#7c3aed"],
  ["icon-urlaub", "Urlaub", "#0e7490"],
] as const;

async function renderCareerSeedFiles(): Promise<readonly SeedFile[]> {
  return Promise.all([
    ...CAREER_ICONS.map(([key, label, color]) => pngSeedFile(key, label, color, [128, 128], "icons")),
    pngSeedFile("job-verkauf", "Verkaufsberatung", "#9a3412", [1200, 600], "images"),
    pngSeedFile("job-lager", "Lager und Logistik", "#334155", [1200, 600], "images"),
  ]);
}

/** The supplier's demo documents for review (seed/review.ts), files of Nordholz Küchenmöbel. */
export function buildReviewSeedFiles(): SeedFile[] {
  const pdf = (key: string, filenameDownload: string, lines: string[]): SeedFile => ({
    key,
    filenameDownload,
    type: "application/pdf",
    bytes: makePdf(filenameDownload.replace(/\.pdf$/, "").replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue").replace(/ß/g, "ss"), lines),
    width: null,
    height: null,
  });
  return [
    pdf("review-preisliste-2027", "Preisliste Küche 2027.pdf", ["Nordholz Kuechenmoebel GmbH", "Entwurf - gueltig ab 01.01.2027", "Alle Preise netto zzgl. MwSt."]),
    pdf("review-apothekerschrank", "Montageanleitung Apothekerschrank.pdf", ["1. Auszug einhaengen", "2. Daempfer einstellen", "3. Front ausrichten"]),
    pdf("review-schulung-bad", "Schulungsunterlagen Bad 2027.pdf", ["Waschtischunterschraenke", "Spiegelschraenke mit LED"]),
    pdf("review-fruehjahrsaktion", "Konditionen Frühjahrsaktion 2027.pdf", ["Aktionsrabatt 8 % auf Inselkuechen", "Nur fuer den internen Gebrauch"]),
    pdf("review-pflegehinweise", "Pflegehinweise Massivholzfronten.pdf", ["Fronten nur nebelfeucht reinigen", "Keine Mikrofasertuecher verwenden"]),
    pdf("review-datenblatt-mara", "Produktdatenblatt Küche Mara.pdf", ["Front: Eiche Bianco, matt lackiert", "Griffleiste Edelstahl", "Lieferzeit 6 Wochen"]),
    pdf("review-flyer-sommer", "Aktionsflyer Sommer.pdf", ["Sommeraktion Kueche Lina", "Jetzt 500 EUR sparen"]),
    pdf("review-lieferbedingungen-2025", "Lieferbedingungen Nordholz 2025.pdf", ["Lieferzeit 8 Wochen ab Auftragsbestaetigung", "Frei Haus ab 2.500 EUR netto", "Gueltig bis 31.12.2025"]),
    pdf("review-lieferbedingungen-2026", "Lieferbedingungen Nordholz 2026.pdf", ["Lieferzeit 6 Wochen ab Auftragsbestaetigung", "Frei Haus ab 2.000 EUR netto", "Avis 48 Stunden vor Anlieferung"]),
    pdf("review-fsc-zertifikat", "FSC-Zertifikat Nordholz Küchenmöbel.pdf", ["FSC Chain of Custody", "Zertifikatsnummer FSC-C123456", "Massivholzfronten Eiche und Buche"]),
  ];
}

/** Screens shown in the seeded instructions (seed/instructions.ts). */
/** A generated PNG seed file named after its key. */
async function pngSeedFile(key: string, label: string, color: string, size: [width: number, height: number], folder: string): Promise<SeedFile> {
  const [width, height] = size;
  return { key, filenameDownload: `${key}.png`, type: "image/png", bytes: await makePng(width, height, color, label), width, height, folder };
}

async function renderInstructionSeedFiles(): Promise<readonly SeedFile[]> {
  const shot = (key: string, label: string, color: string) => pngSeedFile(key, label, color, [960, 540], "instructions");
  return Promise.all([
    shot("anleitung-anmeldung", "Anmeldung", "#1f5a96"),
    shot("anleitung-passwort", "Passwort vergessen", "#174877"),
    shot("anleitung-veranstaltung", "Anmeldeformular", "#0f766e"),
    shot("anleitung-ansprechpartner", "Ansprechpartner", "#7c3aed"),
    shot("anleitung-pruefung", "Dokumentenpruefung", "#b45309"),
    shot("anleitung-zr-upload", "Belege hochladen", "#1d4ed8"),
  ]);
}

/** Photos of the past Wohnsinnspreis winners (seed/awards.ts). */
async function renderAwardSeedFiles(): Promise<readonly SeedFile[]> {
  const photo = (key: string, label: string, color: string) => pngSeedFile(key, label, color, [1200, 800], "awards");
  return Promise.all([
    photo("wohnsinn-schaufenster-sommer", "Schaufenster Herbstwald", "#7c2d12"),
    photo("wohnsinn-ausstellung-luebeck", "Ausstellung Nordlicht", "#1e3a8a"),
    photo("wohnsinn-nachhaltig-kiel", "Reparaturwerkstatt", "#166534"),
    photo("wohnsinn-ausstellung-brandt", "Wohnstudio Loft", "#6b21a8"),
    photo("wohnsinn-schaufenster-kiel", "Schaufenster Kieler Woche", "#0e7490"),
  ]);
}

/**
 * The text of a seed file for `files.content_text` (issue 30): extracted now, as the extract-text
 * job would (files/jobs.ts), so a seeded database needs no backfill; null for files without text
 * (images). The seeds' own files are always readable: a failure is a bug and stops the seed.
 */
export async function seedFileText(file: SeedFile): Promise<string | null> {
  if (!hasExtractableText(file.type)) return null;
  const result = await textExtractor().extract(file.bytes, file.type);
  if (!result.ok) throw new Error(`seed file ${file.key}: text not extracted (${result.reason})`);
  return result.text;
}

export function checksumOf(file: SeedFile): string {
  return createHash("sha256").update(file.bytes).digest("hex");
}

export function diskNameOf(file: SeedFile): string {
  const ext = file.type === "application/pdf" ? "pdf" : "png";
  return `seed-${file.key}.${ext}`;
}

/** Writes the demo files into `storage` unless they are there already. */
export async function writeSeedFiles(storage: FileStorage, list?: readonly SeedFile[]): Promise<void> {
  for (const file of list ?? [...(await buildSeedFiles()), ...buildReviewSeedFiles(), ...(await buildInstructionSeedFiles()), ...(await buildWebsiteSeedFiles()), ...(await buildAwardSeedFiles()), ...(await buildCareerSeedFiles())]) {
    const name = diskNameOf(file);
    if (!(await storage.exists(name))) await storage.write(name, file.bytes);
  }
}

export const buildSeedFiles = renderedOnce(renderSeedFiles);

export const buildWebsiteSeedFiles = renderedOnce(renderWebsiteSeedFiles);

export const buildCareerSeedFiles = renderedOnce(renderCareerSeedFiles);

export const buildInstructionSeedFiles = renderedOnce(renderInstructionSeedFiles);

export const buildAwardSeedFiles = renderedOnce(renderAwardSeedFiles);
