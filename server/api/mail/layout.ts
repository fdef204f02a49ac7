/**
 * The portal's mails as HTML (decision 0540): one small layout around the plain text, in the mail's
 * language (decision 0987), so every mail reads the same in both parts. The text is escaped, blank lines make paragraphs, and
 * web addresses become links.
 */
import { mailTexts, type Language } from "../locales/mails";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** One escaped line; its web addresses as links (the address is the link text, as in the text part). */
function lineHtml(line: string): string {
  let html = "";
  let from = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    // a sentence's closing punctuation is not part of the address
    const url = match[0].replace(/[.,;:!?)“"]+$/, "");
    html += escapeHtml(line.slice(from, match.index)) + `<a href="${escapeHtml(url)}" style="color:#00558c">${escapeHtml(url)}</a>`;
    from = match.index + url.length;
  }
  return html + escapeHtml(line.slice(from));
}

/** The HTML part of a mail whose plain text is `text`, with the layout's words in `language`. */
export function mailHtml(subject: string, text: string, language: Language): string {
  const words = mailTexts(language).common;
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((block) => block.split("\n").map(lineHtml).join("<br>"))
    .map((body) => `<p style="margin:0 0 16px">${body}</p>`)
    .join("\n");
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:6px;padding:24px">
<p style="margin:0 0 20px;font-size:18px;font-weight:bold;color:#00558c">${escapeHtml(words.portal)}</p>
${paragraphs}
</div>
<p style="max-width:600px;margin:16px auto 0;font-size:12px;color:#6b7280">${escapeHtml(words.automatic)}</p>
</body>
</html>
`;
}
