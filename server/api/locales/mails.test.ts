/**
 * Every mail kind the API sends, rendered in German and in English (issue 42, decision 0987): the
 * English one carries no German word (the German-literal check's heuristic plus the common words
 * below), no text is missing ("undefined"), every link is absolute, and the HTML names the language.
 * A new mail kind joins KINDS; its texts join ../locales/{de,en}/mails.ts (the typecheck holds
 * English to every German key).
 */
import { describe, expect, it } from "vitest";
import { looksGerman } from "../../../scripts/german-literals";
import { invitationMail } from "../accounts/service";
import { emailChangedMail, emailChangeMails } from "../accounts/colleagues";
import { passwordResetMail } from "../accounts/passwords";
import { tfaMail } from "../auth/tfa";
import { eventMail, type EventMailKind } from "../content/event-mails";
import type { NewContent, NewItem } from "../content/new-content";
import { composeDigest, composeImportantNews } from "../digests/compose";
import { mailHtml } from "../mail/layout";
import { relativeLinksOf } from "../mail/links";
import type { LocalisedMail } from "../mail/send";
import { exportMail } from "../privacy/mail";
import { expiryReminderMail } from "../review/jobs";
import { reviewMail } from "../review/notify";
import { tfaResetMail } from "../support/service";
import { LANGUAGES, type Language } from "../values/languages";

const origin = "https://partner.example.org";
const user = (language: Language) => ({ email: "eva.miller@nordic-oak.example", language });

// Sample values without German of their own: what the association or a user wrote stays as written.
const event = {
  id: 4,
  title: "Spring Trade Fair",
  abstract: "Annual meeting",
  text: "",
  location: "Exhibition Hall 2, Bielefeld",
  dateFrom: new Date("2027-03-01T08:00:00Z"),
  dateTo: new Date("2027-03-02T16:00:00Z"),
  responsibleEmail: null,
};
const item = (over: Partial<NewItem>): NewItem => ({ id: 7, title: "Price list 2027", abstract: "New prices from March", date: new Date("2027-02-01T09:00:00Z"), link: "/news/7", brandIds: [], samTagIds: [], important: false, ...over });
const content: NewContent = {
  news: [item({ important: true }), item({ title: "Logistics update", link: "/news/8" })],
  documents: [item({ title: "Product sheet", link: "/documents/3" })],
  events: [item({ title: "Spring Trade Fair", link: "/calendar/4", startsAt: new Date("2027-03-01T08:00:00Z") })],
};

const EVENT_KINDS: EventMailKind[] = ["registered", "changed", "cancelled", "reminder", "waiting", "movedUp", "rescheduled", "eventCancelled"];

/** Every mail kind, rendered for a recipient in `language`. */
const KINDS: Record<string, (language: Language) => LocalisedMail[]> = {
  invitation: (l) => [invitationMail({ name: "Nordic Oak Ltd" }, user(l), `${origin}/passwort/einladung/t0k3n`)],
  passwordReset: (l) => [passwordResetMail(user(l), `${origin}/passwort/neu/t0k3n`)],
  tfa: (l) => (["enabled", "disabled", "recoveryUsed"] as const).map((change) => tfaMail(user(l), change, origin)),
  tfaReset: (l) => [tfaResetMail(user(l), origin)],
  emailChange: (l) => [
    ...emailChangeMails(user(l), { manager: "Tom Baker", company: "Nordic Oak Ltd", email: "eva@nordic-oak.example", link: `${origin}/email/confirm/t0k3n`, login: `${origin}/login` }),
    emailChangedMail(user(l), "eva@nordic-oak.example", origin),
  ],
  review: (l) =>
    (["approved", "denied", "needs_feedback"] as const).map((status) =>
      reviewMail(user(l), { documentId: 18, name: "Product sheet", submittedBy: "u1", status, comment: "Page 2 lacks the dimensions." }, origin),
    ),
  expiry: (l) => [1, 7].map((left) => expiryReminderMail({ linkOrigins: [origin] }, { documentId: 18, name: "Product sheet", validTo: "2027-03-08", days: 7, recipients: [] }, { userId: "u1", email: "eva@nordic-oak.example", name: "Eva Miller", language: l }, left === 1 ? "2027-03-07" : "2027-03-01")),
  dataExport: (l) => [exportMail(user(l), "Eva Miller", `${origin}/api/privacy/exports/e1/download`, new Date("2027-03-08T09:00:00Z"))],
  digest: (l) =>
    (["daily", "weekly"] as const).map((period) =>
      composeDigest({ origin, recipient: { ...user(l), firstName: "Eva", lastName: "Miller" }, period, since: new Date("2027-02-01T06:00:00Z"), content, unsubscribeUrl: `${origin}/unsubscribe/t0k3n` }),
    ),
  importantNews: (l) => [composeImportantNews({ origin, recipient: { ...user(l), firstName: null, lastName: null }, item: item({ important: true }), unsubscribeUrl: `${origin}/unsubscribe/t0k3n` })],
  event: (l) =>
    EVENT_KINDS.map((kind) =>
      eventMail({ kind, event, recipient: { email: "eva@nordic-oak.example", name: "Eva Miller", language: l }, companyName: "Nordic Oak Ltd", origin, sequence: 1, stamp: new Date("2027-02-01T10:00:00Z"), message: kind === "eventCancelled" ? "The hall is closed for repairs." : null }),
    ),
};

/** Common German words a translation must not leave behind (beyond the heuristic's own lists). */
const GERMAN_WORDS = new Set("und der die das den dem Sie Ihr Ihre Ihres Ihrem nicht bitte wurde wurden für mit von zum zur bei über ist sind oder auch Guten Tag Uhr am Anhang Grüßen".split(" "));

/** The human texts of a mail: subject, text, the HTML's text and each attachment's name. */
function textsOf(mail: LocalisedMail): string[] {
  const html = (mail.html ?? mailHtml(mail.subject, mail.text, mail.language)).replace(/<[^>]+>/g, "\n");
  return [mail.subject, ...mail.text.split("\n"), ...html.split("\n"), ...(mail.attachments ?? []).map((a) => a.filename)].map((line) => line.trim()).filter(Boolean);
}

describe("every mail kind in both languages", () => {
  for (const [kind, render] of Object.entries(KINDS)) {
    for (const language of LANGUAGES) {
      it(`${kind} in ${language}: complete, absolute links, its language in the HTML`, () => {
        const mails = render(language);
        expect(mails.length).toBeGreaterThan(0);
        for (const mail of mails) {
          expect(mail.language).toBe(language);
          const html = mail.html ?? mailHtml(mail.subject, mail.text, mail.language);
          expect(html).toContain(`<html lang="${language}">`);
          expect(textsOf(mail).filter((line) => /undefined|null|\{\{|\[object/.test(line)), `${kind}: a missing text`).toEqual([]);
          expect(relativeLinksOf({ ...mail, html }), `${kind}: a relative link`).toEqual([]);
        }
      });
    }

    it(`${kind} in English has no German word, and differs from the German`, () => {
      const english = render("en");
      const german = render("de");
      english.forEach((mail, i) => {
        const german_ = textsOf(mail).filter((line) => looksGerman(line) || (line.match(/[\p{L}]+/gu) ?? []).some((word) => GERMAN_WORDS.has(word)));
        expect(german_, `${kind}: German in the English mail`).toEqual([]);
        expect(mail.subject).not.toBe(german[i]!.subject);
      });
      // the German one is German: the check above would catch it
      expect(german.some((mail) => textsOf(mail).some((line) => looksGerman(line)))).toBe(true);
    });
  }
});
