/**
 * The association's catalogues (issue 39, decision 0957): the one list and form the Redaktion
 * maintains brands, instructions, the service pool and SAM tags with. Registered by those screens
 * only (registerAssociationCatalogue).
 */
import { addResources } from "~/locales/registry";

const catalogue = {
  titles: { brands: "Marken", instructions: "Anleitungen", partner_services: "Servicepool", sam_tags: "SAM-Tags" },
  /** one record, for the form's title ("Marke anlegen") */
  one: { brands: "Marke", instructions: "Anleitung", partner_services: "Eintrag des Servicepools", sam_tags: "SAM-Tag" },
  intros: {
    brands: "Die Marken der Lieferanten mit Logo und Warengruppen. Archivierte Marken sehen Partner nicht mehr.",
    instructions: "Die Anleitungen der Hilfe. Partner sehen veröffentlichte, nicht archivierte Anleitungen.",
    partner_services: "Der Servicepool als Baum; sortiert wird innerhalb einer Ebene.",
    sam_tags: "Die SAM-Tags, mit denen Dokumente verschlagwortet werden.",
  },
  create: "Neu anlegen",
  createTitle: "{{what}} anlegen",
  editTitle: "{{what}} bearbeiten",
  back: "Zurück zur Liste",
  search: "Suche",
  shown: "Anzeigen",
  shownCurrent: "Aktuelle",
  shownArchived: "Archivierte",
  count_one: "{{count}} Eintrag",
  count_other: "{{count}} Einträge",
  empty: "Keine Einträge.",
  actions: "Aktionen",
  edit: "Bearbeiten",
  up: "nach oben",
  down: "nach unten",
  upLabel: "{{name}} nach oben",
  downLabel: "{{name}} nach unten",
  archive: "Archivieren",
  restore: "Wiederherstellen",
  archiveLabel: "{{name}} archivieren",
  restoreLabel: "{{name}} wiederherstellen",
  archived: "Archiviert",
  archivedNote: "Dieser Eintrag ist archiviert; Partner sehen ihn nicht.",
  archivedToast: "Archiviert. Partner sehen den Eintrag nicht mehr.",
  restoredToast: "Wiederhergestellt.",
  sortedToast: "Reihenfolge gespeichert.",
  sortEdge: "Der Eintrag steht schon am Rand seiner Ebene.",
  saved: "Gespeichert.",
  saveFailed: "Der Eintrag konnte nicht gespeichert werden.",
  choose: "Bitte wählen",
  logo: "Logo",
  noLogo: "Noch kein Logo.",
  logoRemove: "Logo entfernen",
  csv: "Als CSV exportieren",
  /** an instruction's steps on its form (decision 0965) */
  steps: {
    title: "Schritte",
    intro: "So sehen Partner die Anleitung: nummerierte Schritte, Unterschritte eingerückt. Jede Änderung wird sofort gespeichert.",
    saveFirst: "Speichern Sie die Anleitung zuerst; danach fügen Sie ihre Schritte hinzu.",
    empty: "Noch keine Schritte.",
    stepLabel: "Schritt {{number}}: {{name}}",
    topLevel: "Oberste Ebene",
    add: "Schritt hinzufügen",
    addTitle: "Neuer Schritt",
    save: "Schritt speichern",
    remove: "Entfernen",
    upLabel: "Schritt „{{name}}“ nach oben",
    downLabel: "Schritt „{{name}}“ nach unten",
    removeLabel: "Schritt „{{name}}“ mit seinen Unterschritten entfernen",
    removeImage: "Bild entfernen",
    addedToast: "Schritt hinzugefügt.",
    savedToast: "Schritt gespeichert.",
    removedToast: "Schritt entfernt.",
  },
} as const;

export type CatalogueTexts = typeof catalogue;

export function registerAssociationCatalogue(): void {
  addResources("de", { catalogue });
}

export default catalogue;
