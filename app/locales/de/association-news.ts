/**
 * The Redaktion's news screens (issue 39, decision 0954): the list, the form and the preview.
 * Registered by those screens only (registerAssociationNews).
 */
import { addResources } from "~/locales/registry";

const associationNews = {
  intro: "Alle News des Verbands: Entwürfe, geplante, veröffentlichte und zurückgezogene. Geplante News erscheinen zum angegebenen Zeitpunkt von selbst.",
  searchHint: "Titel oder Teaser",
  statusFilter: "Status",
  allStatuses: "Alle",
  create: "News anlegen",
  createHeading: "News anlegen",
  editHeading: "News bearbeiten",
  back: "Zurück zu den News",
  empty: "Keine News gefunden.",
  total_one: "{{count}} News",
  total_other: "{{count}} News",
  totalCapped: "Mehr als {{number}} News",
  columns: { title: "Titel", status: "Status", published: "Veröffentlicht", planned: "Geplant für", audience: "Für" },
  status: { draft: "Entwurf", planned: "Geplant", published: "Veröffentlicht", unpublished: "Zurückgezogen" },
  userTypes: { HP: "Händler", LF: "Lieferanten" },
  sections: { content: "Inhalt", audience: "Leserkreis", publication: "Veröffentlichung" },
  permissions: {
    BRAND: "Marken",
    CALENDAR: "Termine",
    ZRCLIENT: "ZR-Client",
    UPLOAD: "Upload",
    SALESREPORT: "Umsatzmeldung",
    STATISTIC: "Statistik",
    IVO: "IVO",
    TRADINGPAGES: "Händlerseiten",
    EVA: "EVA-Dokumente",
    WOHNSINNSPREISE: "Wohnsinnspreise",
    ACCOUNTMANAGEMENT: "Accountverwaltung",
    MASTERDATA: "Stammdaten",
  },
  fields: {
    title: "Titel",
    abstract: "Teaser",
    text: "Text",
    textHint: "Absätze, **fett**, *kursiv*, ## Zwischenüberschrift, Listen mit - und Links als [Text](https://…).",
    image: "Bild",
    imageRemove: "Bild entfernen",
    imageAlt: "Alternativtext des Bildes",
    imageAltHint: "Beschreibt das Bild für Screenreader; nötig, sobald die News ein Bild hat.",
    group: "Kategorie",
    noGroup: "Keine Kategorie",
    brands: "Marken",
    brandsHint: "Mehrere mit Strg- oder Umschalttaste wählen.",
    userTypes: "Für",
    permissions: "Nur mit der Berechtigung",
    permissionsHint: "Leer: alle Leser der gewählten Gruppen. Sonst nur, wer mindestens eine dieser Berechtigungen hat.",
    important: "Wichtig (sofort per E-Mail an Abonnenten)",
    status: "Status",
    publishAt: "Veröffentlichen am",
    publishAtHint: "Nur für den Status „Geplant“: Datum und Uhrzeit (deutsche Zeit).",
    unpublishAt: "Zurückziehen am",
    unpublishAtHint: "Optional: dann verschwindet die News von selbst.",
  },
  save: "Speichern",
  cancel: "Abbrechen",
  delete: "Löschen",
  deleteConfirm: "Diese News endgültig löschen?",
  saved: "Die News „{{title}}“ wurde gespeichert.",
  created: "Die News „{{title}}“ wurde angelegt.",
  deleted: "Die News wurde gelöscht.",
  saveFailed: "Die News konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.",
  invalidMoment: "Bitte Datum und Uhrzeit angeben.",
  titleRequired: "Bitte geben Sie einen Titel ein.",
  tooLong: "Dieser Text ist zu lang.",
  userTypesRequired: "Bitte mindestens einen Leserkreis wählen (Händler oder Lieferanten).",
  preview: "Vorschau",
  previewAs: "Vorschau als",
  previewHeading: "Vorschau: so sehen {{type}} diese News",
  previewNotInAudience: "Diese News ist nicht für {{type}} bestimmt: sie würden sie nicht sehen.",
  previewStatus: "Status: {{status}}",
  previewShow: "Anzeigen",
  edit: "Bearbeiten",
} as const;

export type AssociationNewsTexts = typeof associationNews;

export function registerAssociationNews(): void {
  addResources("de", { associationNews });
}

export default associationNews;
