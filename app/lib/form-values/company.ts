/** Initial values of the company master data form; zod-free, because the screen loads it. */
import type { Company } from "#contract/company";

export function companyDefaults(c: Company) {
  return { version: c.version, street: c.street ?? "", zip: c.zip ?? "", city: c.city ?? "", country: c.country, phone: c.phone ?? "", email: c.email ?? "", website: c.website ?? "" };
}
