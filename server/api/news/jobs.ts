/**
 * Planned publication and unpublication of news (issue 39, decision 0954): one job per item and
 * time, run by the queue at that time (the schedule clock: the test clock in tests), keyed, and
 * doing nothing when the plan changed meanwhile.
 */
import type { JobKind } from "../jobs/kind";
import { newsPublicationPayload, NEWS_PUBLICATION_JOB } from "./publication";
import { runPublication } from "./service";

export const NEWS_JOBS: Record<string, JobKind> = {
  [NEWS_PUBLICATION_JOB]: {
    payload: newsPublicationPayload,
    changesData: true,
    async run(payload, ctx) {
      await runPublication(ctx, newsPublicationPayload.parse(payload));
    },
  },
};
