/**
 * The digest and important-news mails (issue 28): in the recipient's language (decision 0987), as
 * text and HTML, every link on the portal's public origin, and the one-click unsubscribe of
 * RFC 8058 in the headers and the body.
 */
import type { DigestPeriod } from "../contract/digests";
import type { NewContent, NewItem } from "../content/new-content";
import type { Language } from "../values/languages";
import { mailTexts, type MailTexts } from "../locales/mails";
import { mailDate } from "../mail/dates";
import type { LocalisedMail } from "../mail/send";

/** What the mail job sends (the queue's mail, with its own HTML and headers). */
export type DigestMail = LocalisedMail & { html: string; headers: Record<string, string> };

export interface Recipient {
  email: string;
  firstName: string | null;
  lastName: string | null;
  language: Language;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const greeting = (r: Recipient, m: MailTexts) => {
  const name = [r.firstName, r.lastName].filter(Boolean).join(" ");
  return name ? m.common.greetingNamed(name) : m.common.greeting;
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

function sectionsOf(content: NewContent, m: MailTexts): Section[] {
  const words = m.digest.sections;
  const date = (d: Date) => mailDate(d, m);
  const all: Section[] = [
    { title: words.news, items: content.news, list: "/news", line: (i) => `${i.important ? m.digest.important : ""}${i.title} (${date(i.date)})` },
    { title: words.documents, items: content.documents, list: "/documents", line: (i) => `${i.title}${i.abstract ? ` – ${i.abstract}` : ""} (${date(i.date)})` },
    { title: words.events, items: content.events, list: "/calendar", line: (i) => m.digest.eventOn(i.title, date(i.startsAt ?? i.date)) },
  ];
  return all.filter((s) => s.items.length > 0);
}

function layout(origin: string, r: Recipient, m: MailTexts, intro: string, body: { text: string[]; html: string[] }, footer: { settings: string; unsubscribeUrl: string; unsubscribeLabel: string }) {
  const settings = m.digest.settings;
  const text = [greeting(r, m), "", intro, "", ...body.text, "", `${settings}: ${origin}${footer.settings}`, `${footer.unsubscribeLabel}: ${footer.unsubscribeUrl}`].join("\n");
  const html = [
    `<!doctype html><html lang="${r.language}"><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;color:#0f172a">`,
    `<p>${escapeHtml(greeting(r, m))}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...body.html,
    `<hr><p style="font-size:13px;color:#475569"><a href="${escapeHtml(origin + footer.settings)}">${escapeHtml(settings)}</a> · <a href="${escapeHtml(footer.unsubscribeUrl)}">${escapeHtml(footer.unsubscribeLabel)}</a></p>`,
    "</body></html>",
  ].join("\n");
  return { text, html };
}

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
  const m = mailTexts(recipient.language);
  const sections = sectionsOf(content, m);
  const count = sections.reduce((n, s) => n + s.items.length, 0);
  const words = m.digest[period];
  const intro = words.intro(mailDate(opts.since, m));
  const text: string[] = [];
  const html: string[] = [];
  for (const s of sections) {
    const shown = s.items.slice(0, SECTION_LIMIT);
    const more = s.items.length - shown.length;
    text.push(`${s.title} (${s.items.length})`, ...shown.flatMap((i) => [`- ${s.line(i)}`, `  ${origin}${i.link}`]));
    if (more > 0) text.push(`${m.digest.more(more)}: ${origin}${s.list}`);
    text.push("");
    html.push(
      `<h2 style="font-size:16px">${escapeHtml(s.title)} (${s.items.length})</h2><ul>`,
      ...shown.map((i) => `<li><a href="${escapeHtml(origin + i.link)}">${escapeHtml(s.line(i))}</a></li>`),
      more > 0 ? `<li><a href="${escapeHtml(origin + s.list)}">${escapeHtml(m.digest.more(more))}</a></li>` : "",
      "</ul>",
    );
  }
  const body = layout(origin, recipient, m, intro, { text, html }, { settings: "/account/settings", unsubscribeUrl, unsubscribeLabel: m.digest.unsubscribe });
  return {
    language: recipient.language,
    to: recipient.email,
    subject: `${words.subject}: ${m.digest.entries(count)}`,
    ...body,
    link: `${origin}/dashboard`,
    headers: unsubscribeHeaders(unsubscribeUrl),
  };
}

export function composeImportantNews(opts: { origin: string; recipient: Recipient; item: NewItem; unsubscribeUrl: string }): DigestMail {
  const { origin, recipient, item, unsubscribeUrl } = opts;
  const link = `${origin}${item.link}`;
  const m = mailTexts(recipient.language);
  const body = layout(
    origin,
    recipient,
    m,
    m.digest.importantIntro,
    {
      text: [item.title, item.abstract, "", m.digest.importantLink(link)],
      html: [`<h2 style="font-size:16px"><a href="${escapeHtml(link)}">${escapeHtml(item.title)}</a></h2>`, `<p>${escapeHtml(item.abstract)}</p>`],
    },
    { settings: "/account/settings", unsubscribeUrl, unsubscribeLabel: m.digest.importantUnsubscribe },
  );
  return { language: recipient.language, to: recipient.email, subject: m.digest.importantSubject(item.title), ...body, link, headers: unsubscribeHeaders(unsubscribeUrl) };
}
