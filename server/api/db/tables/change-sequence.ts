import { pgSequence } from "drizzle-orm/pg-core";

/**
 * Numbers every write the API announces to the other instances (decision 0521): a notice carries
 * its number, and a user's next request carries the highest number its writes produced, so an
 * instance can tell whether it has heard of that write yet.
 */
export const CHANGE_SEQUENCE = "change_seq";
export const changeSequence = pgSequence(CHANGE_SEQUENCE);
