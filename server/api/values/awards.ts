/** The stored states of a Wohnsinnspreis entry (decision 0920). Zod-free; the database and the contract import it (decision 0966). */
export const AWARD_STORED_STATUSES = ["draft", "submitted", "awarded"] as const;
export type AwardStoredStatus = (typeof AWARD_STORED_STATUSES)[number];
