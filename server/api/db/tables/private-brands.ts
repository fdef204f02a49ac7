/**
 * Private brands (issue 12, spec §3 private_brand, §5 required fields): a trading partner's own
 * brands, a described collection (decision 0700) with a logo, two sorted image junctions
 * (media_header, media_gallery — rows of content_images), social media links and an embedded
 * iframe. Status per translation row, company links and opt-outs through the shared side tables.
 * Decision 0740.
 */
import { sql } from "drizzle-orm";
import { integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { files } from "./files";

export const privateBrands = pgTable("private_brand", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  sort: integer("sort").notNull().default(0),
  version: integer("version").notNull().default(1),
  name: text("name").notNull(),
  company_name: text("company_name").notNull(),
  street: text("street").notNull(),
  zip: text("zip").notNull(),
  city: text("city").notNull(),
  country: text("country").notNull(),
  phone: text("phone").notNull(),
  fax: text("fax").notNull(),
  email: text("email").notNull(),
  website: text("website").notNull(),
  logo: uuid("logo").references(() => files.id, { onDelete: "set null" }),
  social_media_links: text("social_media_links").array().notNull().default(sql`'{}'::text[]`),
  iframe: text("iframe"),
  ...timestamps,
});
