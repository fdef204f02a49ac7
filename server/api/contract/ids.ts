/**
 * Ids and versions as the API accepts them. Records have int4 keys: a larger number names no
 * record and would fail in SQL, so it is refused as bad input (400) before any query runs.
 */
import { z } from "zod";

export const INT4_MAX = 2_147_483_647;

/** a record id in a JSON body */
export const recordId = z.number().int().positive().max(INT4_MAX);
/** a record id in a query string */
export const recordIdParam = z.coerce.number().int().positive().max(INT4_MAX);
/** a record id kept as a string of digits (portal_settings.readNews / importantNews) */
export const recordIdString = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .refine((v) => Number(v) <= INT4_MAX, "id out of range");
/** the version an editor loaded (optimistic concurrency) */
export const rowVersion = z.number().int().min(0).max(INT4_MAX);
