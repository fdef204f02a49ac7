/**
 * The digests on the job queue (issue 28, decision 0540): the daily (07:00) and weekly (Monday
 * 07:00) schedules queue one job per batch of 50 subscribed users, keyed by the run and its first user; a check
 * every ten minutes (queued for the day at midnight) queues one job per important news and
 * subscriber, keyed `important:<news>:<user>`. Each job reads its recipient afresh and queues at most one mail
 * under its own key, so a job that runs again after a crash sends nothing twice.
 */
import { z } from "zod";
import type { JobKind, Schedule } from "../jobs/kind";
import { queueBulkMails } from "../mail/send";
import type { ApiContext } from "../deps";
import { queueDigests, queueImportantNews, sendDigestBatch, sendImportantNews, type SendMails } from "./run";

const mailVia = (ctx: ApiContext): SendMails => (mails, tx) => queueBulkMails(ctx, mails.map(({ mail, key }) => ({ message: mail, key })), tx);
const enqueueVia = (ctx: ApiContext) => (job: { kind: string; payload: unknown; key?: string }) => ctx.jobs.enqueue(job);

const digestPayload = z.object({ userIds: z.array(z.string().uuid()).min(1), period: z.enum(["daily", "weekly"]), plannedFor: z.string().datetime() });
const importantPayload = z.object({ userId: z.string().uuid(), newsId: z.number().int() });

/** How often important news is looked for: "at once" means within this many minutes. */
export const IMPORTANT_CHECK_MINUTES = 10;
const CHECKS_PER_DAY = (24 * 60) / IMPORTANT_CHECK_MINUTES;
const IMPORTANT_CHECK = "important-news-check";
const checkPayload = z.object({ at: z.string().datetime() });

/** A digest batch is followed by a rest this many times its own duration (decision 0544). */
const DIGEST_REST_FACTOR = 3;
/** …but never longer than this, so a batch slowed by something else does not stall the run. */
const MAX_DIGEST_REST_MS = 10_000;

export const DIGEST_JOBS: Record<string, JobKind> = {
  digest: {
    payload: digestPayload,
    maxRunning: 1,
    async run(payload, ctx) {
      const { userIds, period, plannedFor } = digestPayload.parse(payload);
      const started = performance.now();
      await sendDigestBatch(ctx, userIds, period, new Date(plannedFor), mailVia(ctx));
      // Pages and jobs share the portal's one thread: resting three times as long as the batch
      // took, holding the kind's one slot, keeps a run to a quarter of it (bench/README.md).
      await new Promise((resolve) => setTimeout(resolve, Math.min((performance.now() - started) * DIGEST_REST_FACTOR, MAX_DIGEST_REST_MS)));
    },
  },
  "important-news": {
    payload: importantPayload,
    async run(payload, ctx) {
      const { userId, newsId } = importantPayload.parse(payload);
      await sendImportantNews(ctx, userId, newsId, mailVia(ctx), ctx.scheduleNow());
    },
  },
  [IMPORTANT_CHECK]: {
    payload: checkPayload,
    async run(payload, ctx) {
      await queueImportantNews(ctx, new Date(checkPayload.parse(payload).at), enqueueVia(ctx));
    },
  },
};

export const DIGEST_SCHEDULES: readonly Schedule[] = [
  { name: "digest-daily", at: { hour: 7, minute: 0 }, run: async (ctx, plannedFor) => void (await queueDigests(ctx, "daily", plannedFor, enqueueVia(ctx))) },
  { name: "digest-weekly", at: { hour: 7, minute: 0, weekday: 1 }, run: async (ctx, plannedFor) => void (await queueDigests(ctx, "weekly", plannedFor, enqueueVia(ctx))) },
  // The schedule table plans times of day, and the worker reckons every entry each second: one
  // entry a day that queues the day's checks (each at its time, keyed) costs it nothing, where an
  // entry per check (144) cost 18 ms a second.
  {
    name: "important-news-checks",
    at: { hour: 0, minute: 0 },
    run: async (ctx, plannedFor) => {
      for (let i = 0; i < CHECKS_PER_DAY; i++) {
        const at = new Date(plannedFor.getTime() + i * IMPORTANT_CHECK_MINUTES * 60_000);
        await ctx.jobs.enqueue({ kind: IMPORTANT_CHECK, payload: { at: at.toISOString() }, runAt: at, key: `important-check:${at.toISOString()}` });
      }
    },
  },
];
