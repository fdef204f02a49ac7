/**
 * Mail goes through the job queue (decision 0540): `queueMail` stores the message, the mail job
 * (jobs.ts) sends it — paced, and retried while the mail server is away. A mail without its own
 * HTML gets the shared layout around its text (layout.ts), in the mail's language: every mail
 * names the language it is written in (decision 0987).
 */
import type { ApiContext } from "../deps";
import type { DbOrTx } from "../jobs/queue";
import { BULK_MAIL_JOB, MAIL_JOB } from "./jobs";
import { mailHtml } from "./layout";
import type { Language } from "../locales/mails";
import type { OutgoingMail } from "./mailer";

export type { MailAttachment, OutgoingMail } from "./mailer";

/** A mail as its producer writes it: in the recipient's language (../locales/mails.ts). */
export type LocalisedMail = OutgoingMail & { language: Language };

/** A plain text mail to `to`, in their language: its lines, and the one link it carries. */
export function textMail(to: { email: string; language: Language }, subject: string, lines: readonly string[], link: string): LocalisedMail {
  return { language: to.language, to: to.email, subject, text: lines.join("\n"), link };
}

/**
 * Queues `message`; with `key`, only once ever (e.g. `mail:reminder:<document>:<date>`). Pass
 * `tx` to queue inside the transaction that decides the mail, so a rollback sends nothing.
 * Resolves true when newly queued.
 */
export function queueMail(ctx: Pick<ApiContext, "jobs">, message: LocalisedMail, key?: string, tx?: DbOrTx): Promise<boolean> {
  return ctx.jobs.enqueue({ kind: MAIL_JOB, payload: withLayout(message), key }, tx);
}

/**
 * As `queueMail`, for mails that a run sends to many (digests): they queue behind the others' mail,
 * in one statement, inside the transaction that records them sent. Resolves how many were new.
 */
export function queueBulkMails(ctx: Pick<ApiContext, "jobs">, mails: { message: LocalisedMail; key: string }[], tx?: DbOrTx): Promise<number> {
  return ctx.jobs.enqueueAll(mails.map(({ message, key }) => ({ kind: BULK_MAIL_JOB, payload: withLayout(message), key })), tx);
}

const withLayout = ({ language, ...message }: LocalisedMail): OutgoingMail => ({ ...message, html: message.html ?? mailHtml(message.subject, message.text, language) });
