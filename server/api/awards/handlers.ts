/**
 * The Wohnsinnspreis endpoints' work (contract/endpoints/awards.ts); the mount has checked sign-in,
 * WOHNSINNSPREISE, the query and the body. Every entry is the caller's company's; a malformed,
 * unknown or foreign id answers FORBIDDEN.
 */
import type { ApiContext } from "../deps";
import type { AWARDS_ENDPOINTS } from "../contract/endpoints/awards";
import { forbidden } from "../http/errors";
import type { Handlers } from "../http/mount";
import { parseId } from "../http/scope";
import { createSubmission, deleteSubmission, findOwnSubmission, listOwnSubmissions, listRounds, listWinners, updateSubmission } from "./service";

function idOf(raw: string | undefined): number {
  const id = parseId.integer(raw ?? "");
  if (id === undefined) throw forbidden();
  return id;
}

export function awardsHandlers(ctx: ApiContext): Handlers<typeof AWARDS_ENDPOINTS> {
  const db = ctx.db.db;
  return {
    awardRounds: () => listRounds(db, ctx.scheduleNow()),
    awardWinners: () => listWinners(db),
    awardSubmissions: ({ auth }) => listOwnSubmissions(db, auth, ctx.scheduleNow()),
    awardSubmission: ({ auth, params }) => findOwnSubmission(db, auth, idOf(params.id), ctx.scheduleNow()),
    awardSubmissionCreate: ({ auth, body }) => createSubmission(ctx, auth, body),
    awardSubmissionUpdate: ({ auth, params, body }) => updateSubmission(ctx, auth, idOf(params.id), body),
    awardSubmissionDelete: ({ auth, params }) => deleteSubmission(ctx, auth, idOf(params.id)),
  };
}
