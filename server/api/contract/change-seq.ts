/**
 * Read-your-writes across instances (decision 0521): a write's answer names its change number in
 * this header, and the portal sends the highest number a user's writes produced with each call, so
 * an API instance that has not yet heard of that change answers the call from the database.
 */
export const CHANGE_SEQ_HEADER = "X-Change-Seq";

/** The number in a header or cookie value; 0 for none, and for anything but a plain positive integer. */
export function parseChangeSeq(value: string | null | undefined): number {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return 0;
  const seq = Number(value);
  return Number.isSafeInteger(seq) ? seq : 0;
}
