/**
 * The full search (issue 30, decision 0561): GET extranet/search?q=&area=&page= answers one page of
 * ranked hits over everything the caller may open, with a short excerpt whose matching words sit
 * between EXCERPT_MARK_START and EXCERPT_MARK_END (the portal turns them into <mark> elements;
 * the excerpt is plain text, never HTML).
 */
import { z } from "zod";
import { access, type AccessSubject } from "./access";

import { FULL_SEARCH_AREAS, type FullSearchArea } from "./search-areas";

export { FULL_SEARCH_AREAS, type FullSearchArea };

/** The areas `subject` may search: those whose lists it may open (the API searches only these). */
export function fullSearchAreasFor(subject: AccessSubject): FullSearchArea[] {
  const allowed: Record<FullSearchArea, boolean> = {
    news: access.news(subject),
    documents: true,
    calendar: access.calendar(subject),
    // Spec §6 "Brand search area: HP only"; the brand pages also need BRAND.
    brands: access.brands(subject),
    instructions: true,
    services: true,
    tags: true,
  };
  return FULL_SEARCH_AREAS.filter((a) => allowed[a]);
}

/** Hits per page. */
export const FULL_SEARCH_PAGE_SIZE = 20;
/** At most this many hits of one area are ranked and counted; more: `capped` ("mehr als …"). */
export const FULL_SEARCH_AREA_CAP = 200;
export const FULL_SEARCH_MAX_TERM = 100;

/** Private-use characters around a highlighted word in `excerpt` (stored text never holds them: the search strips them). */
export const EXCERPT_MARK_START = "\uE000";
export const EXCERPT_MARK_END = "\uE001";

export const fullSearchQuerySchema = z
  .object({
    q: z.string().trim().min(1).max(FULL_SEARCH_MAX_TERM),
    area: z.enum(FULL_SEARCH_AREAS).optional(),
    page: z.coerce.number().int().min(1).max(FULL_SEARCH_AREA_CAP / FULL_SEARCH_PAGE_SIZE).default(1),
  })
  .strict();
export type FullSearchQuery = z.input<typeof fullSearchQuerySchema>;

export const fullSearchHitSchema = z.object({
  area: z.enum(FULL_SEARCH_AREAS),
  id: z.number().int(),
  title: z.string(),
  /** the portal path of the hit's own page */
  link: z.string(),
  /** a short passage, matching words between the marks */
  excerpt: z.string(),
  rank: z.number(),
  /** news: published, documents: uploaded, events: start; else null */
  date: z.string().nullable(),
});
export type FullSearchHit = z.infer<typeof fullSearchHitSchema>;

export const fullSearchAnswerSchema = z.object({
  q: z.string(),
  area: z.enum(FULL_SEARCH_AREAS).nullable(),
  page: z.number().int(),
  limit: z.number().int(),
  /** hits over the searched areas (each counted up to FULL_SEARCH_AREA_CAP) */
  total: z.number().int(),
  /** the areas the caller may search, in display order */
  areas: z.array(z.enum(FULL_SEARCH_AREAS)),
  /** hits per searched area; `capped`: there are more than `total` */
  counts: z.array(z.object({ area: z.enum(FULL_SEARCH_AREAS), total: z.number().int(), capped: z.boolean() })),
  /** the term's words found nothing: the hits are those of this term, its unknown words replaced by the most similar title words (a typo) */
  corrected: z.string().nullable(),
  items: z.array(fullSearchHitSchema),
});
export type FullSearchAnswer = z.infer<typeof fullSearchAnswerSchema>;
