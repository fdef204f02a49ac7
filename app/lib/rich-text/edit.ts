/**
 * The toolbar's edits on the formatted-text textarea (decision 0530), as pure functions of the
 * text and the selection, so they are tested without a browser. Each answers the new text and
 * the selection to set; a second press of the same button undoes the first (toggle).
 */
export interface Edit {
  value: string;
  start: number;
  end: number;
}

export type Block = "h2" | "h3" | "bullet" | "numbered";

const PREFIX = { h2: /^## /, h3: /^### /, bullet: /^- /, numbered: /^\d+\. / } as const;
const ANY_PREFIX = /^(#{1,6} |- |\* |\+ |\d+\. )/;

/**
 * **bold** or *italic* around the selection (`marker` "**" or "*"); around a placeholder when
 * nothing is selected. Already wrapped (the markers inside or just outside the selection): unwrapped.
 */
export function toggleInline(text: string, start: number, end: number, marker: "**" | "*", placeholder: string): Edit {
  const selected = text.slice(start, end);
  const n = marker.length;
  // "*" must not take the half of a "**" for its own
  const isMarked = (s: string) => s.length >= 2 * n && s.startsWith(marker) && s.endsWith(marker) && (marker === "**" || !s.startsWith("**") || s.startsWith("***"));
  if (isMarked(selected)) return { value: text.slice(0, start) + selected.slice(n, -n) + text.slice(end), start, end: end - 2 * n };
  const before = text.slice(Math.max(0, start - n), start);
  const after = text.slice(end, end + n);
  const outerDouble = marker === "*" && text.slice(start - 2, start) === "**" && text.slice(end, end + 2) === "**" && text.slice(start - 3, start) !== "***";
  if (before === marker && after === marker && !outerDouble) {
    return { value: text.slice(0, start - n) + selected + text.slice(end + n), start: start - n, end: end - n };
  }
  // markers hug the words: leading and trailing spaces of the selection stay outside
  const lead = selected.length - selected.trimStart().length;
  const trail = selected.length - selected.trimEnd().length;
  const core = selected.trim() || placeholder;
  const inserted = `${selected.slice(0, lead)}${marker}${core}${marker}${selected.trim() ? selected.slice(selected.length - trail) : ""}`;
  const from = start + lead + n;
  return { value: text.slice(0, start) + inserted + text.slice(end), start: from, end: from + core.length };
}

/** The start of the line holding `at` and the end of the line holding `to`. */
function linesAround(text: string, at: number, to: number): [number, number] {
  const from = text.lastIndexOf("\n", at - 1) + 1;
  const next = text.indexOf("\n", Math.max(to, at) - (to > at && text[to - 1] === "\n" ? 1 : 0));
  return [from, next === -1 ? text.length : next];
}

/**
 * A heading or a list on every line the selection touches: `## ` / `### ` / `- ` / `1. `, `2. ` …
 * (another block prefix is replaced). When every line has it already, it is removed.
 */
export function toggleBlock(text: string, start: number, end: number, block: Block): Edit {
  const [from, to] = linesAround(text, start, end);
  const lines = text.slice(from, to).split("\n");
  const has = lines.filter((l) => l.trim()).every((l) => PREFIX[block].test(l));
  let number = 0;
  const changed = lines.map((line) => {
    if (!line.trim()) return line;
    const bare = line.replace(ANY_PREFIX, "");
    if (has) return bare;
    number += 1;
    return `${block === "h2" ? "## " : block === "h3" ? "### " : block === "bullet" ? "- " : `${number}. `}${bare}`;
  });
  const replaced = changed.join("\n");
  // CommonMark lets a heading or a list interrupt a paragraph: no blank line is needed before it
  return { value: text.slice(0, from) + replaced + text.slice(to), start: from, end: from + replaced.length };
}

/**
 * A link `[selection](https://)` with the address selected, to be typed over; without a
 * selection `[placeholder](https://)` with the placeholder selected.
 */
export function insertLink(text: string, start: number, end: number, placeholder: string): Edit {
  const selected = text.slice(start, end).trim();
  const label = selected || placeholder;
  const inserted = `[${label}](https://)`;
  const value = text.slice(0, start) + inserted + text.slice(end);
  if (!selected) return { value, start: start + 1, end: start + 1 + label.length };
  const url = start + label.length + 3;
  return { value, start: url, end: url + "https://".length };
}
