/**
 * The document review's texts (issue 11), under content.review beside the shell's part of it
 * (title, statuses, notification): the largest block of the content area, needed only by the
 * review screens, so they register it on their own (registerReview) and the other content
 * screens do not download it.
 */
import { addResources } from "~/locales/registry";
import { registerShell } from "./shell";

const review = {
  queueTitle: "Dokumentenprüfung: eingereichte Dokumente",
  intro: "Laden Sie Dokumente für Ihre Marken hoch und reichen Sie sie zur Prüfung ein. Nach der Freigabe sehen die Handelspartner sie in ihren Dokumentenlisten.",
  queueIntro: "Dokumente, die Lieferanten zur Prüfung eingereicht haben. Freigegebene Dokumente erscheinen in den Dokumentenlisten der Handelspartner.",
  upload: "Dokument hochladen",
  status: "Status",
  /** the reviewers tell the submitted stages apart (the supplier sees both as "eingereicht") */
  reviewerStatuses: { in_review: "eingereicht (neu)", check_modulemanager: "beim Modulmanagement" },
  supplier: "Lieferant",
  submittedBy: "Eingereicht von",
  empty: "Keine Dokumente gefunden.",
  open: "Datei öffnen",
  download: "Datei herunterladen",
  back: "Zur Dokumentenprüfung",
  newTitle: "Dokument zur Prüfung hochladen",
  fileLabel: "Datei (PDF, Word, Excel, PowerPoint, OpenDocument oder Bild, höchstens 20 MB)",
  fileSend: "Datei hochladen",
  fileChosen: "Hochgeladene Datei: {{name}}",
  metadataTitle: "Angaben zum Dokument",
  editTitle: "Angaben bearbeiten",
  name: "Name",
  documentType: "Dokumenttyp",
  noType: "Kein Dokumenttyp",
  samTags: "SAM-Tags",
  brands: "Verantwortliche Marken",
  brandsHint: "Nur Ihre eigenen Marken.",
  class: "Klasse",
  classes: { EVA: "EVA", EKA: "EKA" },
  validFrom: "Gültig ab",
  validTo: "Gültig bis",
  save: "Angaben speichern",
  saved: "Erfolgreich gespeichert",
  created: "Das Dokument wurde als Entwurf angelegt.",
  requestReview: "Zur Prüfung einreichen",
  requested: "Das Dokument wurde zur Prüfung eingereicht.",
  delete: "Dokument löschen",
  deleteTitle: "Dokument löschen?",
  deleteText: "„{{name}}“ und seine Datei werden endgültig gelöscht.",
  deleted: "Das Dokument wurde gelöscht.",
  decisionTitle: "Entscheidung",
  supplierStepsTitle: "Kommentar und Einreichung",
  comment: "Kommentar",
  commentHint: "Bei Ablehnung und Rückfrage erforderlich; der Lieferant erhält ihn per E-Mail.",
  supplierCommentHint: "Ihr Kommentar erscheint im Verlauf und ist für die Prüfung sichtbar.",
  addComment: "Kommentar hinzufügen",
  commented: "Kommentar gespeichert.",
  startReview: "Prüfung beginnen",
  forward: "An Modulmanagement weiterleiten",
  approve: "Freigeben",
  deny: "Ablehnen",
  requestFeedback: "Rückfrage stellen",
  decided: "Status geändert: {{status}}.",
  historyTitle: "Verlauf",
  expiringTab: "Läuft bald ab",
  expiringIntro: "Freigegebene Dokumente, deren Gültigkeit in den nächsten 30 Tagen endet, nach Ablaufdatum sortiert.",
  allTab: "Alle Dokumente",
  newVersion: "Neue Version hochladen",
  newVersionTitle: "Neue Version von „{{name}}“ hochladen",
  newVersionIntro:
    "Die neue Version durchläuft die Prüfung wie ein neues Dokument. Bis zur Freigabe sehen die Handelspartner weiterhin die aktuelle Version; danach ersetzt die neue Version sie unter demselben Link.",
  newVersionCreated: "Die neue Version wurde als Entwurf angelegt. Reichen Sie sie zur Prüfung ein.",
  versionOf: "Neue Version von",
  openVersion: "Eine neue Version ist in Prüfung: {{status}}",
  openVersionLink: "Zur neuen Version",
  versionOpen: "Zu diesem Dokument wird bereits eine neue Version geprüft.",
  versionNotPossible: "Eine neue Version kann nur zu einem freigegebenen Dokument Ihres Unternehmens hochgeladen werden.",
  historyEmpty: "Noch keine Einträge.",
  historyStatus: "Status: {{from}} → {{to}}",
  errors: {
    ILLEGAL_TRANSITION: "Dieser Schritt ist im aktuellen Status des Dokuments nicht möglich. Bitte laden Sie die Seite neu.",
    SELF_REVIEW: "Sie können nicht über ein Dokument entscheiden, das Sie selbst eingereicht haben.",
    COMMENT_REQUIRED: "Bitte begründen Sie die Entscheidung in einem Kommentar.",
    failed: "Fehler aufgetreten.",
  },
  upload_: {
    "too-large": "Die Datei ist zu groß. Erlaubt sind höchstens 20 MB.",
    pixels: "Das Bild hat zu viele Pixel (höchstens 40 Megapixel).",
    "batch-too-large": "Die Datei ist zu groß. Erlaubt sind höchstens 20 MB.",
    "wrong-type": "Dieses Dateiformat wird nicht angenommen. Erlaubt sind PDF, Word, Excel, PowerPoint, OpenDocument sowie JPEG-, PNG-, WebP- und GIF-Bilder.",
    quota: "Der Speicherplatz Ihres Unternehmens ist ausgeschöpft.",
    missing: "Bitte wählen Sie eine Datei aus.",
    failed: "Die Datei konnte nicht hochgeladen werden.",
  },
  validation: {
    name: "Bitte geben Sie einen Namen an.",
    brands: "Bitte wählen Sie mindestens eine Ihrer Marken.",
    class: "Bitte wählen Sie die Klasse EVA oder EKA.",
    date: "Bitte geben Sie ein gültiges Datum an.",
    range: "„Gültig bis“ darf nicht vor „Gültig ab“ liegen.",
    comment: "Bitte geben Sie einen Kommentar ein (höchstens 2000 Zeichen).",
  },
} as const;

export default review;

/** For the review screens and their components; a call, as the package is free of side effects. */
export function registerReview(): void {
  registerShell();
  addResources("de", { content: { review } });
}
