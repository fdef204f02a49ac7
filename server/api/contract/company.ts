import { z } from "zod";
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
});
export type Company = z.infer<typeof companySchema>;
