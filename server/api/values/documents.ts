/** Who of the partners may read one of the association's documents (decision 0958). Zod-free; the database and the contract import it (decision 0966). */
import type { PartnerType } from "./permissions";

export const AUDIENCE_USER_TYPES = ["HP", "LF"] as const satisfies readonly PartnerType[];
export type AudienceUserType = (typeof AUDIENCE_USER_TYPES)[number];
