/**
 * How far a long list counts its matches (decision 0992): to a step past the page asked for, not
 * to the end. A first page of 20,000 news counts 1,001 rows instead of all of them; a page further
 * on counts further, so the next page is offered as long as there is one. The answer says whether
 * more rows match than were counted, and the screen says "more than".
 */
import { z } from "zod";

/** Counting goes this many rows past the end of the page asked for, rounded to a whole step. */
export const COUNT_STEP = 1_000;

/** The count's limit for page `page` of `limit` rows: the next whole step past the page's end. */
export function countCapOf(page: number, limit: number): number {
  return (Math.floor((page * limit) / COUNT_STEP) + 1) * COUNT_STEP;
}

/** A list answer's count: every match up to the cap, and whether more match. */
export const countedShape = {
  /** matching rows, at most the page's count cap (countCapOf) */
  total: z.number().int(),
  /** more rows match than were counted */
  capped: z.boolean(),
};
