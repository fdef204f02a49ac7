/**
 * Finds German text written into code instead of the locale files (issue 42): every string,
 * template and JSX text of the TypeScript sources is parsed with the typescript package and judged
 * by a heuristic — a word with an umlaut or ß, a common German function word in a phrase, or a
 * German noun the screens use as a label. Identifiers, paths ("/verband/firmen"), CSS classes and
 * character lists ("äöü" in SQL) carry no such word and pass. Run by german-literals.test.ts.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

/** Where German belongs: the locale files (the portal's; the API's own for mails, decision 0987), tests, the seeds and their demo data. */
const EXEMPT = [/^app\/locales\//, /^server\/api\/locales\//, /\.test\.tsx?$/, /^tests\//, /^server\/api\/seed\//];

const SKIPPED_DIRS = new Set(["node_modules", "build", "server-build", "public", "data", "test-results", "playwright-report", ".cache", "migrations"]);

// Small words that mark a German phrase and rarely occur in English or code (no "in", "an", "am", "so", "war", "will").
const FUNCTION_WORDS = new Set(
  "der die das den dem des ein eine einen einem einer eines und oder nicht kein keine keinen ist sind wird werden wurde wurden bitte mit von vom zum zur auf aus bei beim nach noch nur auch sie ihr ihre ihren ihrem ihres wir uns unser dieser diese dieses diesen wenn dann bis darf kann muss soll sollte gibt alle alles neue neuer neues mehr schon wie bereits ohne oben unten hier jetzt sowie heute morgen gestern".split(" "),
);

// German nouns and verbs the screens use as one-word labels (capitalised, so identifiers like "tag" pass).
const LABEL_WORDS = new Set(
  "Titel Beginn Ende Werte Wert Marke Marken Kategorie Kategorien Datei Dateien Bild Bilder Firma Firmen Adresse Adressen Ort Land Stadt Telefon Lieferant Lieferanten Beschreibung Anmeldung Abmeldung Konto Konten Termin Termine Veranstaltung Veranstaltungen Dokument Dokumente Seite Seiten Benutzer Berechtigung Berechtigungen Kontakt Kontakte Anschrift Warengruppe Warengruppen Stellenanzeige Stellenanzeigen Nachname Vorname Anrede Abteilung Leistungen Referenzen Geschichte Mitarbeiterstimmen Mitarbeiterstimme Sprache Entwurf Archiviert Speichern Abbrechen Zurück Weiter Suche Suchen Hilfe Einstellungen Startseite Anleitung Anleitungen Kennung Art Typ Datum Uhrzeit Zeitraum Jahr Monat Woche Nachricht Kommentar Frage Antwort Warteliste Erinnerung Eintrag Einträge Bezeichnung Inhalt Unternehmen Kunde Kundennummer Zeile Spalte Hinweis Fehler Plätze".split(" "),
);

// A lower-case path or slug ("/neue-version", "termin-12.ics") names a place, not a text.
const PATH = /^[a-z0-9/_.-]+$/;

/** Does this text read as German? */
export function looksGerman(text: string): boolean {
  if (PATH.test(text.trim())) return false;
  const words = text.match(/[\p{L}]+/gu) ?? [];
  for (const word of words) {
    // An umlaut inside a word ("für", "Möbel"), not a bare character list ("äöü", "À-ÖØ").
    if (/[äöüÄÖÜß]/.test(word) && /[a-z]/i.test(word) && word.length >= 3) return true;
    if (LABEL_WORDS.has(word)) return true;
  }
  // A function word counts only in a phrase: a lone "die" or "der" may be a value.
  return words.length > 1 && words.some((w) => FUNCTION_WORDS.has(w.toLowerCase()));
}

export interface Finding {
  file: string;
  line: number;
  text: string;
}

/** The German literals of one source file. */
export function germanLiteralsOf(file: string, source: string): Finding[] {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: Finding[] = [];
  const visit = (node: ts.Node): void => {
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node)) text = node.text;
    else if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)];
      // A template of paths (`${here}/neue-version`) is a path too.
      if (!parts.every((part) => part === "" || PATH.test(part))) text = parts.join(" … ");
    }
    // An import's module name is a path, not a text.
    if (text !== undefined && !ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent) && looksGerman(text)) {
      found.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, text: text.trim().slice(0, 120) });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** The TypeScript sources under `dirs` (relative to `root`) that may hold no German, and what German they hold. */
export function scanGermanLiterals(root: string, dirs: readonly string[] = ["app", "server", "scripts"]): Finding[] {
  const found: Finding[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") && !EXEMPT.some((re) => re.test(path))) {
        found.push(...germanLiteralsOf(relative(root, join(root, path)), readFileSync(join(root, path), "utf8")));
      }
    }
  };
  for (const dir of dirs) walk(dir);
  return found;
}
