/**
 * Real small files for the demo documents, generated in code: minimal valid PDFs and PNGs
 * rendered with sharp. Disk names are fixed per file, so writing them is idempotent —
 * test fixtures that load a seeded database template call `writeSeedFiles` for their own storage.
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import type { FileStorage } from "../files/storage";

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

/** A one-page PDF 1.4 with a title and lines of text (Helvetica, WinAnsi, so German umlauts work). */
export function makePdf(title: string, lines: readonly string[]): Buffer {
  const esc = (s: string) => s.replace(/\\/g, "\\\\").replace(/\(/g, "\\(").replace(/\)/g, "\\)");
  const text = [`BT /F1 20 Tf 56 770 Td (${esc(title)}) Tj ET`, ...lines.map((l, i) => `BT /F1 11 Tf 56 ${730 - i * 18} Td (${esc(l)}) Tj ET`)].join("\n");
  const stream = Buffer.from(text, "latin1");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
    `<< /Length ${stream.length} >>\nstream\n${stream.toString("latin1")}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
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

export async function buildSeedFiles(): Promise<SeedFile[]> {
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
    pdf("montage-kueche", "Montageanleitung Hochschrank.pdf", "Montageanleitung Hochschrank", ["1. Korpus ausrichten", "2. Scharniere einhaengen", "3. Fronten justieren"]),
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

/** The supplier's demo documents for review (db/seed-review.ts), files of Nordholz Küchenmöbel. */
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
  ];
}

export function checksumOf(file: SeedFile): string {
  return createHash("sha256").update(file.bytes).digest("hex");
}

export function diskNameOf(file: SeedFile): string {
  const ext = file.type === "application/pdf" ? "pdf" : "png";
  return `seed-${file.key}.${ext}`;
}

/** Writes the demo files into `storage` unless they are there already. */
export async function writeSeedFiles(storage: FileStorage, list?: SeedFile[]): Promise<void> {
  for (const file of list ?? [...(await buildSeedFiles()), ...buildReviewSeedFiles()]) {
    const name = diskNameOf(file);
    if (!(await storage.exists(name))) await storage.write(name, file.bytes);
  }
}
