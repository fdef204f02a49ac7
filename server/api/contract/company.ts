import { z } from "zod";
import { rowVersion } from "./ids";
import { COMPANY_RELATIONS } from "./permissions";

/** A company as GET /extranet/company/{id} answers it (inside `{data}`). */
export const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  relation: z.enum(COMPANY_RELATIONS),
  street: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  /** ISO 3166-1 alpha-2 */
  country: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  /** optimistic concurrency: PATCH items/company/{id} sends the version it loaded */
  version: z.number().int(),
});
export type Company = z.infer<typeof companySchema>;

/** Fields a partner edits on its own company; name and relation belong to the association (read-only). */
export const COMPANY_EDITABLE_FIELDS = ["street", "zip", "city", "country", "phone", "email", "website"] as const;

const text = (max: number) => z.string().trim().max(max).nullable().optional();

/** PATCH items/company/{id}: null clears a field; anything else (name, relation …) is refused. */
export const companyPatchPayloadSchema = z
  .object({
    street: text(200),
    zip: text(10),
    city: text(100),
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/)
      .transform((c) => c.toUpperCase())
      .optional(),
    phone: text(50),
    email: z.string().trim().email().max(200).nullable().optional(),
    website: z
      .string()
      .trim()
      .max(300)
      .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i)
      .nullable()
      .optional(),
    version: rowVersion,
  })
  .strict();
export type CompanyPatchPayload = z.infer<typeof companyPatchPayloadSchema>;
