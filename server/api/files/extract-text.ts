/**
 * The text inside a document's file, for the full search (issue 30, decision 0562): PDF through
 * unpdf (pdf.js), Office Open XML and OpenDocument by unzipping (fflate) the parts that hold the
 * text and reading their text elements. Runs inside the extraction worker (extract-worker.ts),
 * which bounds it in memory and time; nothing here trusts the file.
 */
import { unzipSync } from "fflate";
import { getDocumentProxy } from "unpdf";

/** At most this many characters are kept per file (the rest is cut off). */
export const TEXT_MAX_CHARS = 200_000;

/** An XML part announcing more than this (uncompressed) is skipped: the worker's heap is 128 MB. */
const PART_MAX_BYTES = 32 * 1024 * 1024;

export const PDF_TYPE = "application/pdf";
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const PPTX = "application/vnd.openxmlformats-officedocument.presentationml.presentation";
const ODF = ["text", "spreadsheet", "presentation"].map((kind) => `application/vnd.oasis.opendocument.${kind}`);

/** The types whose text is extracted; any other (images) has no text to read. */
export const TEXT_TYPES: readonly string[] = [PDF_TYPE, DOCX, XLSX, PPTX, ...ODF];
export const hasExtractableText = (type: string) => TEXT_TYPES.includes(type);

/**
 * One line per paragraph, single spaces, no control characters (PostgreSQL text cannot hold
 * NUL), no soft hyphens, compatibility forms folded (ligatures "ﬁ" → "fi"), at most `maxChars`.
 */
export function normalizeText(raw: string, maxChars = TEXT_MAX_CHARS): string {
  const lines = raw
    // lone surrogates (broken text layers) would not survive UTF-8
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd")
    .normalize("NFKC")
    .replace(/\u00ad/g, "")
    // eslint-disable-next-line no-control-regex -- stripping control characters is the point
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, " ")
    .split("\n")
    .map((line) => line.replace(/[\s\u00a0\u2000-\u200b\u202f\u205f\u3000\ufeff]+/g, " ").trim())
    .filter(Boolean);
  let text = lines.join("\n");
  if (text.length > maxChars) {
    text = text.slice(0, maxChars);
    // never leave half a surrogate pair at the cut
    if (/[\ud800-\udbff]$/.test(text)) text = text.slice(0, -1);
  }
  return text;
}

/** Collects text until it holds more than `limit` characters (later parts are not even read). */
class TextSink {
  private parts: string[] = [];
  private length = 0;
  constructor(private readonly limit: number) {}
  get full() {
    return this.length > this.limit;
  }
  push(text: string) {
    if (this.full || !text) return;
    this.parts.push(text);
    this.length += text.length;
  }
  toString() {
    return this.parts.join("");
  }
}

async function pdfText(bytes: Uint8Array, maxChars: number): Promise<string> {
  // pdf.js refuses a Buffer; a copy of the view keeps the caller's (pooled) buffer out of its reach
  const data = Buffer.isBuffer(bytes) ? new Uint8Array(bytes) : bytes;
  const pdf = await getDocumentProxy(data, { verbosity: 0, isEvalSupported: false, disableFontFace: true, useSystemFonts: false, stopAtErrors: false });
  const sink = new TextSink(maxChars);
  try {
    for (let n = 1; n <= pdf.numPages && !sink.full; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      for (const item of content.items) {
        if (!("str" in item)) continue;
        sink.push(item.str);
        sink.push(item.hasEOL ? "\n" : "");
      }
      sink.push("\n");
      page.cleanup();
    }
  } finally {
    await pdf.destroy();
  }
  return sink.toString();
}

const ENTITIES: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== "#") return ENTITIES[name] ?? whole;
    const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
  });
}

interface XmlTextRules {
  /** text nodes count only inside these elements (OOXML); undefined: everywhere (ODF body) */
  textIn?: ReadonlySet<string>;
  /** elements whose end starts a new line */
  lineAfter: ReadonlySet<string>;
  /** empty elements that stand for a space, tab or line break */
  space: ReadonlySet<string>;
}

/** The text of one XML part by `rules`: a small tokenizer, no DOM (parts can be large). */
function xmlText(xml: string, rules: XmlTextRules, sink: TextSink): void {
  const tokens = /<(\/?)([A-Za-z_][\w:.-]*)[^>]*?(\/?)>|<[!?][^>]*>|([^<]+)/g;
  let inText = 0;
  for (let m = tokens.exec(xml); m && !sink.full; m = tokens.exec(xml)) {
    const [, closing, name, selfClosing, chars] = m;
    if (chars !== undefined) {
      if (!rules.textIn || inText > 0) sink.push(decodeEntities(chars));
    } else if (name) {
      if (rules.textIn?.has(name) && !selfClosing) inText += closing ? -1 : 1;
      if (selfClosing && rules.space.has(name)) sink.push(" ");
      if (closing && rules.lineAfter.has(name)) sink.push("\n");
    }
  }
  sink.push("\n");
}

const OOXML_RULES: XmlTextRules = {
  textIn: new Set(["w:t", "a:t", "t"]),
  lineAfter: new Set(["w:p", "a:p", "si", "w:tr", "row"]),
  space: new Set(["w:tab", "w:br", "w:cr", "a:br"]),
};
const ODF_RULES: XmlTextRules = {
  lineAfter: new Set(["text:p", "text:h", "table:table-row"]),
  space: new Set(["text:s", "text:tab", "text:line-break", "table:table-cell"]),
};

/** Which parts of each Office type hold its text, in reading order. */
function textParts(type: string, names: string[]): string[] {
  const numbered = (pattern: RegExp) =>
    names.filter((n) => pattern.test(n)).sort((a, b) => Number(a.match(/(\d+)\.xml$/)?.[1] ?? 0) - Number(b.match(/(\d+)\.xml$/)?.[1] ?? 0));
  switch (type) {
    case DOCX:
      return [...numbered(/^word\/header\d*\.xml$/), "word/document.xml", "word/footnotes.xml", "word/endnotes.xml", ...numbered(/^word\/footer\d*\.xml$/)];
    case XLSX:
      return ["xl/sharedStrings.xml", ...numbered(/^xl\/worksheets\/sheet\d+\.xml$/)];
    case PPTX:
      return [...numbered(/^ppt\/slides\/slide\d+\.xml$/), ...numbered(/^ppt\/notesSlides\/notesSlide\d+\.xml$/)];
    default:
      return ["content.xml"];
  }
}

function officeText(bytes: Uint8Array, type: string, maxChars: number): string {
  // The central directory names the parts; only those holding text are inflated.
  const names: string[] = [];
  unzipSync(bytes, { filter: (file) => (names.push(file.name), false) });
  const wanted = new Set(textParts(type, names));
  const parts = unzipSync(bytes, { filter: (file) => wanted.has(file.name) && file.originalSize <= PART_MAX_BYTES });
  const decoder = new TextDecoder();
  const sink = new TextSink(maxChars);
  // In worksheets only inline strings (<t>) are text; values (<v>) are numbers or shared-string indexes.
  for (const name of textParts(type, names)) {
    const part = parts[name];
    if (!part || sink.full) continue;
    xmlText(decoder.decode(part), type.startsWith("application/vnd.oasis") ? ODF_RULES : OOXML_RULES, sink);
  }
  return sink.toString();
}

/** The normalised text of a file of `type` (one of TEXT_TYPES); throws on a file it cannot read. */
export async function extractText(bytes: Uint8Array, type: string, maxChars = TEXT_MAX_CHARS): Promise<string> {
  if (!hasExtractableText(type)) return "";
  // A little more than the cap is collected raw: normalising shrinks it.
  const raw = type === PDF_TYPE ? await pdfText(bytes, maxChars * 2) : officeText(bytes, type, maxChars * 2);
  return normalizeText(raw, maxChars);
}
