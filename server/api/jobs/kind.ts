/**
 * What an area provides to the queue (decision 0540): job kinds (registered in kinds.ts) and
 * schedules (listed in schedules.ts). Kept apart from both lists so an area's `jobs.ts` imports
 * these types without importing the lists that import it.
 */
import type { z } from "zod";
import type { ApiContext } from "../deps";

export interface JobKind {
  /** checked before each run; a payload that does not fit fails the job at once (no retry) */
  payload: z.ZodType;
  /** throws to be retried with backoff; must tolerate running again after a crash mid-run */
  run(payload: unknown, ctx: ApiContext): Promise<void>;
  /**
   * true when a run writes data the API serves (e.g. a status that expires): the worker then
   * forgets the cached reads, here and on the other instances, as a write request does. Mails
   * and queueing other jobs need not.
   */
  changesData?: boolean;
  /**
   * At most this many of the kind run at once in a worker: a backlog of a slow kind (bulk mail
   * waiting on the pace) then leaves the other slots to every other kind. Default: no limit.
   */
  maxRunning?: number;
}

/** ISO weekday: 1 = Monday … 7 = Sunday */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface Schedule {
  /** unique; part of the key `schedule:<name>:<planned ISO>` of each planned run */
  name: string;
  /** Europe/Berlin wall-clock time; with `weekday` weekly, otherwise daily */
  at: { hour: number; minute: number; weekday?: Weekday };
  /** runs once per planned time, as a job (retried like any job); typically queues per-recipient jobs with keys */
  run(ctx: ApiContext, plannedFor: Date): Promise<void>;
}
