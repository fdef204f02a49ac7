/**
 * Document review (spec §7, issue 11, decision 0600): suppliers (user type LF) and the
 * association's reviewers only. The list, a document's file (spec §3 link parameters) and its
 * details with history, a review step, withdrawing, commenting. PATCH files/{id} (the metadata)
 * is a file entry. Every id outside the caller's scope answers FORBIDDEN.
 */
import { documentFileQuerySchema } from "../items";
import { endpoint } from "../endpoint";
import { activityCommentSchema, reviewDocumentDetailSchema, reviewListQuerySchema, reviewListSchema, reviewTransitionSchema } from "../review";

const tag = "Dokumentenprüfung";

export const REVIEW_ENDPOINTS = {
  reviewDocuments: endpoint({ method: "GET", path: "/extranet/review-documents", summary: "Dokumente zur Prüfung (eigene oder, für Prüfer, eingereichte)", query: reviewListQuerySchema, answer: reviewListSchema, envelope: "data", access: "documentReview", cached: true, tag }),
  reviewDocumentFile: endpoint({ method: "GET", path: "/extranet/review-documents/:id", summary: "Die Datei eines Dokuments zur Prüfung (gestreamt)", query: documentFileQuerySchema, envelope: "stream", access: "documentReview", tag }),
  reviewDocumentVersionFile: endpoint({ method: "GET", path: "/extranet/review-documents/:id/versions/:version", summary: "Die Datei einer früheren Version eines Dokuments zur Prüfung (gestreamt)", query: documentFileQuerySchema, envelope: "stream", access: "documentReview", tag }),
  reviewDocument: endpoint({ method: "GET", path: "/extranet/review-documents/:id/details", summary: "Ein Dokument zur Prüfung mit seinem Verlauf", answer: reviewDocumentDetailSchema, envelope: "data", access: "documentReview", cached: true, tag }),
  reviewStep: endpoint({ method: "PATCH", path: "/extranet/brand-documents/:brandId/document/:id", summary: "Ein Prüfschritt (einreichen, bearbeiten, freigeben, ablehnen …)", body: reviewTransitionSchema, answer: reviewDocumentDetailSchema, envelope: "data", access: "documentReview", tag }),
  reviewDocumentDelete: endpoint({ method: "DELETE", path: "/extranet/brand-documents/:brandId/document/:id", summary: "Ein Dokument zur Prüfung mit seiner Datei zurückziehen", envelope: "empty", access: "documentReview", tag }),
  reviewComment: endpoint({ method: "POST", path: "/activity/comment", summary: "Ein Dokument zur Prüfung kommentieren", body: activityCommentSchema, answer: reviewDocumentDetailSchema, envelope: "data", access: "documentReview", tag }),
};
