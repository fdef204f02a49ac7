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
  gallery: {
    added: "Das Bild wurde zur Galerie hinzugefügt.",
    removed: "Das Bild wurde aus der Galerie entfernt.",
    sortFailed: "Sort of images failed.",
  },
} as const;

export default websiteServer;

export function registerWebsiteServer(): void {
  addResources({ website: websiteServer });
}
