/**
 * Mail goes through the job queue (decision 0540): `queueMail` stores the message, the mail job
 * (jobs.ts) sends it — paced, and retried while the mail server is away. A mail without its own
 * HTML gets the shared layout around its text (layout.ts).
 */
import type { ApiContext } from "../deps";
import type { DbOrTx } from "../jobs/queue";
import { BULK_MAIL_JOB, MAIL_JOB } from "./jobs";
import { mailHtml } from "./layout";
import type { OutgoingMail } from "./mailer";

export type { MailAttachment, OutgoingMail } from "./mailer";

/**
 * Queues `message`; with `key`, only once ever (e.g. `mail:reminder:<document>:<date>`). Pass
 * `tx` to queue inside the transaction that decides the mail, so a rollback sends nothing.
 * Resolves true when newly queued.
 */
export function queueMail(ctx: Pick<ApiContext, "jobs">, message: OutgoingMail, key?: string, tx?: DbOrTx): Promise<boolean> {
  return ctx.jobs.enqueue({ kind: MAIL_JOB, payload: withLayout(message), key }, tx);
}

/** As `queueMail`, for a mail that a run sends to many (a digest): it queues behind the others' mail. */
export function queueBulkMail(ctx: Pick<ApiContext, "jobs">, message: OutgoingMail, key?: string): Promise<boolean> {
  return ctx.jobs.enqueue({ kind: BULK_MAIL_JOB, payload: withLayout(message), key });
}

const withLayout = (message: OutgoingMail): OutgoingMail => ({ ...message, html: message.html ?? mailHtml(message.subject, message.text) });
