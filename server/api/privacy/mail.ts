/** The mail that announces a prepared export (issue 41), in the requester's language; the link works once, for the requester only. */
import type { Language } from "../values/languages";
import { mailTexts } from "../locales/mails";
import { mailDateTime } from "../mail/dates";
import { textMail, type LocalisedMail } from "../mail/send";

export function exportMail(to: { email: string; language: Language }, subjectName: string, link: string, expiresAt: Date): LocalisedMail {
  const m = mailTexts(to.language);
  return textMail(to, m.dataExport.subject, [m.common.greeting, "", m.dataExport.lead(subjectName, mailDateTime(expiresAt, m)), "", link, "", m.dataExport.contents], link);
}
