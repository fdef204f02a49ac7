/**
 * The work of the files endpoints (contract/endpoints/files.ts); the mount has checked sign-in,
 * the access rule, the query and the JSON body. Uploads are read here as they stream in: the size
 * is checked from Content-Length before anything is parsed (the Express layer in front does the same).
 */
import { and, asc, eq, isNull, or } from "drizzle-orm";
import type { ApiContext } from "../deps";
import { access } from "../contract/access";
import type { FILES_ENDPOINTS } from "../contract/endpoints/files";
import { REVIEW_FOLDER } from "../contract/review";
import { ICON_FOLDER } from "../contract/values";
import { contentCaller, documentViewerOf } from "../content/caller";
import { files } from "../db/schema";
import { ApiError, forbidden } from "../http/errors";
import { subjectOf, type Handlers } from "../http/mount";
import { accessScope, loadScopedOrForbidden, parseId } from "../http/scope";
import { saveReviewMetadata } from "../review/service";
import { sweepAbandonedUploads } from "./pending";
import { fileResponse } from "./respond";
import { findReadableFile } from "./service";
import { deleteOwnFile, MULTIPART_OVERHEAD, storeDocument, storeImage, tooLarge, UPLOAD_MAX_BYTES } from "./upload";

export function filesHandlers(ctx: ApiContext): Handlers<typeof FILES_ENDPOINTS> {
  const db = ctx.db.db;
  return {
    asset: async ({ c, auth, params, query }) => {
      const scope = await accessScope(db, auth);
      const file = await loadScopedOrForbidden(params.id ?? "", parseId.uuid, (id) => findReadableFile(db, id, { ...documentViewerOf(contentCaller(auth)), companyIds: scope.companyIds }));
      return fileResponse(ctx, file, query, c.req.header("if-none-match"));
    },
    // The icons a career entry can show instead of an image: the association's (no company) and the company's own.
    iconFiles: ({ auth }) =>
      db
        .select({ id: files.id, filename_download: files.filenameDownload, title: files.title })
        .from(files)
        .where(and(eq(files.folder, ICON_FOLDER), isNull(files.pendingSince), or(isNull(files.companyId), eq(files.companyId, auth.company.id))))
        .orderBy(asc(files.title), asc(files.filenameDownload)),
    fileUpload: async ({ c, auth }) => {
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
      if (!access[review ? "documentSubmission" : "imageUpload"](subjectOf(auth))) throw forbidden();
      const stored = review ? await storeDocument(ctx, auth, file) : await storeImage(ctx, auth, file, folder);
      // Opportunistic cleanup of abandoned duplicate uploads; never fails the upload.
      await sweepAbandonedUploads(ctx).catch((error: unknown) => ctx.log("warn", "sweeping abandoned uploads failed", { error: String(error) }));
      return stored;
    },
    fileReviewMetadata: ({ auth, params, body }) => {
      const id = parseId.uuid(params.id ?? "");
      if (!id) throw forbidden();
      return saveReviewMetadata(ctx, auth, id, body);
    },
    fileDelete: async ({ auth, params }) => {
      const id = parseId.uuid(params.id ?? "");
      if (!id || !(await deleteOwnFile(ctx, auth, id))) throw forbidden();
    },
  };
}
