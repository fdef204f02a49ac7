/** Page builder texts only the server uses: toasts of its actions and the preview (issue 13). */
import { addResources } from "~/locales/registry";
import pageBuilder from "./page-builder";
import pageBuilderTree from "./page-builder-tree";

const pageBuilderServer = {
  moved: "Die Seite wurde verschoben.",
  moveFailed: "Die Seite konnte nicht verschoben werden.",
  deleted: "Die Seite wurde gelöscht.",
  unlinked: "Das Element wurde von der Seite gelöst.",
  previewNotice: "Vorschau: So zeigt Ihre Website diese Seite. Nur veröffentlichte Elemente erscheinen; Videos laden erst nach einem Klick.",
  videoLink: "Video ansehen auf {{platform}}",
  navigation: "Navigation",
  contact: "Ansprechpartner",
  // Spec §8: the page's save texts, and per element type its failure text.
  pageSaved: "Die Seite wurde erfolgreich gespeichert",
  pageSaveFailed: "Beim Speichern der Seite ist ein Fehler aufgetreten",
  elementSaved: "Erfolgreich gespeichert",
  elementLinkFailed: "Das Element wurde gespeichert, konnte der Seite aber nicht hinzugefügt werden. Bitte speichern Sie es erneut.",
  elementSaveFailed: {
    "contact-teaser": "Beim Speichern des Kontakt-Teasers ist ein Fehler aufgetreten",
    text: "Beim Speichern des Textes ist ein Fehler aufgetreten",
    "text-image": "Beim Speichern des Text-Bild-Elements ist ein Fehler aufgetreten",
    "multiple-images": "Beim Speichern der Bildergalerie ist ein Fehler aufgetreten",
    video: "Beim Speichern des Videos ist ein Fehler aufgetreten",
  },
} as const;

export default pageBuilderServer;

export function registerPageBuilderServer(): void {
  addResources("de", { pageBuilder: { ...pageBuilder, ...pageBuilderTree, ...pageBuilderServer } });
}
