/**
 * A planned run of a schedule is a job itself, so it is retried like any job and runs once
 * however many instances queued it.
 */
import { z } from "zod";
import type { JobKind, Schedule } from "./kind";
import { SCHEDULES } from "./schedules";

export const SCHEDULE_JOB = "schedule";

export const schedulePayload = z.object({ name: z.string(), plannedFor: z.string().datetime() });

/** The kind over a schedule list (the real one, or a test's). */
export function scheduleJobKind(schedules: readonly Schedule[]): JobKind {
  return {
    payload: schedulePayload,
    async run(payload, ctx) {
      const { name, plannedFor } = schedulePayload.parse(payload);
      const schedule = schedules.find((s) => s.name === name);
      // A schedule removed from the table since it was queued: nothing to do.
      if (!schedule) return ctx.log("warn", "planned run of an unknown schedule skipped", { name, plannedFor });
      await schedule.run(ctx, new Date(plannedFor));
    },
  };
}

export const SCHEDULE_JOBS: Record<string, JobKind> = { [SCHEDULE_JOB]: scheduleJobKind(SCHEDULES) };
