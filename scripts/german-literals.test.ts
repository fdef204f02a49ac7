/**
 * No German text outside the locale files (issue 42): the screens, toasts, form errors, API
 * messages, mails, CSV headers, PDFs and .ics files take their words from app/locales/de, so a
 * second language only adds a locale. Tests, seeds and demo data are exempt (german-literals.ts).
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { germanLiteralsOf, looksGerman, scanGermanLiterals } from "./german-literals";

/** German that stays in code for good, each with its reason. */
const ALLOWED: Record<string, string> = {
  "scripts/german-literals.ts": "the check's own list of German words",
  "server/zr/texts-de.ts": "the ZR-Simulator stands in for an external system with its own texts; the portal only frames it (decision 0900)",
  "server/zr/csv.ts": "the ZR-Simulator's CSV columns are the external system's format, not the portal's words",
  "server/api/contract/member-company-import.ts": "the import file's column headers are a file format the API parses, and its template's sample row is demo data (decision 0985)",
};

const root = join(__dirname, "..");

describe("the German-literal heuristic", () => {
  it("flags German sentences, labels and umlaut words", () => {
    for (const text of ["Bitte ausfüllen.", "Interner Titel", "Werte", "Die Datei ist leer.", "Straße", "Erinnerung: morgen"]) expect(looksGerman(text), text).toBe(true);
  });

  it("passes identifiers, paths, CSS, English and character lists", () => {
    for (const text of ["/verband/firmen", "associationEvents.columns.title", "rounded-md px-2 text-slate-700", "Invalid payload. first_name and last_name go together.", "äöü", "ß", "0-9A-Za-zÀ-ÖØ-öø-ÿẞ", "member_company", "tag", "die", "/verband/dokumente/neue-version", "neue-version"]) expect(looksGerman(text), text).toBe(false);
  });

  it("finds string, template and JSX literals, not comments or imports", () => {
    const source = `// Bitte nicht melden\nimport x from "./für";\nconst a = "Bitte ausfüllen.";\nconst b = \`Höchstens \${max} Zeichen.\`;\nconst c = <p>Mehr erfahren</p>;\nconst d = \`\${here}/neue-version\`;\n`;
    expect(germanLiteralsOf("x.tsx", source).map((f) => f.line)).toEqual([3, 4, 5]);
  });
});

describe("German text in code", () => {
  const findings = scanGermanLiterals(root);
  const files = new Set(findings.map((f) => f.file));

  it("is only in the locale files, tests, seeds and the allowed files", () => {
    const stray = findings.filter((f) => !(f.file in ALLOWED)).map((f) => `${f.file}:${f.line}: ${f.text}`);
    expect(stray, "move these texts into app/locales/de (an area module) or, for mails and the host, server/api/locales/de, and use keys").toEqual([]);
  });

  it("lists no file that has no German left", () => {
    expect(Object.keys(ALLOWED).filter((file) => !files.has(file))).toEqual([]);
  });
});
