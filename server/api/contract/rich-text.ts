/**
 * Formatted text (issue 27, decision 0530): the stored markup of a long text field is a small
 * Markdown subset, and this is its one renderer. The API answers its HTML next to the markup
 * (`<field>_html`), and the portal's previews render the same. Part of the contract because both
 * sides render it; it is pure (no database) and runs on the server only — the browser never
 * loads a parser (the live preview asks the server).
 *
 * The subset: paragraphs, **bold**, *italic*, two heading levels (`## `, `### `; `#` counts as
 * `##`, deeper ones as `###`), bulleted (`- `) and numbered (`1. `) lists, line breaks as typed
 * (an address in the imprint), and links `[Text](https://…)` to http(s) and mailto only. Nothing
 * else is parsed: raw HTML stays text, images, tables, code and quotes are not rules. Plain text
 * saved before formatting existed renders as it did: paragraphs split at blank lines, a single
 * line break kept (as the JobPosting's HTML already kept it).
 *
 * Two independent layers, neither hand-written: markdown-it (CommonMark) with HTML disabled and
 * only the rules above, then sanitize-html with an allow-list of exactly the tags the subset
 * produces — so even a parser bug cannot put a script, a frame, an event attribute, a style or a
 * `javascript:` / `data:` address into what is served.
 */
import MarkdownIt from "markdown-it";
import sanitizeHtml from "sanitize-html";

import { htmlKey } from "./rich-text-names";

export { htmlKey, RICH_TEXT_FORMAT } from "./rich-text-names";

const LINK = /^(?:https?:\/\/|mailto:)/i;

const parser = new MarkdownIt("zero", { html: false, linkify: false, breaks: true }).enable(["heading", "list", "emphasis", "link", "newline", "escape", "entity"]);
// markdown-it refuses javascript:, vbscript:, file: and data: itself; the subset allows less still.
parser.validateLink = (url) => LINK.test(url.trim());

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "em", "h2", "h3", "ul", "ol", "li", "a"],
  allowedAttributes: { a: ["href"], ol: ["start"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // two heading levels below the page's own h1
  transformTags: { h1: "h2", h4: "h3", h5: "h3", h6: "h3" },
  disallowedTagsMode: "discard",
};

// Reads render the same few texts again and again (lists, previews): keep the recent ones.
const CACHE_LIMIT = 500;
const CACHEABLE_LENGTH = 5000;
const cache = new Map<string, string>();

/** The sanitized HTML of a formatted text ("" for none). */
export function renderRichText(markup: string | null | undefined): string {
  if (!markup || !markup.trim()) return "";
  const hit = cache.get(markup);
  if (hit !== undefined) return hit;
  const html = sanitizeHtml(parser.render(markup), ALLOWED).trim();
  if (markup.length <= CACHEABLE_LENGTH) {
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(markup, html);
  }
  return html;
}

/**
 * `values` with the HTML of each formatted field beside it (`text` → `text_html`; null when the
 * field is empty), for an API answer. Fields absent from `values` stay absent.
 */
export function withRichTextHtml<T extends Record<string, unknown>>(values: T, formatted: readonly string[]): T {
  if (formatted.length === 0) return values;
  const out: Record<string, unknown> = { ...values };
  for (const name of formatted) {
    if (!(name in values)) continue;
    const markup = values[name];
    out[htmlKey(name)] = typeof markup === "string" && markup.trim() ? renderRichText(markup) : null;
  }
  return out as T;
}
