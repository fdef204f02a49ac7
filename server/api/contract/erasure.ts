/** Erasure of a person by the association's Administration (issue 41, decision 0981). */
import { z } from "zod";

/** account: a portal account (uuid); contact: a company's contact person; samContact: one of the association's. */
export const ERASABLE_KINDS = ["account", "contact", "samContact"] as const;

export const erasurePayloadSchema = z
  .object({
    kind: z.enum(ERASABLE_KINDS),
    id: z.string().min(1).max(64),
    /** the request the erasure answers (who asked, when, how): required, logged */
    reason: z.string().trim().min(1).max(500),
  })
  .strict();
export type ErasurePayload = z.infer<typeof erasurePayloadSchema>;

export const suspendedAccountSchema = z.object({ id: z.string().uuid(), email: z.string(), name: z.string(), company: z.string(), suspended_since: z.string() });
export type SuspendedAccount = z.infer<typeof suspendedAccountSchema>;
