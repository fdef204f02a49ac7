/** Texts of the website screens' chrome (issue 12); the collections' own labels live in their descriptions. */
import { addResources } from "~/i18n";
import shell, { registerShell } from "./shell";

const website = {
  intro: "Diese Inhalte erscheinen auf Ihrer Website. Vom Verband geteilte Einträge können Sie ansehen und für Ihre Website ein- oder ausschalten.",
  create: "Neu anlegen",
  createTitle: "Neu: {{label}}",
  editTitle: "{{label}} bearbeiten",
  readTitle: "{{label}} ansehen",
  back: "Zurück zur Übersicht",
  empty: "Noch keine Einträge.",
  order: "Reihenfolge",
  actions: "Aktionen",
  edit: "Bearbeiten",
  view: "Ansehen",
  editLabel: "„{{name}}“ bearbeiten",
  viewLabel: "„{{name}}“ ansehen",
  preview: "Vorschau",
  previewNotice: "Vorschau: So zeigt Ihre Website diesen Eintrag. Entwürfe und ausgeschaltete Einträge sehen nur Sie.",
  previewLabel: "Vorschau von „{{name}}“ (öffnet die Seite, wie Ihre Website sie zeigt)",
  shared: "Vom Verband geteilt",
  sharedHint:
    "Diesen Eintrag pflegt der Verband für mehrere Handelspartner. Sie können ihn nicht ändern, aber für Ihre Website ausschalten und wieder einschalten.",
  off: "ausgeschaltet",
  disable: "Für meine Website ausschalten",
  enable: "Für meine Website einschalten",
  disabled: "Der Eintrag wird auf Ihrer Website nicht mehr gezeigt.",
  enabled: "Der Eintrag wird auf Ihrer Website wieder gezeigt.",
  status: "Status",
  statusCurrent: "Aktueller Status: {{status}}",
  setStatus: "Status auf „{{status}}“ setzen",
  statusSet: "Der Status wurde gesetzt.",
  statusFailed: "Der Status konnte nicht gesetzt werden.",
  delete: "Löschen",
  deleteLabel: "„{{name}}“ löschen",
  deleteTitle: "Eintrag löschen?",
  deleteText: "„{{name}}“ wird mit allen Bildern der Galerie gelöscht. Das lässt sich nicht rückgängig machen.",
  deleteConfirm: "Ja, löschen",
  deleted: "Der Eintrag wurde gelöscht.",
  saveFailed: "Beim Speichern des Eintrags ist ein Fehler aufgetreten",
  image: "Bild",
  noImage: "Noch kein Bild.",
  imageAfterCreate: "Die Galerie können Sie nach dem ersten Speichern füllen.",
  gallery: {
    count: "{{count}} von höchstens {{limit}} Bildern",
    empty: "Die Galerie ist leer.",
    add: "Hochgeladenes Bild zur Galerie hinzufügen",
    added: "Das Bild wurde zur Galerie hinzugefügt.",
    uploadLabel: "Bild für die Galerie (JPEG, PNG, WebP oder GIF, höchstens 5 MB)",
    full: "Die Galerie ist voll: höchstens {{limit}} Bilder je Eintrag. Bitte löschen Sie zuerst ein Bild.",
    remove: "Entfernen",
    removeLabel: "Bild {{position}} aus der Galerie entfernen",
    removed: "Das Bild wurde aus der Galerie entfernt.",
    imageAlt: "Galeriebild {{position}}",
    sortFailed: "Sort of images failed.",
    position: "Bild {{position}}",
  },
  contactNone: "Kein Ansprechpartner",
  iconNone: "Kein Symbol",
  choicesEmpty: "Noch keine Einträge zur Auswahl.",
  fromTemplate: "Aus Vorlage erstellen",
  fromTemplateLabel: "Neuen Eintrag aus der Vorlage „{{name}}“ erstellen",
  fromTemplateHint: "Die Angaben stammen aus der Vorlage „{{name}}“. Beim Speichern entsteht ein neuer Entwurf; die Vorlage bleibt unverändert.",
  addressNone: "Keine Adresse",
  info: {
    intro: "Was Ihre Website jetzt zeigt: je Bereich die veröffentlichten Einträge und was noch fehlt.",
    site: "{{name}} – {{domain}}",
    noDomain: "noch ohne Domain",
    complete: "Die Einstellungen sind vollständig.",
    shown_one: "{{count}} Eintrag wird gezeigt",
    shown_other: "{{count}} Einträge werden gezeigt",
    counts: "Entwürfe: {{drafts}} · vom Verband geteilt: {{shared}}",
    missingLabel: "Was bei {{area}} fehlt",
    missing: {
      nothingPublished: "Noch nichts veröffentlicht.",
      imageMissing_one: "{{count}} veröffentlichter Eintrag ohne Bild.",
      imageMissing_other: "{{count}} veröffentlichte Einträge ohne Bild.",
      settingsMissing: "Die Website hat noch keine Einstellungen.",
      logoMissing: "Es fehlt ein Logo.",
      domainMissing: "Es fehlt die Domain.",
      imprintMissing: "Es fehlt das Impressum.",
      privacyMissing: "Es fehlt die Datenschutzerklärung.",
      openingHoursMissing: "Es ist keine Adresse für die Öffnungszeiten gewählt.",
    },
  },
  settings: {
    intro: "Name, Adresse im Netz, Logo, Kontaktblock, Links und Rechtstexte Ihrer Website. Diese Angaben gelten für alle Seiten Ihrer Website.",
    none: "Ihre Website hat noch keine Einstellungen. Mit dem ersten Speichern legen Sie sie an; danach können Sie auch die Adresse für die Öffnungszeiten wählen.",
    sections: { site: "Website", contact: "Kontaktblock", social: "Soziale Netzwerke", legal: "Rechtstexte" },
    logo: "Logo",
    logoCurrent: "Aktuelles Logo",
    logoNone: "Noch kein Logo.",
    logoAfterSave: "Das hochgeladene Logo wird mit dem nächsten Speichern übernommen.",
    removeLogo: "Logo entfernen",
    logoRemoved: "Das Logo wurde entfernt.",
    errors: {
      setWebsiteSettings: "Die Website-Einstellungen konnten nicht gespeichert werden.",
      setWebsiteSetting: "Die Einstellung konnte nicht gespeichert werden.",
    },
  },
  yes: "Ja",
  no: "Nein",
} as const;

export default website;

/** The whole area (its shell texts included) for the screens that show it. */
export function registerWebsite(): void {
  registerShell();
  addResources({ website });
}

export type WebsiteTexts = typeof shell.website & typeof website;
