/**
 * Texts of the page builder's page and element drawer (issue 13). The page's loader sends them
 * translated (the drawer route is at its first-visit budget); the tree's texts live in their own
 * module, which the tree screen registers (decision 0003).
 */
const pageBuilder = {
  elements: "Elemente der Seite",
  elementsEmpty: "Diese Seite hat noch keine Elemente.",
  elementsSaveFirst: "Elemente fügen Sie nach dem ersten Speichern der Seite hinzu.",
  addElement: "Element hinzufügen",
  addElementOf: "{{type}} hinzufügen",
  editElement: "„{{name}}“ bearbeiten",
  unlink: "Von der Seite lösen",
  unlinkLabel: "„{{name}}“ von der Seite lösen",
  drawerClose: "Element schließen",
  drawerTitle: "Element",
  preview: "Vorschau der Seite",
} as const;

export default pageBuilder;

