/**
 * GET /assets/:id — a file's bytes, streamed (never buffered whole), with optional image
 * transforms and `download` for an attachment. Who may read it follows its owning record (files/service.ts).
 */
import { Hono } from "hono";
import { z } from "zod";
import { requireAuth } from "../auth/middleware";
import type { ApiContext } from "../deps";
import type { ApiEnv } from "../http/env";
import { accessScope, loadScopedOrForbidden, parseId } from "../http/scope";
import { validate } from "../http/validate";
import { REVIEW_FOLDER, reviewMetadataSchema } from "../contract/review";
import { contentCaller, documentViewerOf } from "../content/access";
import { saveReviewMetadata } from "../review/service";
import { ApiError, forbidden } from "../http/errors";
import { PAGE_RULES, pageSubject, requirePage } from "../http/page-access";
import { deleteOwnFile, MULTIPART_OVERHEAD, storeDocument, storeImage, tooLarge, UPLOAD_MAX_BYTES } from "./upload";
import { sweepAbandonedUploads } from "./pending";
import { and, asc, eq, isNull, or } from "drizzle-orm";
import { files } from "../db/schema";
import { ICON_FOLDER } from "../contract/values";

const iconListQuery = z.object({ "filter[folder][_eq]": z.literal(ICON_FOLDER), limit: z.literal("-1").optional() }).strict();
import { findReadableFile } from "./service";
import { assetQuerySchema } from "../contract/items";
import { fileResponse } from "./respond";


export function assetRoutes(ctx: ApiContext) {
  return new Hono<ApiEnv>().get("/:id", requireAuth(ctx), validate("query", assetQuerySchema), async (c) => {
    const scope = await accessScope(ctx.db.db, c.get("auth"));
    const file = await loadScopedOrForbidden(c.req.param("id"), parseId.uuid, (id) =>
      findReadableFile(ctx.db.db, id, { ...documentViewerOf(contentCaller(c.get("auth"))), companyIds: scope.companyIds }),
    );
    return fileResponse(ctx, file, c.req.valid("query"), c.req.header("if-none-match"));
  });
}

/**
 * POST /files (multipart, field `file`, optional `folder`) and DELETE /files/:id. The body size is
 * checked from Content-Length before anything is parsed; the Express layer in front does the same.
 */
export function fileRoutes(ctx: ApiContext) {
  return new Hono<ApiEnv>()
    // Spec §7 "GET files filtered by an icon folder": the icons a career entry can show instead of an
    // image — the association's (no company) and the company's own. Only the icon folder is listed.
    .get("/", requireAuth(ctx), requirePage(PAGE_RULES.website), validate("query", iconListQuery), async (c) => {
      const rows = await ctx.db.db
        .select({ id: files.id, filename_download: files.filenameDownload, title: files.title })
        .from(files)
        .where(and(eq(files.folder, ICON_FOLDER), isNull(files.pendingSince), or(isNull(files.companyId), eq(files.companyId, c.get("auth").company.id))))
        .orderBy(asc(files.title), asc(files.filenameDownload));
      return c.json({ data: rows });
    })
    .post("/", requireAuth(ctx), requirePage((s) => PAGE_RULES.upload(s) || PAGE_RULES.reviewDocuments(s)), async (c) => {
      const length = Number(c.req.header("content-length") ?? Number.NaN);
      if (!Number.isFinite(length)) throw new ApiError("INVALID_PAYLOAD", "Invalid payload. Content-Length is required.");
      if (length > UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD) throw tooLarge(UPLOAD_MAX_BYTES);
      if (!c.req.header("content-type")?.startsWith("multipart/form-data")) {
        throw new ApiError("INVALID_PAYLOAD", "Invalid payload. Expected multipart/form-data.");
      }
      const body = await c.req.parseBody().catch(() => {
        throw new ApiError("INVALID_PAYLOAD", "Invalid payload. The multipart body could not be read.");
      });
      const file = body["file"];
      if (!(file instanceof File) || file.size === 0) throw new ApiError("INVALID_PAYLOAD", "Invalid payload. file: Required.");
      const folder = typeof body["folder"] === "string" && /^[a-z_-]{1,40}$/.test(body["folder"]) ? body["folder"] : "images";
      // Documents for review are a supplier's; every other folder holds the editing screens' images.
      const review = folder === REVIEW_FOLDER;
      if (!(review ? PAGE_RULES.reviewDocuments : PAGE_RULES.upload)(pageSubject(c.get("auth")))) throw forbidden();
      const stored = review ? await storeDocument(ctx, c.get("auth"), file) : await storeImage(ctx, c.get("auth"), file, folder);
      // Opportunistic cleanup of abandoned duplicate uploads; never fails the upload.
      await sweepAbandonedUploads(ctx).catch((error: unknown) => ctx.log("warn", "sweeping abandoned uploads failed", { error: String(error) }));
      return c.json({ data: stored });
    })
    // The metadata of a supplier's document for review (spec §7 PATCH files/{id}; review/service.ts).
    .patch("/:id", requireAuth(ctx), requirePage(PAGE_RULES.reviewDocuments), validate("json", reviewMetadataSchema), async (c) => {
      const id = parseId.uuid(c.req.param("id"));
      if (!id) throw forbidden();
      return c.json({ data: await saveReviewMetadata(ctx, c.get("auth"), id, c.req.valid("json")) });
    })
    .delete("/:id", requireAuth(ctx), requirePage(PAGE_RULES.upload), async (c) => {
      const id = parseId.uuid(c.req.param("id"));
      if (!id || !(await deleteOwnFile(ctx, c.get("auth"), id))) throw forbidden();
      return c.body(null, 204);
    });
}
