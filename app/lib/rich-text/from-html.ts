/**
 * Pasting from Word, Outlook or a web page into a formatted text (decision 0530): the clipboard's
 * HTML turned into the Markdown subset, keeping paragraphs, headings, bold, italic, bulleted and
 * numbered lists and http(s)/mailto links, and dropping everything else (styles, images, tables'
 * frames, comments). The result is only text for the textarea: the server parses and sanitizes
 * whatever is saved, so nothing here has to make HTML safe.
 *
 * Word (and Outlook, which writes with Word) sends lists as paragraphs: class MsoListParagraph…
 * or a `mso-list:l0 level2 lfo1` style, the bullet or number in a span styled `mso-list:Ignore`.
 *
 * Written against the few DOM members it reads (HtmlNode), so the browser's nodes and a test's
 * parsed tree both fit.
 */
export interface HtmlNode {
  nodeType: number;
  localName?: string;
  /** text nodes */
  data?: string;
  childNodes: ArrayLike<HtmlNode>;
  getAttribute?(name: string): string | null;
}

const ELEMENT = 1;
const TEXT = 3;
const SKIPPED = new Set(["head", "style", "script", "title", "meta", "link", "template", "noscript", "xml", "img", "svg", "iframe", "object"]);
const BLOCKS = new Set(["p", "div", "section", "article", "header", "footer", "main", "blockquote", "pre", "address", "table", "tbody", "thead", "tr", "td", "th", "body", "html", "center", "dl", "dt", "dd", "figure", "figcaption"]);
const LINK = /^(https?:\/\/|mailto:)/i;

type Out = { kind: "para" | "item"; text: string };

const children = (node: HtmlNode) => Array.from(node.childNodes);
const attr = (node: HtmlNode, name: string) => node.getAttribute?.(name) ?? "";
const styleOf = (node: HtmlNode) => attr(node, "style").toLowerCase().replace(/\s+/g, "");

/** Markdown's own characters in pasted text stay text. */
const escapeInline = (text: string) => text.replace(/([\\*_[\]`])/g, "\\$1");
/** A block starting like a heading or list item stays a paragraph. */
const escapeStart = (text: string) =>
  text
    .replace(/^(#{1,6})(\s)/, "\\$1$2")
    .replace(/^([-+])(\s)/, "\\$1$2")
    .replace(/^(\d+)([.)])(\s)/, "$1\\$2$3");

function inline(node: HtmlNode, bold: boolean, italic: boolean): string {
  if (node.nodeType === TEXT) return escapeInline((node.data ?? "").replace(/[\s\u00a0]+/g, " "));
  if (node.nodeType !== ELEMENT) return "";
  const tag = node.localName ?? "";
  if (SKIPPED.has(tag)) return "";
  const style = styleOf(node);
  // Word's list bullet or number: read by the list, not text
  if (style.includes("mso-list:ignore")) return "";
  if (tag === "br") return "\n";
  const isBold = !bold && ((tag === "b" || tag === "strong" || /font-weight:(bold|[6-9]00)/.test(style)) && !/font-weight:(normal|[1-4]00)/.test(style));
  const isItalic = !italic && (tag === "i" || tag === "em" || style.includes("font-style:italic"));
  const inner = children(node)
    .map((c) => inline(c, bold || isBold, italic || isItalic))
    .join("");
  let out = inner;
  for (const [on, marker] of [
    [isItalic, "*"],
    [isBold, "**"],
  ] as const) {
    if (!on || !out.trim()) continue;
    const lead = out.length - out.trimStart().length;
    const trail = out.length - out.trimEnd().length;
    out = `${out.slice(0, lead)}${marker}${out.trim()}${marker}${out.slice(out.length - trail)}`;
  }
  if (tag === "a") {
    const href = attr(node, "href").trim();
    if (LINK.test(href) && out.trim()) return `[${out.trim()}](${href.replace(/[()\s]/g, encodeURIComponent)})`;
  }
  return out;
}

const tidy = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .join("\n")
    .replace(/\n{2,}/g, "\n")
    .trim();

/** A Word list paragraph's level (1…) and whether its marker is a number or letter, else null. */
function wordListItem(node: HtmlNode): { level: number; ordered: boolean } | null {
  const style = styleOf(node);
  const cls = attr(node, "class");
  if (!/mso-list:l\d+level\d+/.test(style) && !/MsoListParagraph/i.test(cls)) return null;
  const level = Number(/level(\d+)/.exec(style)?.[1] ?? "1");
  const marker = findMarker(node);
  return { level, ordered: /^\s*([0-9]+|[a-z]|[ivxlc]+)[.)]/i.test(marker) };
}

function findMarker(node: HtmlNode): string {
  for (const c of children(node)) {
    if (c.nodeType !== ELEMENT) continue;
    if (styleOf(c).includes("mso-list:ignore")) return textOf(c);
    const inner = findMarker(c);
    if (inner) return inner;
  }
  return "";
}

const textOf = (node: HtmlNode): string => (node.nodeType === TEXT ? (node.data ?? "") : children(node).map(textOf).join(""));

function collect(node: HtmlNode, out: Out[], indent = ""): void {
  let run: HtmlNode[] = [];
  const flush = () => {
    const text = tidy(run.map((n) => inline(n, false, false)).join(""));
    if (text) out.push({ kind: "para", text: escapeStart(text) });
    run = [];
  };
  for (const child of children(node)) {
    const tag = child.nodeType === ELEMENT ? (child.localName ?? "") : "";
    if (child.nodeType === ELEMENT && SKIPPED.has(tag)) continue;
    if (/^h[1-6]$/.test(tag)) {
      flush();
      const text = tidy(inline(child, true, false)).replace(/\n/g, " ");
      if (text) out.push({ kind: "para", text: `${tag === "h1" ? "##" : "###"} ${text}` });
    } else if (tag === "ul" || tag === "ol") {
      flush();
      list(child, tag === "ol", out, indent);
    } else if (tag === "li") {
      flush();
      item(child, "- ", out, indent);
    } else if (BLOCKS.has(tag)) {
      flush();
      const word = tag === "p" || tag === "div" ? wordListItem(child) : null;
      if (word) {
        const prefix = word.ordered ? "1. " : "- ";
        // nested Word levels: indented under the item above (3 spaces reach past "1. " and "- ")
        item(child, prefix, out, "   ".repeat(Math.max(0, word.level - 1)));
      } else collect(child, out, indent);
    } else run.push(child);
  }
  flush();
}

function list(node: HtmlNode, ordered: boolean, out: Out[], indent: string): void {
  let n = 0;
  for (const child of children(node)) {
    if (child.nodeType !== ELEMENT) continue;
    if (child.localName === "li") {
      n += 1;
      item(child, ordered ? `${n}. ` : "- ", out, indent);
    } else if (child.localName === "ul" || child.localName === "ol") list(child, child.localName === "ol", out, `${indent}   `);
  }
}

function item(node: HtmlNode, prefix: string, out: Out[], indent: string): void {
  const own: HtmlNode[] = [];
  const nested: HtmlNode[] = [];
  for (const c of children(node)) (c.nodeType === ELEMENT && (c.localName === "ul" || c.localName === "ol") ? nested : own).push(c);
  const text = tidy(own.map((c) => (c.nodeType === ELEMENT && BLOCKS.has(c.localName ?? "") ? textBlock(c) : inline(c, false, false))).join("")).replace(/\n/g, " ");
  out.push({ kind: "item", text: `${indent}${prefix}${text}` });
  for (const l of nested) list(l, l.localName === "ol", out, `${indent}   `);
}

const textBlock = (node: HtmlNode) => ` ${children(node)
  .map((c) => inline(c, false, false))
  .join("")} `;

/** The Markdown subset of a pasted HTML document's body. */
export function htmlToMarkdown(body: HtmlNode): string {
  const out: Out[] = [];
  collect(body, out);
  return out
    .map((block, i) => (i === 0 ? "" : block.kind === "item" && out[i - 1]!.kind === "item" ? "\n" : "\n\n") + block.text)
    .join("");
}
