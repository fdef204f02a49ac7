/**
 * The review endpoints' work (contract/endpoints/review.ts); the mount has checked sign-in, that
 * the caller takes part in the review (a supplier or a reviewer), the query and the body. What
 * each may do with a document is the state machine's (review/state-machine.ts); malformed,
 * unknown and foreign ids answer FORBIDDEN.
 */
import type { ApiContext } from "../deps";
import type { REVIEW_ENDPOINTS } from "../contract/endpoints/review";
import { contentCaller, documentViewerOf } from "../content/caller";
import { documentFileResponse } from "../content/handlers";
import { findReadableFile } from "../files/service";
import { forbidden } from "../http/errors";
import type { Handlers } from "../http/mount";
import { loadScopedOrForbidden, parseId } from "../http/scope";
import { versionFileId } from "./versions";
import { commentReviewDocument, deleteReviewDocument, findReviewDocument, listReviewDocuments, reviewerOf, reviewFileId, transitionReviewDocument } from "./service";

function ids(params: Record<string, string>): { brandId: number; id: number } {
  const brandId = parseId.integer(params.brandId ?? "");
  const id = parseId.integer(params.id ?? "");
  if (brandId === undefined || id === undefined) throw forbidden();
  return { brandId, id };
}

export function reviewHandlers(ctx: ApiContext): Handlers<typeof REVIEW_ENDPOINTS> {
  const db = ctx.db.db;
  return {
    reviewDocuments: ({ auth, query }) => listReviewDocuments(db, reviewerOf(auth), query, ctx.scheduleNow()),
    reviewDocumentFile: async ({ c, auth, params, query }) => {
      const who = reviewerOf(auth);
      const fileId = await loadScopedOrForbidden(params.id ?? "", parseId.integer, (id) => reviewFileId(db, who, id));
      // The one file rule of decision 0401 decides again: own company's file, or a reviewer's submitted one.
      const file = await findReadableFile(db, fileId, { ...documentViewerOf(contentCaller(auth)), reviewer: who.reviewer });
      if (!file) throw forbidden();
      return documentFileResponse(ctx, file, query, c.req.header("if-none-match"));
    },
    reviewDocumentVersionFile: async ({ c, auth, params, query }) => {
      const who = reviewerOf(auth);
      // The document first (the caller's scope), then its earlier version: an unknown version of a visible document is FORBIDDEN too.
      const fileId = await loadScopedOrForbidden(params.id ?? "", parseId.integer, async (id) => {
        const version = parseId.integer(params.version ?? "");
        return version !== undefined && (await reviewFileId(db, who, id)) ? versionFileId(db, id, version) : undefined;
      });
      const file = await findReadableFile(db, fileId, { ...documentViewerOf(contentCaller(auth)), reviewer: who.reviewer });
      if (!file) throw forbidden();
      return documentFileResponse(ctx, file, query, c.req.header("if-none-match"));
    },
    reviewDocument: ({ auth, params }) => loadScopedOrForbidden(params.id ?? "", parseId.integer, (id) => findReviewDocument(db, reviewerOf(auth), id)),
    reviewStep: ({ auth, params, body }) => {
      const { brandId, id } = ids(params);
      return transitionReviewDocument(ctx, auth, brandId, id, body);
    },
    reviewDocumentDelete: async ({ auth, params }) => {
      const { brandId, id } = ids(params);
      await deleteReviewDocument(ctx, auth, brandId, id);
    },
    reviewComment: ({ auth, body }) => commentReviewDocument(ctx, auth, body.item, body.comment),
  };
}
