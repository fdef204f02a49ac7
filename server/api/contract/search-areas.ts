/** The areas of the full search (issue 30), apart from its schemas so the header's drawer links to it without loading zod. */
export const FULL_SEARCH_AREAS = ["news", "documents", "calendar", "brands", "instructions", "services", "tags"] as const;
export type FullSearchArea = (typeof FULL_SEARCH_AREAS)[number];
