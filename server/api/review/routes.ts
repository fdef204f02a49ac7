/**
 * Document review endpoints (spec §7, issue 11): GET extranet/review-documents (list),
 * extranet/review-documents/{id} (the file, spec §3 link parameters), …/{id}/details (JSON with
 * history), PATCH and DELETE extranet/brand-documents/{brandId}/document/{id}, POST activity/comment.
 * PATCH files/{id} (the metadata) lives with the other file routes. Suppliers (user type LF) and
 * the association's reviewers only; everyone else, and every id outside the caller's scope, is FORBIDDEN.
 */
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { requireAuth } from "../auth/middleware";
import { activityCommentSchema, reviewListQuerySchema, reviewTransitionSchema } from "../contract/review";
import { contentCaller, documentViewerOf } from "../content/access";
import { documentFileResponse } from "../content/handlers";
import { documentFileQuerySchema as documentFileQuery } from "../contract/items";
import { cachedRead } from "../cache/cached-read";
import type { ApiContext } from "../deps";
import { findReadableFile } from "../files/service";
import type { ApiEnv } from "../http/env";
import { forbidden } from "../http/errors";
import { loadScopedOrForbidden, parseId } from "../http/scope";
import { noQuery, validate } from "../http/validate";
import {
  commentReviewDocument,
  deleteReviewDocument,
  findReviewDocument,
  listReviewDocuments,
  reviewerOf,
  reviewFileId,
  transitionReviewDocument,
} from "./service";

/** Before anything is read: only suppliers and reviewers take part in the review. */
export const requireReviewParty = createMiddleware<ApiEnv>(async (c, next) => {
  const who = reviewerOf(c.get("auth"));
  if (!who.supplier && !who.reviewer) throw forbidden();
  await next();
});

function ids(brandRaw: string, idRaw: string): { brandId: number; id: number } {
  const brandId = parseId.integer(brandRaw);
  const id = parseId.integer(idRaw);
  if (brandId === undefined || id === undefined) throw forbidden();
  return { brandId, id };
}

export function reviewRoutes(ctx: ApiContext) {
  const db = ctx.db.db;
  const guard = [requireAuth(ctx), requireReviewParty] as const;
  const app = new Hono<ApiEnv>();
  const cached = cachedRead(ctx);

  app.get("/extranet/review-documents", ...guard, validate("query", reviewListQuerySchema), cached, async (c) =>
    c.json({ data: await listReviewDocuments(db, reviewerOf(c.get("auth")), c.req.valid("query")) }),
  );
  app.get("/extranet/review-documents/:id", ...guard, validate("query", documentFileQuery), async (c) => {
    const auth = c.get("auth");
    const who = reviewerOf(auth);
    const fileId = await loadScopedOrForbidden(c.req.param("id"), parseId.integer, (id) => reviewFileId(db, who, id));
    // The one file rule of decision 0401 decides again: own company's file, or a reviewer's submitted one.
    const file = await findReadableFile(db, fileId, { ...documentViewerOf(contentCaller(auth)), reviewer: who.reviewer });
    if (!file) throw forbidden();
    return documentFileResponse(ctx, file, c.req.valid("query"), c.req.header("if-none-match"));
  });
  app.get("/extranet/review-documents/:id/details", ...guard, validate("query", noQuery), cached, async (c) => {
    const data = await loadScopedOrForbidden(c.req.param("id"), parseId.integer, (id) => findReviewDocument(db, reviewerOf(c.get("auth")), id));
    return c.json({ data });
  });
  app.patch("/extranet/brand-documents/:brandId/document/:id", ...guard, validate("json", reviewTransitionSchema), async (c) => {
    const { brandId, id } = ids(c.req.param("brandId"), c.req.param("id"));
    return c.json({ data: await transitionReviewDocument(ctx, c.get("auth"), brandId, id, c.req.valid("json")) });
  });
  app.delete("/extranet/brand-documents/:brandId/document/:id", ...guard, async (c) => {
    const { brandId, id } = ids(c.req.param("brandId"), c.req.param("id"));
    await deleteReviewDocument(ctx, c.get("auth"), brandId, id);
    return c.body(null, 204);
  });
  app.post("/activity/comment", ...guard, validate("json", activityCommentSchema), async (c) => {
    const { item, comment } = c.req.valid("json");
    return c.json({ data: await commentReviewDocument(ctx, c.get("auth"), item, comment) });
  });
  return app;
}
