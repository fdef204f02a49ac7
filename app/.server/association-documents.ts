/**
 * The Redaktion's document list (/verband/dokumente, decision 0958): its filters from the URL, the
 * same for the screen and its CSV export.
 */
import { ASSOCIATION_DOCUMENT_STATES } from "#contract/document-audience";
import { enumParam, intParam, pageParam, textParam } from "./query";

export function associationDocumentFiltersOf(url: URL) {
  return { search: textParam(url, "suche"), category: intParam(url, "kategorie"), state: enumParam(url, "stand", ASSOCIATION_DOCUMENT_STATES), page: pageParam(url) };
}
export type AssociationDocumentFilters = ReturnType<typeof associationDocumentFiltersOf>;

/** The API's query of the filters (page and limit given by the caller). */
export function associationDocumentQueryOf(filters: AssociationDocumentFilters, page: number, limit?: number) {
  return { search: filters.search || undefined, document_type: filters.category, state: filters.state, page, limit };
}
