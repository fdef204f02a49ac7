/**
 * The formatted text's toolbar (decision 0530), a chunk of its own that RichTextField loads after
 * hydration: German buttons and Ctrl+B / Ctrl+I / Ctrl+K on the same textarea, paste from Word,
 * Outlook or a web page kept as the Markdown subset, and the live preview (the server renders it:
 * no parser comes to the browser).
 *
 * Plain DOM, not React: a chunk that imported React would split React out of the shared vendor
 * chunk and cost every route's first visit a few hundred bytes. It draws into the empty mount
 * point and the preview box RichTextField rendered, which React leaves alone.
 */
import { t } from "~/i18n";
import { insertLink, toggleBlock, toggleInline, type Edit } from "~/lib/rich-text/edit";
import { htmlToMarkdown } from "~/lib/rich-text/from-html";
import richTextToolbar, { registerRichTextToolbar } from "~/locales/de/rich-text-toolbar";

registerRichTextToolbar();

export const PREVIEW_PATH = "/rich-text-preview";
const PREVIEW_DELAY_MS = 400;

/**
 * Puts `edit` into the textarea as typing would: through the browser's insertText where it has
 * one (so Ctrl+Z undoes it, and the input event tells the form), else by setting the value.
 */
function apply(area: HTMLTextAreaElement, edit: Edit): void {
  const old = area.value;
  let from = 0;
  while (from < old.length && from < edit.value.length && old[from] === edit.value[from]) from += 1;
  let tail = 0;
  while (tail < old.length - from && tail < edit.value.length - from && old[old.length - 1 - tail] === edit.value[edit.value.length - 1 - tail]) tail += 1;
  area.focus();
  area.setSelectionRange(from, old.length - tail);
  const inserted = edit.value.slice(from, edit.value.length - tail);
  // execCommand is the only way to keep the textarea's undo history; deprecated, but every browser keeps it
  const done = inserted ? document.execCommand("insertText", false, inserted) : document.execCommand("delete");
  if (!done || area.value !== edit.value) {
    area.value = edit.value;
    area.dispatchEvent(new Event("input", { bubbles: true }));
  }
  area.setSelectionRange(edit.start, edit.end);
}

/** the texts that take the field's label (the shortcut's title takes its own) */
type Key = Exclude<keyof typeof richTextToolbar, "shortcut">;

export interface Attached {
  area: HTMLTextAreaElement;
  /** RichTextField's empty mount point above the textarea */
  mount: HTMLElement;
  /** RichTextField's preview box: its note `#<id>-note` and `[data-html]` */
  box: HTMLElement;
  label: string;
}

/** Adds the toolbar, the shortcuts, the paste conversion and the live preview; answers how to take them away again. */
export function attach({ area, mount, box, label }: Attached): () => void {
  const text = (key: Key) => t(`website.richTextToolbar.${key}`, { label });
  const inline = (marker: "**" | "*") => apply(area, toggleInline(area.value, area.selectionStart, area.selectionEnd, marker, text(marker === "**" ? "boldPlaceholder" : "italicPlaceholder")));
  const link = () => apply(area, insertLink(area.value, area.selectionStart, area.selectionEnd, text("linkPlaceholder")));

  const toolbar = document.createElement("div");
  toolbar.setAttribute("role", "toolbar");
  toolbar.setAttribute("aria-label", text("toolbar"));
  toolbar.setAttribute("aria-controls", area.id);
  toolbar.className = "rich-text-toolbar";
  const buttons: [Key, () => void, string?][] = [
    ["bold", () => inline("**"), "B"],
    ["italic", () => inline("*"), "I"],
    ["heading", () => apply(area, toggleBlock(area.value, area.selectionStart, area.selectionEnd, "h2"))],
    ["subheading", () => apply(area, toggleBlock(area.value, area.selectionStart, area.selectionEnd, "h3"))],
    ["bullets", () => apply(area, toggleBlock(area.value, area.selectionStart, area.selectionEnd, "bullet"))],
    ["numbered", () => apply(area, toggleBlock(area.value, area.selectionStart, area.selectionEnd, "numbered"))],
    ["link", link, "K"],
  ];
  for (const [key, onClick, shortcut] of buttons) {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = text(key);
    if (shortcut) {
      button.setAttribute("aria-keyshortcuts", `Control+${shortcut}`);
      button.title = t("website.richTextToolbar.shortcut", { label: text(key), key: shortcut });
    }
    button.addEventListener("click", onClick);
    toolbar.append(button);
  }
  mount.append(toolbar);

  const note = document.getElementById(`${box.id}-note`);
  const html = box.querySelector("[data-html]");
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = 0;
  const refresh = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const ask = ++asked;
      const body = new FormData();
      body.set("text", area.value);
      fetch(PREVIEW_PATH, { method: "POST", body, headers: { Accept: "application/json" } })
        .then((r) => (r.ok ? (r.json() as Promise<{ html: string }>) : Promise.reject(new Error(String(r.status)))))
        .then((r) => {
          if (ask !== asked) return;
          if (note) note.textContent = text("previewLive");
          // the server's sanitized HTML (contract/rich-text.ts), never the typed text itself
          if (html) html.innerHTML = r.html;
        })
        .catch(() => {
          // a failed request keeps the last preview, and says so
          if (ask === asked && note) note.textContent = text("previewFailed");
        });
    }, PREVIEW_DELAY_MS);
  };
  const onKey = (e: KeyboardEvent) => {
    if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey) return;
    const key = e.key.toLowerCase();
    if (key === "b" || key === "i") inline(key === "b" ? "**" : "*");
    else if (key === "k") link();
    else return;
    e.preventDefault();
  };
  const onPaste = (e: ClipboardEvent) => {
    const pasted = e.clipboardData?.getData("text/html");
    if (!pasted) return; // plain text pastes as it is
    const markdown = htmlToMarkdown(new DOMParser().parseFromString(pasted, "text/html").body);
    if (!markdown) return;
    e.preventDefault();
    const start = area.selectionStart;
    const end = start + markdown.length;
    apply(area, { value: area.value.slice(0, start) + markdown + area.value.slice(area.selectionEnd), start: end, end });
  };
  area.addEventListener("input", refresh);
  area.addEventListener("keydown", onKey);
  area.addEventListener("paste", onPaste);
  if (note) note.textContent = text("previewLive");
  // the preview follows the text from the start (a failed save keeps what was typed)
  refresh();
  return () => {
    clearTimeout(timer);
    area.removeEventListener("input", refresh);
    area.removeEventListener("keydown", onKey);
    area.removeEventListener("paste", onPaste);
    toolbar.remove();
  };
}
