/**
 * The help area's instructions (issue 15): signing in and resetting a password, registering for an
 * event, maintaining contacts, the document review and the ZR upload — each as numbered, nested
 * steps with screen images; one draft that members must not see.
 */
import type { Tx } from "../db/client";
import { files, instructions, instructionSteps } from "../db/schema";
import { buildInstructionSeedFiles, checksumOf, diskNameOf } from "./files";


interface Step {
  title: string;
  text?: string;
  image?: [key: string, alt: string];
  children?: Step[];
}
interface Seed {
  title: string;
  summary: string;
  screens: string[];
  status?: "draft";
  steps: Step[];
}

export const INSTRUCTIONS: Seed[] = [
  {
    title: "Anmelden und Passwort zurücksetzen",
    summary: "So melden Sie sich im Partnerportal an und vergeben ein neues Passwort, wenn Sie es vergessen haben.",
    screens: ["/login", "/account/settings", "/dashboard"],
    steps: [
      {
        title: "Anmeldeseite öffnen",
        text: "Rufen Sie das Partnerportal auf. Ohne Anmeldung sehen Sie die Anmeldeseite.",
        image: ["anleitung-anmeldung", "Anmeldeseite mit den Feldern E-Mail und Passwort"],
        children: [
          { title: "E-Mail-Adresse eingeben", text: "Geben Sie die E-Mail-Adresse ein, unter der Ihr Zugang angelegt wurde." },
          { title: "Passwort eingeben und „Anmelden“ wählen", text: "Das Passwort hat mindestens 8 Zeichen." },
        ],
      },
      {
        title: "Passwort vergessen",
        text: "Wählen Sie auf der Anmeldeseite „Passwort vergessen?“.",
        image: ["anleitung-passwort", "Formular zum Zurücksetzen des Passworts"],
        children: [
          { title: "E-Mail-Adresse angeben", text: "Sie erhalten eine E-Mail mit einem Link, der eine Stunde gültig ist." },
          {
            title: "Neues Passwort vergeben",
            text: "Öffnen Sie den Link und geben Sie das neue Passwort zweimal ein.",
            children: [{ title: "Mit dem neuen Passwort anmelden", text: "Danach gilt nur noch das neue Passwort." }],
          },
        ],
      },
    ],
  },
  {
    title: "Zu einer Veranstaltung anmelden",
    summary: "Teilnehmer, Übernachtung und Programmpunkte für eine Veranstaltung des Verbands angeben.",
    screens: ["/calendar"],
    steps: [
      { title: "Veranstaltung im Kalender öffnen", text: "Wählen Sie im Kalender die Veranstaltung und dann „Anmelden“." },
      {
        title: "Anmeldeformular ausfüllen",
        image: ["anleitung-veranstaltung", "Anmeldeformular einer Veranstaltung"],
        children: [
          { title: "Teilnehmer wählen", text: "Mindestens eine Person; die Höchstzahl der Veranstaltung gilt." },
          { title: "Übernachtung und Zimmer angeben", text: "Einzel- und Doppelzimmer getrennt angeben." },
          { title: "Teilnahmebedingungen bestätigen" },
        ],
      },
      { title: "Anmeldung absenden", text: "Die Bestätigung erscheint oben auf der Seite; eine Abmeldung ist bis zum Anmeldeschluss möglich." },
    ],
  },
  {
    title: "Ansprechpartner pflegen",
    summary: "Ansprechpartner Ihres Unternehmens anlegen, ändern, sortieren und archivieren.",
    screens: ["/contact-management", "/contact-properties"],
    steps: [
      {
        title: "Ansprechpartner öffnen",
        text: "Unter Stammdaten → Ansprechpartner sehen Sie alle Personen Ihres Unternehmens.",
        image: ["anleitung-ansprechpartner", "Liste der Ansprechpartner"],
      },
      {
        title: "Person anlegen oder ändern",
        children: [
          { title: "Pflichtfelder ausfüllen", text: "Vorname, Nachname und Anrede sind Pflicht." },
          { title: "Abteilung und Funktion wählen", text: "Sie steuern, wo die Person auf Ihrer Website erscheint." },
        ],
      },
      { title: "Reihenfolge festlegen", text: "Mit „nach oben“ und „nach unten“ ändern Sie die Reihenfolge." },
      { title: "Person archivieren", text: "Eine Person, die Ansprechpartner eines Bereichs ist, kann erst danach archiviert werden." },
    ],
  },
  {
    title: "Dokumente zur Prüfung einreichen",
    summary: "Preislisten und Unterlagen hochladen, beschreiben und vom Verband freigeben lassen.",
    screens: ["/document-review"],
    steps: [
      { title: "Dokument hochladen", text: "PDF- oder Office-Datei bis 20 MB wählen.", image: ["anleitung-pruefung", "Dokumentenprüfung mit hochgeladenen Dokumenten"] },
      {
        title: "Angaben ergänzen",
        children: [
          { title: "Dokumenttyp und Marken wählen" },
          { title: "Gültigkeit angeben", text: "Gültig von und bis im Format TT.MM.JJJJ." },
        ],
      },
      { title: "Zur Prüfung einreichen", text: "Der Status wechselt auf „eingereicht“; Rückfragen erscheinen als Kommentar." },
    ],
  },
  {
    title: "Belege in der Zentralregulierung hochladen",
    summary: "Rechnungen und Gutschriften als PDF oder CSV-Datei an die Zentralregulierung übergeben.",
    screens: ["/zrclient/upload", "/zrclient/receipt-search", "/zrclient/list"],
    steps: [
      { title: "„Belege hochladen“ öffnen", text: "Im Menü unter Zentralregulierung; bei mehreren Konten oben das Konto wählen.", image: ["anleitung-zr-upload", "Upload-Seite der Zentralregulierung"] },
      {
        title: "CSV-Datei vorbereiten",
        text: "Kopfzeile: Belegnummer;Belegart;Belegdatum;Handelspartner;Marke;Betrag",
        children: [
          { title: "Belegart: Rechnung oder Gutschrift" },
          { title: "Datum und Betrag im deutschen Format", text: "z. B. 31.01.2026 und 1.234,56" },
        ],
      },
      { title: "Dateien hochladen und Ergebnis prüfen", text: "Fehlerhafte Zeilen werden mit Grund genannt; korrigieren Sie die Datei und laden Sie sie erneut hoch." },
    ],
  },
  {
    status: "draft",
    title: "Wohnsinnspreise: Beitrag einreichen (Entwurf)",
    summary: "Noch in Arbeit.",
    screens: ["/wohnsinnspreise"],
    steps: [{ title: "Wettbewerbsrunde wählen" }],
  },
];

export async function seedInstructions(tx: Tx): Promise<void> {
  const images = new Map<string, string>();
  for (const f of await buildInstructionSeedFiles()) {
    const [row] = await tx
      .insert(files)
      .values({ filenameDisk: diskNameOf(f), filenameDownload: f.filenameDownload, title: f.filenameDownload.replace(/\.png$/, ""), type: f.type, filesize: f.bytes.length, width: f.width, height: f.height, checksum: checksumOf(f), folder: f.folder, companyId: null })
      .returning({ id: files.id });
    images.set(f.key, row!.id);
  }
  for (const [index, seed] of INSTRUCTIONS.entries()) {
    const [row] = await tx
      .insert(instructions)
      .values({ title: seed.title, summary: seed.summary, screens: seed.screens, status: seed.status ?? "published", sort: index + 1 })
      .returning({ id: instructions.id });
    const insertSteps = async (steps: Step[], parentId: number | null): Promise<void> => {
      for (const [sort, step] of steps.entries()) {
        const [inserted] = await tx
          .insert(instructionSteps)
          .values({ instructionId: row!.id, parentId, sort, title: step.title, text: step.text ?? "", image: step.image ? images.get(step.image[0])! : null, imageAlt: step.image?.[1] ?? null })
          .returning({ id: instructionSteps.id });
        if (step.children) await insertSteps(step.children, inserted!.id);
      }
    };
    await insertSteps(seed.steps, null);
  }
}
