/**
 * Website texts that only the server shows — toasts after a redirect and the script-free preview —
 * so the collection editor's browser bundle does not carry them (the server registers every area).
 */
import { addResources } from "~/locales/registry";

const websiteServer = {
  previewNotice: "Vorschau: So zeigt Ihre Website diesen Eintrag. Entwürfe und ausgeschaltete Einträge sehen nur Sie.",
  disabled: "Der Eintrag wird auf Ihrer Website nicht mehr gezeigt.",
  enabled: "Der Eintrag wird auf Ihrer Website wieder gezeigt.",
  statusSet: "Der Status wurde gesetzt.",
  statusFailed: "Der Status konnte nicht gesetzt werden.",
  deleted: "Der Eintrag wurde gelöscht.",
  saveFailed: "Beim Speichern des Eintrags ist ein Fehler aufgetreten",
  jobPostingMissing: "Damit Jobsuchmaschinen diese Stelle finden, fehlt noch: {{fields}}.",
  /** the script-free preview of an entry or a page (issue 42: moved from the components) */
  previewPage: {
    more: "Mehr erfahren",
    image: "Bild",
  },
  alt: {
    publishRefused: "Veröffentlichen geht erst, wenn jedes Bild einen Alternativtext hat oder als dekorativ markiert ist.",
  },
  gallery: {
    uploaded: "Zur Galerie hinzugefügt: {{added}} von {{count}} Dateien.",
    noFiles: "Bitte wählen Sie mindestens ein Foto aus.",
    // each file's result of a multi-photo upload, rendered by the loader and the upload's JSON answer
    result: {
      ok: "hinzugefügt",
      "too-large": "abgelehnt: größer als 25 MB",
      pixels: "abgelehnt: mehr als 40 Megapixel (oder eine beschädigte, übergroße Bilddatei)",
      "wrong-type": "abgelehnt: kein JPEG-, PNG- oder WebP-Bild",
      quota: "abgelehnt: der Speicherplatz Ihres Unternehmens ist ausgeschöpft",
      full: "abgelehnt: die Galerie ist voll",
      missing: "abgelehnt: die Datei ist leer",
      conflict: "nicht hinzugefügt: der Eintrag wurde inzwischen geändert, bitte erneut versuchen",
      failed: "nicht hochgeladen: bitte erneut versuchen",
    },
    removed: "Das Bild wurde aus der Galerie entfernt.",
    sortFailed: "Sort of images failed.",
  },
} as const;

export default websiteServer;

export function registerWebsiteServer(): void {
  addResources("de", { website: websiteServer });
}
