/**
 * The registry of job kinds (decision 0540). An area defines its kinds in its own
 * `server/api/<area>/jobs.ts` (typed with `JobKind` from ./kind) and adds ONE line here.
 */
import { DIGEST_JOBS } from "../digests/jobs";
import { FILE_JOBS } from "../files/jobs";
import { MAIL_JOBS } from "../mail/jobs";
import { NEWS_JOBS } from "../news/jobs";
import { PRIVACY_JOBS } from "../privacy/jobs";
import type { JobKind } from "./kind";
import { SCHEDULE_JOBS } from "./schedule-job";

export const JOB_KINDS: Readonly<Record<string, JobKind>> = {
  ...SCHEDULE_JOBS,
  ...MAIL_JOBS,
  ...DIGEST_JOBS,
  ...FILE_JOBS,
  ...NEWS_JOBS,
  ...PRIVACY_JOBS,
};
