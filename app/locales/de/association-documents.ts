/**
 * The Redaktion's screens of the association's documents (issue 39, decision 0958), under
 * /verband/dokumente. Registered by those screens only (registerAssociationDocuments).
 */
import { addResources } from "~/locales/registry";

const associationDocuments = {
  title: "Verbandsdokumente",
  intro: "Dokumente des Verbands (EVA und andere): sie sind sofort veröffentlicht, für die gewählten Benutzertypen und Berechtigungen, im Zeitraum ihrer Gültigkeit.",
  upload: "Dokument hochladen",
  searchHint: "Titel",
  category: "Kategorie",
  allCategories: "Alle Kategorien",
  noCategory: "Keine Kategorie",
  state: "Stand",
  states: { all: "Alle (ohne Archiv)", current: "Gültig", upcoming: "Demnächst gültig", expired: "Abgelaufen", archived: "Archiviert" },
  total_one: "{{count}} Dokument",
  total_other: "{{count}} Dokumente",
  empty: "Keine Dokumente gefunden.",
  name: "Titel",
  class: "Art",
  classes: { EKA: "Allgemein", EVA: "EVA" },
  audience: "Zielgruppe",
  audienceAll: "alle",
  validity: "Gültigkeit",
  validFromOnly: "ab {{from}}",
  validToOnly: "bis {{to}}",
  validRange: "{{from}} – {{to}}",
  always: "unbefristet",
  published: "Veröffentlicht",
  version: "Version {{version}}",
  edit: "Bearbeiten",
  editLabel: "{{name}} bearbeiten",
  archivedBadge: "archiviert",
  back: "Zu den Verbandsdokumenten",
  uploadTitle: "Dokument hochladen",
  uploadIntro: "Erst die Datei (PDF, Word, Excel, PowerPoint, OpenDocument oder Bild, höchstens 20 MB), dann die Angaben. Gespeichert ist es sofort für die gewählte Zielgruppe veröffentlicht.",
  fileChosen: "Datei: {{name}}",
  otherFile: "Andere Datei wählen",
  publish: "Veröffentlichen",
  publishedToast: "„{{name}}“ ist veröffentlicht.",
  saved: "Die Angaben sind gespeichert.",
  saveFailed: "Das Dokument konnte nicht gespeichert werden.",
  userTypes: { HP: "Händler (HP)", LF: "Lieferanten (LF, RP)" },
  details: "Angaben",
  save: "Speichern",
  cancel: "Abbrechen",
  file: "Aktuelle Datei",
  download: "Herunterladen",
  versionsHeading: "Frühere Versionen",
  noVersions: "Noch keine früheren Versionen.",
  versionRow: "Version {{version}}: {{name}}, veröffentlicht {{published}}, ersetzt {{replaced}}",
  newVersion: "Neue Version hochladen",
  newVersionTitle: "Neue Version: {{name}}",
  newVersionIntro: "Die neue Version ersetzt die aktuelle unter demselben Link; die bisherige bleibt als frühere Version herunterladbar. Die Gültigkeit gilt für die neue Version.",
  newVersionSubmit: "Neue Version veröffentlichen",
  newVersionDone: "Version {{version}} von „{{name}}“ ist veröffentlicht.",
  stale: "Inzwischen wurde eine neuere Version veröffentlicht. Bitte laden Sie die Seite neu.",
  archiveHeading: "Archiv",
  archiveIntro: "Archivierte Dokumente sehen die Partner nicht mehr, auch nicht über ihren Link. Sie lassen sich wiederherstellen.",
  archive: "Archivieren",
  archiveConfirm: "„{{name}}“ archivieren? Die Partner sehen es danach nicht mehr.",
  archiveConfirmSubmit: "Ja, archivieren",
  restore: "Wiederherstellen",
  archived: "„{{name}}“ ist archiviert.",
  restored: "„{{name}}“ ist wiederhergestellt.",
  fileMissing: "Bitte laden Sie zuerst eine Datei hoch.",
  export: "Als CSV exportieren",
  csvFile: "verbandsdokumente.csv",
  versionColumn: "Version",
  archivedColumn: "Archiviert am",
};

export type AssociationDocumentsTexts = typeof associationDocuments;

export function registerAssociationDocuments(): void {
  addResources("de", { associationDocuments });
}

export default associationDocuments;
