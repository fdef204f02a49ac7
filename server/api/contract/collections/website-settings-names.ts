/** The zod-free facts of the website settings the browser needs (decision 0730; no zod in the client bundle). */
export const WEBSITE_SETTINGS_NAME = "trading_partner_website_settings";

/** The screen groups the fields into sections (keys of the locale's website.settings.sections). */
export const WEBSITE_SETTINGS_SECTIONS = {
  site: ["site_name", "domain", "primary_color", "secondary_color"],
  contact: ["contact_name", "contact_phone", "contact_email", "contact_text", "opening_hours_address"],
  social: ["facebook_url", "instagram_url", "linkedin_url", "youtube_url"],
  legal: ["imprint", "privacy"],
} as const;
