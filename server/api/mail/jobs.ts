/**
 * The mail job: sends one queued mail (send.ts) through the host's mailer, which paces it
 * (MAIL_RATE, pacing.ts). A mail server that is down fails the job, and the queue retries it
 * with backoff (jobs/backoff.ts): nothing is lost while it is away.
 */
import { z } from "zod";
import type { JobKind } from "../jobs/kind";

export const MAIL_JOB = "mail";

export const outgoingMailSchema = z.object({
  to: z.string().min(1),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  link: z.string(),
  attachments: z.array(z.object({ filename: z.string(), content: z.string(), contentType: z.string() })).optional(),
  headers: z.record(z.string()).optional(),
});

export const MAIL_JOBS: Record<string, JobKind> = {
  [MAIL_JOB]: {
    payload: outgoingMailSchema,
    async run(payload, ctx) {
      await ctx.mailer.send(outgoingMailSchema.parse(payload));
    },
  },
};
