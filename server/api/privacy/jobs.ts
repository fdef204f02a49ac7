/** The job that prepares a data export (issue 41); registered in jobs/kinds.ts. */
import { z } from "zod";
import type { JobKind } from "../jobs/kind";
import { DATA_EXPORT_JOB, prepareExport } from "./exports";

export const PRIVACY_JOBS: Record<string, JobKind> = {
  [DATA_EXPORT_JOB]: {
    payload: z.object({ exportId: z.string().uuid() }),
    run: (payload, ctx) => prepareExport(ctx, (payload as { exportId: string }).exportId),
    // the notification list reads the export's status
    changesData: true,
    maxRunning: 1,
  },
};
