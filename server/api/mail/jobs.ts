/**
 * The mail job: sends one queued mail (send.ts) through the host's mailer, which paces it
 * (MAIL_RATE, pacing.ts). A mail server that is down fails the job, and the queue retries it
 * with backoff (jobs/backoff.ts): nothing is lost while it is away.
 */
import { z } from "zod";
import type { JobKind } from "../jobs/kind";

export const MAIL_JOB = "mail";
/** Mails to many at once (digests, important news): paced like any mail, but on one slot of the
 *  worker, so a backlog of them never holds up a password link or an invitation. */
export const BULK_MAIL_JOB = "bulk-mail";

export const outgoingMailSchema = z.object({
  to: z.string().min(1),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  link: z.string(),
  attachments: z.array(z.object({ filename: z.string(), content: z.string(), contentType: z.string() })).optional(),
  headers: z.record(z.string()).optional(),
});

const sendMail: JobKind["run"] = async (payload, ctx) => {
  await ctx.mailer.send(outgoingMailSchema.parse(payload));
};

export const MAIL_JOBS: Record<string, JobKind> = {
  // Two slots: a mail waits on the pace (MAIL_RATE), and the worker's other slots stay free.
  [MAIL_JOB]: { payload: outgoingMailSchema, run: sendMail, maxRunning: 2 },
  [BULK_MAIL_JOB]: { payload: outgoingMailSchema, run: sendMail, maxRunning: 1 },
};
