/**
 * The website settings of one trading partner (issue 12, spec §3 trading_partner_website_settings,
 * decision 0730): a single record per company with what a retailer's public website needs —
 * name, domain, logo, contact block, the address whose opening hours the site shows, social
 * links, imprint and privacy texts, colours. Company history entries (spec §3 "Trading partner
 * history") are a described collection like the banners.
 */
import { integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { addresses } from "./addresses";
import { companies } from "./companies";
import { timestamps } from "./columns";
import { files } from "./files";
import { itemColumns } from "./website";

export const websiteSettings = pgTable("trading_partner_website_settings", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  /** one record per company: the unique key makes a second create fail instead of forking the settings */
  companyId: integer("company_id")
    .notNull()
    .unique("website_settings_company_unique")
    .references(() => companies.id, { onDelete: "cascade" }),
  site_name: text("site_name").notNull(),
  domain: text("domain"),
  logo: uuid("logo").references(() => files.id, { onDelete: "set null" }),
  contact_name: text("contact_name"),
  contact_phone: text("contact_phone"),
  contact_email: text("contact_email"),
  contact_text: text("contact_text"),
  opening_hours_address: integer("opening_hours_address").references(() => addresses.id, { onDelete: "set null" }),
  facebook_url: text("facebook_url"),
  instagram_url: text("instagram_url"),
  linkedin_url: text("linkedin_url"),
  youtube_url: text("youtube_url"),
  imprint: text("imprint"),
  privacy: text("privacy"),
  primary_color: text("primary_color"),
  secondary_color: text("secondary_color"),
  version: integer("version").notNull().default(1),
  ...timestamps,
});

/** Trading partner history (spec §3): year, internal title, translations (title, text), image, manual sort. */
export const histories = pgTable("trading_partner_histories", { ...itemColumns(), year: integer("year") });

/**
 * The company's history page (spec §3 "Company": translations with the history text and the
 * history_gallery, sorted): one entry per company, a singleton described collection whose
 * gallery junction is company_files. The internal title is fixed (nobody types it).
 */
export const companyHistory = pgTable("company_history", { ...itemColumns(), internal_title: text("internal_title").notNull().default("Unternehmensgeschichte") });
