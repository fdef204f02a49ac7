/**
 * The work of the association's document endpoints (contract/endpoints/association-documents.ts);
 * the mount has checked sign-in, the rule `editorial`, the query and the body. Ids that are not one
 * of the association's documents (a supplier's, unknown) answer FORBIDDEN.
 */
import { eq } from "drizzle-orm";
import type { ASSOCIATION_DOCUMENTS_ENDPOINTS } from "../contract/endpoints/association-documents";
import type { ApiContext } from "../deps";
import { fileColumns, files } from "../db/schema";
import { documentFileResponse } from "../content/handlers";
import { forbidden } from "../http/errors";
import type { Handlers } from "../http/mount";
import { loadScopedOrForbidden, parseId } from "../http/scope";
import {
  associationFileId,
  createAssociationDocument,
  findAssociationDocument,
  listAssociationDocuments,
  publishNewVersion,
  setArchived,
  updateAssociationDocument,
} from "./service";

export function associationDocumentsHandlers(ctx: ApiContext): Handlers<typeof ASSOCIATION_DOCUMENTS_ENDPOINTS> {
  const db = ctx.db.db;
  const find = (raw: string | undefined) => loadScopedOrForbidden(raw ?? "", parseId.integer, (id) => findAssociationDocument(db, id));
  const fileOf = async (fileId: string | undefined) => {
    if (!fileId) throw forbidden();
    const [file] = await db.select(fileColumns).from(files).where(eq(files.id, fileId)).limit(1);
    if (!file) throw forbidden();
    return file;
  };
  return {
    associationDocuments: ({ query }) => listAssociationDocuments(ctx, query),
    associationDocumentCreate: ({ auth, body }) => createAssociationDocument(ctx, auth, body),
    associationDocument: ({ params }) => find(params.id),
    associationDocumentUpdate: async ({ auth, params, body }) => updateAssociationDocument(ctx, auth, (await find(params.id)).id, body),
    associationDocumentVersion: async ({ auth, params, body }) => publishNewVersion(ctx, auth, (await find(params.id)).id, body),
    associationDocumentStatus: async ({ auth, params, body }) => setArchived(ctx, auth, (await find(params.id)).id, body.archived),
    associationDocumentFile: async ({ c, params, query }) => {
      const file = await fileOf(await associationFileId(db, (await find(params.id)).id));
      return documentFileResponse(ctx, file, query, c.req.header("if-none-match"));
    },
    associationDocumentVersionFile: async ({ c, params, query }) => {
      const version = parseId.integer(params.version ?? "");
      if (version === undefined) throw forbidden();
      const file = await fileOf(await associationFileId(db, (await find(params.id)).id, version));
      return documentFileResponse(ctx, file, query, c.req.header("if-none-match"));
    },
  };
}
