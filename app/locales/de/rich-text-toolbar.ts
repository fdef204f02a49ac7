/** Texts of the formatted-text toolbar (decision 0530): registered by its own chunk, so no screen's first visit carries them. */
import { addResources } from "~/locales/registry";

const richTextToolbar = {
  toolbar: "Formatierung für „{{label}}“",
  bold: "Fett",
  italic: "Kursiv",
  heading: "Überschrift",
  subheading: "Zwischenüberschrift",
  bullets: "Aufzählung",
  numbered: "Nummerierte Liste",
  link: "Link",
  shortcut: "{{label}} (Strg+{{key}})",
  boldPlaceholder: "fetter Text",
  italicPlaceholder: "kursiver Text",
  linkPlaceholder: "Linktext",
  previewLive: "Vorschau „{{label}}“, wie Ihre Website den Text zeigt; sie folgt Ihrer Eingabe:",
  previewFailed: "Vorschau „{{label}}“: Sie konnte gerade nicht aktualisiert werden. Ihr Text bleibt erhalten.",
} as const;

export default richTextToolbar;

export function registerRichTextToolbar(): void {
  addResources("de", { website: { richTextToolbar } });
}
