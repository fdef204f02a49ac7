import type de from "../de/page-builder";
import type { Translation } from "../translation";

/** English twin of ../de/page-builder.ts */
const pageBuilder: Translation<typeof de> = {
  elements: "Elements of the page",
  elementsEmpty: "This page has no elements yet.",
  elementsSaveFirst: "You add elements after saving the page for the first time.",
  addElement: "Add element",
  addElementOf: "Add {{type}}",
  editElement: "Edit “{{name}}”",
  unlink: "Detach from the page",
  unlinkLabel: "Detach “{{name}}” from the page",
  drawerClose: "Close element",
  drawerTitle: "Element",
  preview: "Page preview",
};

export default pageBuilder;
