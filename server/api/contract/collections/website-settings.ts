/**
 * The website settings (spec §3 trading_partner_website_settings, decision 0730): the single
 * record of the caller's company. Its fields are written down once, with the collection editor's
 * field helpers (German labels and rules); the API payload, the form schema and the screen's
 * field list all come from this record. A singleton: no list, no sort, no status, no sharing.
 */
import { z } from "zod";
import { WEBSITE_SETTINGS_SECTIONS } from "./website-settings-names";
import { ALT_TEXT, altTextSchema, field, formFieldsShape, isRequired, screenFieldsOf, tooLong, type AltText, type Fields } from "../describe";

const hex = /^#[0-9a-fA-F]{6}$/;
// A host name as typed into a browser's address bar, without scheme or path.
const domain = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

export const WEBSITE_SETTINGS_FIELDS = {
  site_name: field.text("descriptions.websiteSettings.siteName", { max: 120, required: "descriptions.websiteSettings.siteNameRequired" }),
  domain: field.pattern("descriptions.websiteSettings.domain", domain, "descriptions.websiteSettings.domainInvalid", {
    max: 253,
    hint: "descriptions.websiteSettings.domainHint",
  }),
  contact_name: field.text("descriptions.websiteSettings.contactName", { max: 120 }),
  contact_phone: field.pattern("descriptions.websiteSettings.contactPhone", /^[+0-9 ()/-]{4,40}$/, "descriptions.websiteSettings.contactPhoneInvalid", { max: 40 }),
  contact_email: field.email("descriptions.websiteSettings.contactEmail"),
  contact_text: field.textarea("descriptions.websiteSettings.contactText", { max: 1000 }),
  opening_hours_address: field.address("descriptions.websiteSettings.openingHoursAddress", "descriptions.websiteSettings.openingHoursAddressHint"),
  facebook_url: field.url("descriptions.websiteSettings.facebookUrl", { hosts: ["facebook.com"], hostMessage: "descriptions.websiteSettings.facebookUrlHost" }),
  instagram_url: field.url("descriptions.websiteSettings.instagramUrl", { hosts: ["instagram.com"], hostMessage: "descriptions.websiteSettings.instagramUrlHost" }),
  linkedin_url: field.url("descriptions.websiteSettings.linkedinUrl", { hosts: ["linkedin.com"], hostMessage: "descriptions.websiteSettings.linkedinUrlHost" }),
  youtube_url: field.url("descriptions.websiteSettings.youtubeUrl", { hosts: ["youtube.com"], hostMessage: "descriptions.websiteSettings.youtubeUrlHost" }),
  imprint: field.richText("descriptions.websiteSettings.imprint", { max: 10_000 }),
  privacy: field.richText("descriptions.websiteSettings.privacy", { max: 30_000 }),
  primary_color: field.pattern("descriptions.websiteSettings.primaryColor", hex, "descriptions.websiteSettings.primaryColorInvalid", { max: 7, hint: "descriptions.websiteSettings.primaryColorHint" }),
  secondary_color: field.pattern("descriptions.websiteSettings.secondaryColor", hex, "descriptions.websiteSettings.secondaryColorInvalid", { max: 7, hint: "descriptions.websiteSettings.secondaryColorHint" }),
} satisfies Fields;

export type WebsiteSettingsField = keyof typeof WEBSITE_SETTINGS_FIELDS;
export { WEBSITE_SETTINGS_NAME } from "./website-settings-names";
// every field is in exactly one section of the screen
WEBSITE_SETTINGS_SECTIONS satisfies Record<string, readonly WebsiteSettingsField[]>;

const logo = z.string().uuid().nullable();

/** POST / PATCH body: every field optional (PATCH sends changes), the logo as a file id, the loaded version on PATCH. */
export const websiteSettingsPayloadSchema = z
  .object({
    version: z.number().int().positive().optional(),
    logo: logo.optional(),
    // the logo's alternative text on the partner's site (issue 27)
    alt_texts: z.object({ logo: altTextSchema.optional() }).strict().optional(),
    ...Object.fromEntries(Object.entries(WEBSITE_SETTINGS_FIELDS).map(([name, spec]) => [name, spec.schema.optional()])),
  })
  .strict();
export type WebsiteSettingsPayload = { version?: number; logo?: string | null; alt_texts?: { logo?: AltText } } & Partial<Record<WebsiteSettingsField, unknown>>;

/** The whole record must satisfy the rules (checked on the merged record, so a PATCH cannot clear the site name). */
export const websiteSettingsRecordSchema = z.object(
  Object.fromEntries(Object.entries(WEBSITE_SETTINGS_FIELDS).map(([name, spec]) => [name, isRequired(spec) ? spec.schema : spec.schema.optional()])),
);

/** What the settings form posts, with the descriptions' German messages. */
export const websiteSettingsFormSchema = z.object({
  version: z.coerce.number().int().optional(),
  logo: z.preprocess((v) => (v === "" || v === undefined ? null : v), logo),
  alt__logo: z.string().trim().max(ALT_TEXT.max, tooLong(ALT_TEXT.max)).optional(),
  decorative__logo: z.string().optional(),
  ...formFieldsShape(WEBSITE_SETTINGS_FIELDS),
});

/** The zod-free field list the screen renders (loader data). */
export const websiteSettingsScreenFields = () => screenFieldsOf(WEBSITE_SETTINGS_FIELDS);
