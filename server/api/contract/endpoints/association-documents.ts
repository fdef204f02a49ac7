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

const tag = "Verband: Dokumente";
const path = "/extranet/association-documents";

export const ASSOCIATION_DOCUMENTS_ENDPOINTS = {
  associationDocuments: endpoint({ method: "GET", path, summary: "Die Dokumente des Verbands, seitenweise, durchsuchbar und gefiltert", query: associationDocumentQuerySchema, answer: associationDocumentListSchema, envelope: "data", access: "editorial", cached: true, tag }),
  associationDocumentCreate: endpoint({ method: "POST", path, summary: "Ein Dokument des Verbands veröffentlichen (die Datei zuvor mit POST /files hochgeladen)", body: associationDocumentCreateSchema, answer: associationDocumentSchema, envelope: "data", access: "editorial", tag }),
  associationDocument: endpoint({ method: "GET", path: `${path}/:id`, summary: "Ein Dokument des Verbands mit seinen früheren Versionen", answer: associationDocumentSchema, envelope: "data", access: "editorial", tag }),
  associationDocumentUpdate: endpoint({ method: "PATCH", path: `${path}/:id`, summary: "Die Angaben eines Dokuments des Verbands ändern", body: associationDocumentPatchSchema, answer: associationDocumentSchema, envelope: "data", access: "editorial", tag }),
  associationDocumentVersion: endpoint({ method: "POST", path: `${path}/:id/versions`, summary: "Eine neue Version veröffentlichen: sie ersetzt die aktuelle unter demselben Link", body: associationDocumentVersionSchema, answer: associationDocumentSchema, envelope: "data", access: "editorial", tag }),
  associationDocumentStatus: endpoint({ method: "POST", path: `${path}/:id/status`, summary: "Ein Dokument des Verbands archivieren oder wiederherstellen", body: associationDocumentStatusSchema, answer: associationDocumentSchema, envelope: "data", access: "editorial", tag }),
  associationDocumentFile: endpoint({ method: "GET", path: `${path}/:id/file`, summary: "Die Datei der aktuellen Version (gestreamt)", query: documentFileQuerySchema, envelope: "stream", access: "editorial", tag }),
  associationDocumentVersionFile: endpoint({ method: "GET", path: `${path}/:id/versions/:version/file`, summary: "Die Datei einer früheren Version (gestreamt)", query: documentFileQuerySchema, envelope: "stream", access: "editorial", tag }),
};
