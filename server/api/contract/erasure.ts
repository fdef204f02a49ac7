/** Erasure of a person by the association's Administration (issue 41, decision 0981). */
import { z } from "zod";

/** account: a portal account (uuid); contact: a company's contact person; samContact: one of the association's. */
export const ERASABLE_KINDS = ["account", "contact", "samContact"] as const;
export type ErasableKind = (typeof ERASABLE_KINDS)[number];

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

/**
 * `extensions.reason` of a refused erasure (INVALID_PAYLOAD, decision 0988): nobody erases their own
 * account, and an erasure never leaves a company without an active account manager. The portal
 * names each in the user's language.
 */
export const ERASURE_REFUSALS = ["OWN_ACCOUNT", "LAST_ACCOUNT_MANAGER"] as const;
export type ErasureRefusal = (typeof ERASURE_REFUSALS)[number];

/** GET extranet/erasure/people: a search by name or e-mail address, at least this long. */
export const PERSON_SEARCH_MIN = 3;
export const personSearchQuerySchema = z.object({ search: z.string().trim().min(PERSON_SEARCH_MIN).max(200) }).strict();

/** A person Administration may erase, as the search finds them. */
export const erasablePersonSchema = z.object({
  kind: z.enum(ERASABLE_KINDS),
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  /** the company the person belongs to; null: the association's own contact person */
  company: z.string().nullable(),
  /** an account: suspended; a contact: archived */
  inactive: z.boolean(),
});
export type ErasablePerson = z.infer<typeof erasablePersonSchema>;
