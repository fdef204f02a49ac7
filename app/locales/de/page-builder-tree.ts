/** Texts of the page tree (/page-builder, issue 13). */
import { addResources } from "~/locales/registry";
import { registerWebsite } from "./website";

const pageBuilderTree = {
  title: "Seiten",
  intro: "Die Seiten Ihrer Website als Baum: Unterseiten stehen unter ihrer übergeordneten Seite. Die Navigation Ihrer Website zeigt veröffentlichte Seiten im Veröffentlichungszeitraum, die nicht ausgeblendet sind.",
  tree: "Seitenbaum",
  empty: "Noch keine Seiten.",
  addPage: "Neue Seite",
  addChild: "Unterseite anlegen",
  addChildLabel: "Unterseite von „{{name}}“ anlegen",
  moveUnder: "Verschieben unter",
  moveUnderLabel: "„{{name}}“ verschieben unter",
  topLevel: "Oberste Ebene",
  move: "Verschieben",
  hidden: "in der Navigation ausgeblendet",
  deleteTitle: "Seite löschen?",
  deleteText: "„{{name}}“ wird gelöscht. Ihre Elemente bleiben als Einträge erhalten.",
  deleteChildren_one: "Mit ihr wird {{count}} Unterseite gelöscht: {{names}}.",
  deleteChildren_other: "Mit ihr werden {{count}} Unterseiten gelöscht: {{names}}.",
  deleteConfirm: "Löschen",
  deleteChildrenConfirm: "Mit Unterseiten löschen",
  pageData: "Seitendaten",
  pageDataAdd: "Neue Seitendaten",
  /** a page's content status (spec §4) */
  statuses: {
    draft: "Entwurf",
    published: "Veröffentlicht",
    archived: "Archiviert",
  },
} as const;

export default pageBuilderTree;

export function registerPageBuilderTree(): void {
  registerWebsite();
  addResources("de", { pageBuilder: pageBuilderTree });
}
