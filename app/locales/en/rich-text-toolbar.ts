import type de from "../de/rich-text-toolbar";
import type { Translation } from "../translation";

/** English twin of ../de/rich-text-toolbar.ts */
const richTextToolbar: Translation<typeof de> = {
  toolbar: "Formatting for “{{label}}”",
  bold: "Bold",
  italic: "Italic",
  heading: "Heading",
  subheading: "Subheading",
  bullets: "Bulleted list",
  numbered: "Numbered list",
  link: "Link",
  shortcut: "{{label}} (Ctrl+{{key}})",
  boldPlaceholder: "bold text",
  italicPlaceholder: "italic text",
  linkPlaceholder: "link text",
  previewLive: "Preview of “{{label}}” as your website shows the text; it follows your input:",
  previewFailed: "Preview of “{{label}}”: it could not be updated just now. Your text is kept.",
};

export default richTextToolbar;
