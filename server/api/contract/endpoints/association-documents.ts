/**
 * The association's own documents, kept by the Redaktion (issue 39, decision 0958): list, upload
 * (the file first through POST /files with folder `association-documents`), metadata, a new
 * version under the same link, archive and restore, and the files of every version. Partners read
 * them through the documents endpoints of content.ts, under the one visibility condition.
 */
import { endpoint } from "../endpoint";
import {
  associationDocumentCreateSchema,
  associationDocumentListSchema,
  associationDocumentPatchSchema,
  associationDocumentQuerySchema,
  associationDocumentSchema,
  associationDocumentStatusSchema,
  associationDocumentVersionSchema,
} from "../association-documents";
import { documentFileQuerySchema } from "../items";

const tag = "Association: documents";
const path = "/extranet/association-documents";

export const ASSOCIATION_DOCUMENTS_ENDPOINTS = {
  associationDocuments: endpoint({ method: "GET", path, summary: "The association's documents, paged, searchable and filtered", query: associationDocumentQuerySchema, answer: associationDocumentListSchema, envelope: "data", access: "editorial", cached: true, tag }),
  associationDocumentCreate: endpoint({ method: "POST", path, summary: "Publish an association document (its file uploaded before with POST /files)", body: associationDocumentCreateSchema, answer: associationDocumentSchema, envelope: "data", access: "editorial", tag }),
  associationDocument: endpoint({ method: "GET", path: `${path}/:id`, summary: "An association document with its earlier versions", answer: associationDocumentSchema, envelope: "data", access: "editorial", tag }),
  associationDocumentUpdate: endpoint({ method: "PATCH", path: `${path}/:id`, summary: "Change the details of an association document", body: associationDocumentPatchSchema, answer: associationDocumentSchema, envelope: "data", access: "editorial", tag }),
  associationDocumentVersion: endpoint({ method: "POST", path: `${path}/:id/versions`, summary: "Publish a new version: it replaces the current one under the same link", body: associationDocumentVersionSchema, answer: associationDocumentSchema, envelope: "data", access: "editorial", tag }),
  associationDocumentStatus: endpoint({ method: "POST", path: `${path}/:id/status`, summary: "Archive or restore an association document", body: associationDocumentStatusSchema, answer: associationDocumentSchema, envelope: "data", access: "editorial", tag }),
  associationDocumentFile: endpoint({ method: "GET", path: `${path}/:id/file`, summary: "The file of the current version (streamed)", query: documentFileQuerySchema, envelope: "stream", access: "editorial", tag }),
  associationDocumentVersionFile: endpoint({ method: "GET", path: `${path}/:id/versions/:version/file`, summary: "The file of an earlier version (streamed)", query: documentFileQuerySchema, envelope: "stream", access: "editorial", tag }),
};
