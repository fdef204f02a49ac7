/** The periods of the digests (issue 28). Zod-free; the database and the contract import it (decision 0966). */
export const DIGEST_PERIODS = ["off", "daily", "weekly"] as const;
export type DigestPeriod = (typeof DIGEST_PERIODS)[number];
