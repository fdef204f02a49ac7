/**
 * Document text extraction (issue 30, decision 0562): PDF and Office files read, normalised and
 * capped; corrupt files, files too slow and files too large for the worker's heap end as an
 * answer, never as a thrown error or a hung extractor.
 */
import { strToU8, zipSync, type Zippable } from "fflate";
import { afterAll, describe, expect, it } from "vitest";
import { makePdf } from "../../zr/make-pdf";
import { extractText, normalizeText, TEXT_MAX_CHARS } from "./extract-text";
import { createTextExtractor } from "./text-extractor";

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const PPTX = "application/vnd.openxmlformats-officedocument.presentationml.presentation";
const ODT = "application/vnd.oasis.opendocument.text";

const CONTENT_TYPES = '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
const zip = (parts: Record<string, string>) =>
  zipSync(Object.fromEntries(Object.entries(parts).map(([name, xml]) => [name, strToU8(xml)])) as Zippable);

/** A Word file with one paragraph per entry (runs split like Word splits them, a tab and an entity). */
function docx(paragraphs: string[]): Uint8Array {
  const body = paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${p.slice(0, 3)}</w:t></w:r><w:r><w:t>${p.slice(3)}</w:t></w:r></w:p>`).join("");
  return zip({
    "[Content_Types].xml": CONTENT_TYPES,
    "word/document.xml": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}<w:p><w:r><w:instrText>HYPERLINK "x"</w:instrText><w:t>Preis</w:t><w:tab/><w:t>12 &amp; 13 &#8364;</w:t></w:r></w:p></w:body></w:document>`,
  });
}

const extractor = createTextExtractor();
afterAll(() => extractor.close());

describe("extractText", () => {
  it("reads a generated PDF with umlauts, one line per text line", async () => {
    const pdf = makePdf("Montageanleitung Hochschrank", ["1. Korpus ausrichten", "Grüße aus Bünde"]);
    expect(await extractText(pdf, "application/pdf")).toBe("Montageanleitung Hochschrank\n1. Korpus ausrichten\nGrüße aus Bünde");
  });

  it("reads a Word file's paragraphs, not its field codes", async () => {
    expect(await extractText(docx(["Sockelblendenverbinder montieren", "Küchenzeile Lina"]), DOCX)).toBe(
      "Sockelblendenverbinder montieren\nKüchenzeile Lina\nPreis 12 & 13 €",
    );
  });

  it("reads an Excel file's shared strings and inline strings, not its numbers", async () => {
    const file = zip({
      "[Content_Types].xml": CONTENT_TYPES,
      "xl/sharedStrings.xml": '<sst><si><t>Artikel</t></si><si><r><t>Hoch</t></r><r><t>schrank</t></r></si></sst>',
      "xl/worksheets/sheet1.xml": '<worksheet><sheetData><row><c t="s"><v>0</v></c><c t="inlineStr"><is><t>Sonderpreis</t></is></c><c><v>499</v></c></row></sheetData></worksheet>',
    });
    expect(await extractText(file, XLSX)).toBe("Artikel\nHochschrank\nSonderpreis");
  });

  it("reads PowerPoint slides in their order (slide2 before slide10)", async () => {
    const slide = (text: string) => `<p:sld><p:txBody><a:p><a:r><a:t>${text}</a:t></a:r></a:p></p:txBody></p:sld>`;
    const file = zip({ "[Content_Types].xml": CONTENT_TYPES, "ppt/slides/slide10.xml": slide("Zehn"), "ppt/slides/slide2.xml": slide("Zwei"), "ppt/slides/slide1.xml": slide("Eins") });
    expect(await extractText(file, PPTX)).toBe("Eins\nZwei\nZehn");
  });

  it("reads an OpenDocument's body with its spaces, tabs and headings", async () => {
    const file = zip({
      mimetype: ODT,
      "content.xml": '<office:document-content><office:body><office:text><text:h>Pflegehinweise</text:h><text:p>Fronten<text:s/>nur<text:tab/>nebelfeucht</text:p></office:text></office:body></office:document-content>',
    });
    expect(await extractText(file, ODT)).toBe("Pflegehinweise\nFronten nur nebelfeucht");
  });

  it("has no text for an image", async () => {
    expect(await extractText(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), "image/png")).toBe("");
  });
});

describe("normalizeText", () => {
  it("strips NUL and control characters, collapses whitespace and empty lines, folds ligatures", () => {
    expect(normalizeText("  Ein\u0000 Text\t\tmit \u00a0 Lücken\r\n\n\n\ufb01nal  Trenn\u00adstrich \ud800")).toBe("Ein Text mit Lücken\nfinal Trennstrich \ufffd");
  });

  it("caps the text, never in the middle of a surrogate pair", () => {
    expect(normalizeText("x".repeat(10) + "😀", 11)).toBe("x".repeat(10));
    expect(normalizeText("a ".repeat(TEXT_MAX_CHARS))).toHaveLength(TEXT_MAX_CHARS);
  });
});

describe("the bounded extractor (worker thread)", () => {
  it("extracts in its worker and keeps the worker for the next file", async () => {
    expect(await extractor.extract(makePdf("Preisliste", ["Gueltig ab 01.01.2027"]), "application/pdf")).toEqual({ ok: true, text: "Preisliste\nGueltig ab 01.01.2027" });
    const started = Date.now();
    expect(await extractor.extract(docx(["Zweite Datei"]), DOCX)).toMatchObject({ ok: true, text: expect.stringContaining("Zweite Datei") });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("caps a long document at 200,000 characters", async () => {
    const result = await extractor.extract(docx(Array.from({ length: 30_000 }, (_, i) => `Absatz ${i} mit Text`)), DOCX);
    expect(result.ok && result.text.length).toBe(TEXT_MAX_CHARS);
  });

  it("answers a corrupt file with its reason, and reads the next one", async () => {
    const broken = await extractor.extract(Buffer.from("%PDF-1.4\nkein echtes PDF"), "application/pdf");
    expect(broken).toMatchObject({ ok: false, reason: expect.stringMatching(/PDF/) });
    expect(await extractor.extract(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), DOCX)).toMatchObject({ ok: false });
    expect(await extractor.extract(makePdf("Danach", ["wieder lesbar"]), "application/pdf")).toEqual({ ok: true, text: "Danach\nwieder lesbar" });
  });

  it("terminates a file that takes longer than the time limit", async () => {
    // the limit counts from the file's arrival in a started worker; 30,000 paragraphs take far longer than 5 ms
    const slow = createTextExtractor({ timeoutMs: 5 });
    try {
      expect(await slow.extract(docx(Array.from({ length: 30_000 }, (_, i) => `Absatz ${i}`)), DOCX)).toEqual({ ok: false, reason: "took longer than 5 ms" });
    } finally {
      await slow.close();
    }
  });

  it("fails (for the queue to retry) when its worker cannot even start, and tries a new one for the next file", async () => {
    const starved = createTextExtractor({ heapMb: 1 });
    try {
      await expect(starved.extract(makePdf("x", ["y"]), "application/pdf")).rejects.toThrow(/did not start/);
      await expect(starved.extract(makePdf("x", ["y"]), "application/pdf")).rejects.toThrow(/did not start/);
    } finally {
      await starved.close();
    }
  });

  it("ends a worker whose heap runs out, and reads the next file in a new one", async () => {
    // 14 MB of shared strings compress to a few KB; the worker may hold 8 MB.
    const bomb = zip({ "[Content_Types].xml": CONTENT_TYPES, "xl/sharedStrings.xml": `<sst><si><t>${"Sockel ".repeat(2_000_000)}</t></si></sst>` });
    const small = createTextExtractor({ heapMb: 8 });
    try {
      expect(await small.extract(bomb, XLSX)).toMatchObject({ ok: false, reason: expect.stringMatching(/ERR_WORKER_OUT_OF_MEMORY/) });
      expect(await small.extract(docx(["Noch da"]), DOCX)).toMatchObject({ ok: true, text: expect.stringContaining("Noch da") });
    } finally {
      await small.close();
    }
  });
});
