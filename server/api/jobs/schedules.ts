/**
 * The schedule table (decision 0540): each entry runs once per planned Europe/Berlin time, on
 * whichever instance queues it first (key `schedule:<name>:<planned ISO>`). An area adds ONE
 * line here with the schedule it defines in its own `server/api/<area>/jobs.ts`.
 */
import { EVENT_REMINDER_SCHEDULE } from "../content/jobs";
import { DIGEST_SCHEDULES } from "../digests/jobs";
import { FILE_SCHEDULES } from "../files/jobs";
import type { Schedule } from "./kind";
import { REVIEW_SCHEDULES } from "../review/jobs";

export const SCHEDULES: readonly Schedule[] = [EVENT_REMINDER_SCHEDULE, ...REVIEW_SCHEDULES, ...DIGEST_SCHEDULES, ...FILE_SCHEDULES];
