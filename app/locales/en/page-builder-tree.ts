import type de from "../de/page-builder-tree";
import type { Translation } from "../translation";

/** English twin of ../de/page-builder-tree.ts */
const pageBuilderTree: Translation<typeof de> = {
  title: "Pages",
  intro: "The pages of your website as a tree: subpages are listed under their parent page. Your website's navigation shows published pages that are within their publication period and not hidden.",
  tree: "Page tree",
  empty: "No pages yet.",
  addPage: "New page",
  addChild: "Create subpage",
  addChildLabel: "Create subpage of “{{name}}”",
  moveUnder: "Move under",
  moveUnderLabel: "Move “{{name}}” under",
  topLevel: "Top level",
  move: "Move",
  hidden: "hidden in the navigation",
  deleteTitle: "Delete page?",
  deleteText: "“{{name}}” will be deleted. Its elements are kept as entries.",
  deleteChildren_one: "{{count}} subpage will be deleted with it: {{names}}.",
  deleteChildren_other: "{{count}} subpages will be deleted with it: {{names}}.",
  deleteConfirm: "Delete",
  deleteChildrenConfirm: "Delete with subpages",
  pageData: "Page data",
  pageDataAdd: "New page data",
  /** a page's content status (spec §4) */
  statuses: {
    draft: "Draft",
    published: "Published",
    archived: "Archived",
  },
};

export default pageBuilderTree;
