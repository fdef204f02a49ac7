/** Initial values of the review document's metadata form; zod-free, because the screen loads it. */
import type { ReviewDocument } from "#contract/review";

export function reviewMetadataDefaults(fileId: string, doc: ReviewDocument | null, suggestedName = "") {
  return {
    file: fileId,
    name: doc?.name ?? suggestedName,
    document_type: doc?.document_type ? String(doc.document_type.id) : "",
    sam_tags: doc?.sam_tags.map((s) => String(s.id)) ?? [],
    responsibleBrands: doc?.responsibleBrands.map((b) => String(b.id)) ?? [],
    class: doc?.class ?? "",
    valid_from: doc?.valid_from ?? "",
    valid_to: doc?.valid_to ?? "",
  };
}
