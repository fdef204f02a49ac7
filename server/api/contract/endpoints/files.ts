/**
 * Files (spec §7 assets, files): a file's bytes, the icon folder, uploads (images of the editing
 * screens, a supplier's documents for review), the review metadata of an upload, and deleting
 * one's own upload. Every file outside the caller's reach answers FORBIDDEN.
 */
import { z } from "zod";
import { endpoint } from "../endpoint";
import { assetQuerySchema, iconFileSchema, iconListQuerySchema } from "../items";
import { fileSchema } from "../masterdata";
import { reviewDocumentDetailSchema, reviewMetadataSchema } from "../review";

const tag = "Files";

export const FILES_ENDPOINTS = {
  // Who may read a file follows its owning record (files/service.ts).
  asset: endpoint({ method: "GET", path: "/assets/:id", summary: "The bytes of a file (streamed, image variants, download)", query: assetQuerySchema, envelope: "stream", access: "signedIn", tag }),
  iconFiles: endpoint({ method: "GET", path: "/files", summary: "The icons of the icon folder (the association's and the own company's)", query: iconListQuerySchema, answer: z.array(iconFileSchema), envelope: "data", access: "website", tag }),
  // Multipart (field `file`, optional `folder`); the folder decides which rule applies: review documents are a supplier's, every other folder holds images.
  fileUpload: endpoint({ method: "POST", path: "/files", summary: "Upload a file (an image or a document for review)", body: "multipart", answer: fileSchema, envelope: "data", access: "fileUpload", tag }),
  // The metadata of a supplier's document for review (spec §7 PATCH files/{id}; review/service.ts).
  fileReviewMetadata: endpoint({ method: "PATCH", path: "/files/:id", summary: "The details of an uploaded document for review", body: reviewMetadataSchema, answer: reviewDocumentDetailSchema, envelope: "data", access: "documentSubmission", tag }),
  fileDelete: endpoint({ method: "DELETE", path: "/files/:id", summary: "Delete an own uploaded file", envelope: "empty", access: "imageUpload", tag }),
};
