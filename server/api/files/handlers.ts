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
import { ASSOCIATION_DOCUMENT_FOLDER } from "../contract/document-audience";
import { ASSOCIATION_IMAGE_FOLDERS, ICON_FOLDER } from "../contract/values";
import { AVATAR_FOLDER } from "../contract/avatar";
import { contentCaller, documentViewerOf } from "../content/caller";
import { files } from "../db/schema";
import { ApiError, forbidden } from "../http/errors";
import { subjectOf } from "../auth/subject";
import type { Handlers } from "../http/mount";
import { accessScope, loadScopedOrForbidden, parseId } from "../http/scope";
import { saveReviewMetadata } from "../review/service";
import { sweepAbandonedUploads } from "./pending";
import { fileResponse } from "./respond";
import { findReadableFile } from "./service";
import { deleteOwnFile, readUpload, storeDocument, storeImage } from "./upload";

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
      const { file, fields } = await readUpload(c);
      const folder = fields["folder"] && /^[a-z_-]{1,40}$/.test(fields["folder"]) ? fields["folder"] : "images";
      // An avatar is its user's own (DELETE /files/{id} leaves it alone): only POST /users/me/avatar stores one.
      if (folder === AVATAR_FOLDER) throw new ApiError("INVALID_PAYLOAD", "Invalid payload. folder: avatars are uploaded as /users/me/avatar.");
      // Documents for review are a supplier's, the association's documents the Redaktion's (decision 0958); every other folder holds the editing screens' images.
      // The association's images (a news image, a brand logo; decision 0964) are the Redaktion's too.
      const review = folder === REVIEW_FOLDER;
      const association = folder === ASSOCIATION_DOCUMENT_FOLDER;
      const associationImage = ASSOCIATION_IMAGE_FOLDERS.includes(folder);
      if (!access[review ? "documentSubmission" : association || associationImage ? "editorial" : "imageUpload"](subjectOf(auth))) throw forbidden();
      const stored = review || association ? await storeDocument(ctx, auth, file, folder) : await storeImage(ctx, auth, file, folder);
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
