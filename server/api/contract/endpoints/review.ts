/**
 * Document review (spec §7, issue 11, decision 0600): suppliers (user type LF) and the
 * association's reviewers only. The list, a document's file (spec §3 link parameters) and its
 * details with history, a review step, withdrawing, commenting. PATCH files/{id} (the metadata)
 * is a file entry. Every id outside the caller's scope answers FORBIDDEN.
 */
import { documentFileQuerySchema } from "../items";
import { endpoint } from "../endpoint";
import { activityCommentSchema, reviewDocumentDetailSchema, reviewListQuerySchema, reviewListSchema, reviewTransitionSchema } from "../review";

const tag = "Document review";

export const REVIEW_ENDPOINTS = {
  reviewDocuments: endpoint({ method: "GET", path: "/extranet/review-documents", summary: "Documents for review (own ones or, for reviewers, submitted ones)", query: reviewListQuerySchema, answer: reviewListSchema, envelope: "data", access: "documentReview", cached: true, tag }),
  reviewDocumentFile: endpoint({ method: "GET", path: "/extranet/review-documents/:id", summary: "The file of a document for review (streamed)", query: documentFileQuerySchema, envelope: "stream", access: "documentReview", tag }),
  reviewDocumentVersionFile: endpoint({ method: "GET", path: "/extranet/review-documents/:id/versions/:version", summary: "The file of an earlier version of a document for review (streamed)", query: documentFileQuerySchema, envelope: "stream", access: "documentReview", tag }),
  reviewDocument: endpoint({ method: "GET", path: "/extranet/review-documents/:id/details", summary: "A document for review with its history", answer: reviewDocumentDetailSchema, envelope: "data", access: "documentReview", cached: true, tag }),
  reviewStep: endpoint({ method: "PATCH", path: "/extranet/brand-documents/:brandId/document/:id", summary: "A review step (submit, edit, approve, reject …)", body: reviewTransitionSchema, answer: reviewDocumentDetailSchema, envelope: "data", access: "documentReview", tag }),
  reviewDocumentDelete: endpoint({ method: "DELETE", path: "/extranet/brand-documents/:brandId/document/:id", summary: "Withdraw a document for review with its file", envelope: "empty", access: "documentReview", tag }),
  reviewComment: endpoint({ method: "POST", path: "/activity/comment", summary: "Comment on a document for review", body: activityCommentSchema, answer: reviewDocumentDetailSchema, envelope: "data", access: "documentReview", tag }),
};
