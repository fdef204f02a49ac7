/** Texts of the website screens' chrome (issue 12); the collections' own labels live in their descriptions. */
import { addResources } from "~/locales/registry";
import { registerShell } from "./shell";

const website = {
  intro: "Diese Inhalte erscheinen auf Ihrer Website. Vom Verband geteilte Einträge können Sie ansehen und für Ihre Website ein- oder ausschalten.",
  create: "Neu anlegen",
  createTitle: "Neu: {{label}}",
  editTitle: "{{label}} bearbeiten",
  readTitle: "{{label}} ansehen",
  empty: "Noch keine Einträge.",
  order: "Reihenfolge",
  actions: "Aktionen",
  edit: "Bearbeiten",
  view: "Ansehen",
  editLabel: "„{{name}}“ bearbeiten",
  viewLabel: "„{{name}}“ ansehen",
  preview: "Vorschau",
  /** formatted long texts (decision 0530): help under the field and the preview; the toolbar's own texts come with it (rich-text-toolbar.ts) */
  richText: {
    help: "Formatieren: **fett**, *kursiv*; am Zeilenanfang „## “ Überschrift, „### “ Zwischenüberschrift, „- “ Aufzählung, „1. “ Nummerierung; [Text](https://… oder mailto:…) Link; Leerzeile: neuer Absatz.",
    preview: "Vorschau „{{label}}“, wie Ihre Website den gespeicherten Text zeigt:",
  },

  previewLabel: "Vorschau von „{{name}}“ (öffnet die Seite, wie Ihre Website sie zeigt)",
  shared: "Vom Verband geteilt",
  sharedHint:
    "Diesen Eintrag pflegt der Verband für mehrere Handelspartner. Sie können ihn nicht ändern, aber für Ihre Website ausschalten und wieder einschalten.",
  off: "ausgeschaltet",
  disable: "Für meine Website ausschalten",
  enable: "Für meine Website einschalten",
  status: "Status",
  statusCurrent: "Aktueller Status: {{status}}",
  setStatus: "Status auf „{{status}}“ setzen",
  delete: "Löschen",
  deleteLabel: "„{{name}}“ löschen",
  deleteTitle: "Eintrag löschen?",
  deleteText: "„{{name}}“ wird mit allen Bildern der Galerie gelöscht. Das lässt sich nicht rückgängig machen.",
  deleteConfirm: "Ja, löschen",
  noImage: "Noch kein Bild.",
  imageAfterCreate:
    "Die Galerie füllen Sie nach dem ersten Speichern: Fotos gehören zu einem gespeicherten Eintrag, und so gehen Ihre Eingaben in diesem Formular nicht verloren, wenn ein Foto abgelehnt wird.",
  alt: {
    label: "Alternativtext",
    namedLabel: "Alternativtext: {{label}}",
    decorative: "dekorativ (reiner Schmuck, ohne Alternativtext)",
    missing: "Noch ohne Alternativtext",
    missingCount: "Bilder ohne Alternativtext: {{count}}. Vor dem Veröffentlichen braucht jedes Bild einen Alternativtext oder die Markierung „dekorativ“.",
    save: "Alternativtexte speichern",
    saveHint: "Speichert den ganzen Eintrag mit allen Alternativtexten, wie „Speichern“ im Formular oben.",
  },
  gallery: {
    count: "{{count}} von höchstens {{limit}} Bildern",
    empty: "Die Galerie ist leer.",
    uploadLabel: "Fotos für die Galerie",
    uploadHint: "Sie können mehrere Fotos auf einmal wählen: JPEG, PNG oder WebP, je höchstens 25 MB und 40 Megapixel, zusammen höchstens 100 MB je Absenden. Große Fotos werden auf 2560 Pixel verkleinert; Standortdaten und andere Metadaten werden entfernt.",
    uploadSubmit: "Fotos hochladen",
    dropZone: "Fotos hierher ziehen oder zum Auswählen klicken",
    chosen: "Ausgewählt: {{count}} Dateien",
    progress: "Fortschritt: {{name}}",
    waiting: "wartet",
    sendFailed: "nicht hochgeladen: bitte erneut versuchen",
    results: "Ergebnis des Hochladens",
    more: "… und {{count}} weitere Dateien.",
    batchTooLarge: "Zusammen sind die Dateien größer als 100 MB. Bitte laden Sie sie in mehreren Schritten hoch.",
    full: "Die Galerie ist voll: höchstens {{limit}} Bilder je Eintrag. Bitte löschen Sie zuerst ein Bild.",
    remove: "Entfernen",
    removeLabel: "Bild {{position}} aus der Galerie entfernen",
    imageAlt: "Galeriebild {{position}}",
    position: "Bild {{position}}",
    namedPosition: "{{label}}: Bild {{position}}",
    namedUploadLabel: "Fotos für „{{label}}“",
    namedRemoveLabel: "Bild {{position}} aus „{{label}}“ entfernen",
  },
  imageUploadLabel: "{{label}}: Bilddatei (JPEG, PNG, WebP oder GIF, höchstens 25 MB)",
  currentImage: "Aktuelles Bild: {{label}}",
  contactNone: "Kein Ansprechpartner",
  iconNone: "Kein Symbol",
  choicesEmpty: "Noch keine Einträge zur Auswahl.",
  fromTemplate: "Aus Vorlage erstellen",
  fromTemplateLabel: "Neuen Eintrag aus der Vorlage „{{name}}“ erstellen",
  fromTemplateHint: "Die Angaben stammen aus der Vorlage „{{name}}“. Beim Speichern entsteht ein neuer Entwurf; die Vorlage bleibt unverändert.",
  addressNone: "Keine Adresse",
  yes: "Ja",
  no: "Nein",
} as const;

export default website;

/** The whole area (its shell texts included) for the screens that show it. */
export function registerWebsite(): void {
  registerShell();
  addResources("de", { website });
}
