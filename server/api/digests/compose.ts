/**
 * The digest and important-news mails (issue 28): German, as text and HTML, every link on the
 * portal's public origin, and the one-click unsubscribe of RFC 8058 in the headers and the body.
 */
import type { DigestPeriod } from "../contract/digests";
import type { NewContent, NewItem } from "../content/new-content";

/** What the mail job sends (the queue's OutgoingMail). */
export interface DigestMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string;
  headers: Record<string, string>;
}

export interface Recipient {
  email: string;
  firstName: string | null;
  lastName: string | null;
}

const dateFormat = new Intl.DateTimeFormat("de-DE", { timeZone: "Europe/Berlin", day: "2-digit", month: "2-digit", year: "numeric" });
export const germanDate = (date: Date) => dateFormat.format(date);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const greeting = (r: Recipient) => {
  const name = [r.firstName, r.lastName].filter(Boolean).join(" ");
  return name ? `Guten Tag ${name},` : "Guten Tag,";
};

/** The headers that let a mail client offer "abbestellen" with one click (RFC 2369, RFC 8058). */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

interface Section {
  title: string;
  items: NewItem[];
  /** the list in the portal, for "alle anzeigen" */
  list: string;
  line(item: NewItem): string;
}

function sectionsOf(content: NewContent): Section[] {
  const all: Section[] = [
    { title: "News", items: content.news, list: "/news", line: (i) => `${i.important ? "Wichtig: " : ""}${i.title} (${germanDate(i.date)})` },
    { title: "Dokumente", items: content.documents, list: "/documents", line: (i) => `${i.title}${i.abstract ? ` – ${i.abstract}` : ""} (${germanDate(i.date)})` },
    { title: "Termine", items: content.events, list: "/calendar", line: (i) => `${i.title}, am ${germanDate(i.startsAt ?? i.date)}` },
  ];
  return all.filter((s) => s.items.length > 0);
}

function layout(origin: string, r: Recipient, intro: string, body: { text: string[]; html: string[] }, footer: { settings: string; unsubscribeUrl: string; unsubscribeLabel: string }) {
  const text = [greeting(r), "", intro, "", ...body.text, "", `Ihre Einstellungen: ${origin}${footer.settings}`, `${footer.unsubscribeLabel}: ${footer.unsubscribeUrl}`].join("\n");
  const html = [
    '<!doctype html><html lang="de"><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;color:#0f172a">',
    `<p>${escapeHtml(greeting(r))}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...body.html,
    `<hr><p style="font-size:13px;color:#475569"><a href="${escapeHtml(origin + footer.settings)}">Ihre Einstellungen</a> · <a href="${escapeHtml(footer.unsubscribeUrl)}">${escapeHtml(footer.unsubscribeLabel)}</a></p>`,
    "</body></html>",
  ].join("\n");
  return { text, html };
}

const PERIOD_WORDS: Record<Exclude<DigestPeriod, "off">, { subject: string; since: string }> = {
  daily: { subject: "Ihre tägliche Zusammenfassung", since: "seit der letzten Zusammenfassung" },
  weekly: { subject: "Ihre wöchentliche Zusammenfassung", since: "in der vergangenen Woche" },
};

/** At most this many entries per section; the rest is "… und N weitere" with a link to the list. */
export const SECTION_LIMIT = 20;

export function composeDigest(opts: {
  origin: string;
  recipient: Recipient;
  period: Exclude<DigestPeriod, "off">;
  since: Date;
  content: NewContent;
  unsubscribeUrl: string;
}): DigestMail {
  const { origin, recipient, period, content, unsubscribeUrl } = opts;
  const sections = sectionsOf(content);
  const count = sections.reduce((n, s) => n + s.items.length, 0);
  const words = PERIOD_WORDS[period];
  const intro = `${words.since} (seit dem ${germanDate(opts.since)}) ist im Partnerportal Folgendes neu:`.replace(/^./, (c) => c.toUpperCase());
  const text: string[] = [];
  const html: string[] = [];
  for (const s of sections) {
    const shown = s.items.slice(0, SECTION_LIMIT);
    const more = s.items.length - shown.length;
    text.push(`${s.title} (${s.items.length})`, ...shown.flatMap((i) => [`- ${s.line(i)}`, `  ${origin}${i.link}`]));
    if (more > 0) text.push(`… und ${more} weitere: ${origin}${s.list}`);
    text.push("");
    html.push(
      `<h2 style="font-size:16px">${escapeHtml(s.title)} (${s.items.length})</h2><ul>`,
      ...shown.map((i) => `<li><a href="${escapeHtml(origin + i.link)}">${escapeHtml(s.line(i))}</a></li>`),
      more > 0 ? `<li><a href="${escapeHtml(origin + s.list)}">… und ${more} weitere</a></li>` : "",
      "</ul>",
    );
  }
  const body = layout(origin, recipient, intro, { text, html }, { settings: "/account/settings", unsubscribeUrl, unsubscribeLabel: "Diese Zusammenfassung abbestellen" });
  return {
    to: recipient.email,
    subject: `${words.subject}: ${count === 1 ? "1 neuer Eintrag" : `${count} neue Einträge`}`,
    ...body,
    link: `${origin}/dashboard`,
    headers: unsubscribeHeaders(unsubscribeUrl),
  };
}

export function composeImportantNews(opts: { origin: string; recipient: Recipient; item: NewItem; unsubscribeUrl: string }): DigestMail {
  const { origin, recipient, item, unsubscribeUrl } = opts;
  const link = `${origin}${item.link}`;
  const body = layout(
    origin,
    recipient,
    "der Verband hat eine wichtige Meldung veröffentlicht:".replace(/^./, (c) => c.toUpperCase()),
    {
      text: [item.title, item.abstract, "", `Zur Meldung: ${link}`],
      html: [`<h2 style="font-size:16px"><a href="${escapeHtml(link)}">${escapeHtml(item.title)}</a></h2>`, `<p>${escapeHtml(item.abstract)}</p>`],
    },
    { settings: "/account/settings", unsubscribeUrl, unsubscribeLabel: "Wichtige News nicht mehr sofort per E-Mail erhalten" },
  );
  return { to: recipient.email, subject: `Wichtige News: ${item.title}`, ...body, link, headers: unsubscribeHeaders(unsubscribeUrl) };
}
