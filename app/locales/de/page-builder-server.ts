/** Page builder texts only the server uses: toasts of its actions and the preview (issue 13). */
import { addResources } from "~/i18n";
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
} as const;

export default pageBuilderServer;

export function registerPageBuilderServer(): void {
  addResources({ pageBuilder: { ...pageBuilder, ...pageBuilderTree, ...pageBuilderServer } });
}
