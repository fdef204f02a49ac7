/**
 * A mail's text and HTML part from one list of blocks, so both parts always say the same thing.
 * The HTML is deliberately plain (inline styles only): mail clients ignore style sheets.
 */
export type MailBlock = string | { link: string; label: string } | { rows: readonly (readonly [string, string])[] };

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function mailText(blocks: readonly MailBlock[]): string {
  return `${blocks
    .map((b) => {
      if (typeof b === "string") return b;
      if ("link" in b) return `${b.label}:\n${b.link}`;
      return b.rows.map(([k, v]) => `${k}: ${v}`).join("\n");
    })
    .join("\n\n")}\n`;
}

export function mailHtml(title: string, blocks: readonly MailBlock[]): string {
  const body = blocks
    .map((b) => {
      if (typeof b === "string") return `<p>${escapeHtml(b).replace(/\n/g, "<br>")}</p>`;
      if ("link" in b) return `<p><a href="${escapeHtml(b.link)}">${escapeHtml(b.label)}</a></p>`;
      const rows = b.rows.map(([k, v]) => `<tr><th align="left" style="padding:2px 12px 2px 0;font-weight:600">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`);
      return `<table role="presentation" cellpadding="0" cellspacing="0">${rows.join("")}</table>`;
    })
    .join("\n");
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1e293b">\n${body}\n</body></html>`;
}
