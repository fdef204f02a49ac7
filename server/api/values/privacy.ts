/** The vocabulary of the personal-data register (db/personal.ts, decision 0979). Zod-free; the database and the contract import it (decision 0966). */
/** What kind of personal data a column holds (labels: app/locales/de/privacy-register.ts). */
export const PERSONAL_CATEGORIES = [
  "identity", // name, title, gender
  "contact", // e-mail, phone, mobile
  "professional", // position, department, sales areas of a contact person
  "image", // photo, avatar
  "signIn", // password, second factor, sessions, IP address, browser
  "permissions", // page permissions, sub-accounts, permission clusters
  "preferences", // portal settings, favourites, digest subscriptions
  "participation", // event registrations
  "authored", // texts a person wrote about themselves or for a registration
  "activity", // who did what: audit trail, record history, uploads, approvals
  "communication", // mails and notifications waiting or sent
] as const;
export type PersonalCategory = (typeof PERSONAL_CATEGORIES)[number];

/**
 * How long it is kept: a RETENTION_* setting of decision 0972, or as long as what it belongs to
 * exists (the account, the contact person, the record such as a document), or the sign-in rate
 * limit's window (login failures, decision 0972).
 */
export const RETENTIONS = [
  "account",
  "contact",
  "record",
  "rateLimit",
  "RETENTION_SESSIONS_DAYS",
  "RETENTION_OUTBOX_DAYS",
  "RETENTION_JOBS_DAYS",
  "RETENTION_LINKS_DAYS",
  "RETENTION_AUDIT_DAYS",
] as const;
export type Retention = (typeof RETENTIONS)[number];

/**
 * What erasing the person does to the column:
 * - `deleteRow`: the row that names the person (by one of the table's `person` columns) goes;
 * - `null`: the field is emptied (only on nullable columns; the unit test checks it);
 * - `pseudonym`: a text gets the person's pseudonym; a reference to the account stays and points to
 *   the account, which itself keeps only its pseudonym (what must stay, stays without the name);
 * - `deleteFile`: the referenced file and all its variants leave the file store, the field is emptied.
 */
export const ERASURES = ["deleteRow", "null", "pseudonym", "deleteFile"] as const;
export type Erasure = (typeof ERASURES)[number];

/** Why the portal processes a table's personal data (labels: app/locales/de/privacy-register.ts). */
export const PURPOSES = [
  "account",
  "security",
  "contacts",
  "association",
  "events",
  "documents",
  "content",
  "notifications",
  "history",
  "settlement",
  "memberAdmin",
  "awards",
  "feedback",
] as const;
export type Purpose = (typeof PURPOSES)[number];

