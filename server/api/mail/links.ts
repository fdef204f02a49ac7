/**
 * Every link of a mail is absolute (decision 0960): a mail client opens no bare path. Lists the
 * links of a message that are not — in the text, the HTML's href/src, the `link` and headers such
 * as List-Unsubscribe — for the tests that send every kind of mail.
 */
import type { OutgoingMail } from "./mailer";

const ABSOLUTE = /^(https?:\/\/[^/\s?#]+|mailto:)/i;

function absolute(link: string): boolean {
  if (!ABSOLUTE.test(link)) return false;
  if (link.toLowerCase().startsWith("mailto:")) return true;
  try {
    return new URL(link).host !== "";
  } catch {
    return false;
  }
}

export function relativeLinksOf(message: Pick<OutgoingMail, "text" | "html" | "link" | "headers">): string[] {
  const found: string[] = [message.link];
  // A path in running text: a slash-led word (not a date like 12/2026), or a URL.
  for (const m of message.text.matchAll(/(?:^|\s|\()(\/[\w./?=&%#-]*[\w/])|(\b\w+:\/\/\S+)/g)) found.push((m[1] ?? m[2])!);
  for (const m of (message.html ?? "").matchAll(/\b(?:href|src)="([^"]*)"/gi)) found.push(m[1]!.replace(/&amp;/g, "&"));
  for (const value of Object.values(message.headers ?? {})) for (const m of value.matchAll(/<([^>]*)>/g)) found.push(m[1]!);
  return found.filter((link) => !absolute(link));
}
