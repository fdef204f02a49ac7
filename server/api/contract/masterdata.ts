/**
 * Master data contract (spec §3, §7 "Company and contacts", customer satisfaction): option sets,
 * the entities as the API answers them and the payloads it accepts. The portal's upstream client
 * parses answers with these schemas.
 */
import { z } from "zod";
import { recordId, rowVersion } from "./ids";
import { ADDRESS_TYPES, CONTACT_GENDERS, CONTACT_POSITIONS, CONTENT_STATUSES, FEEDBACK_STATUSES, type AddressType, type ContactGender, type ContactPosition, type ContentStatus, type FeedbackStatus } from "./values";

export { ADDRESS_TYPES, CONTACT_GENDERS, CONTACT_POSITIONS, CONTENT_STATUSES, FEEDBACK_STATUSES, type AddressType, type ContactGender, type ContactPosition, type ContentStatus, type FeedbackStatus };
export const LOOKUP_COLLECTIONS = ["department", "jobtitle", "country", "sales_region", "sales_state"] as const;
export type LookupCollection = (typeof LOOKUP_COLLECTIONS)[number];
export const ACTIVITY_ACTIONS = [
  "create",
  "update",
  "delete",
  "sort",
  "status",
  // document review (review/state-machine.ts)
  "request_review",
  "start_review",
  "forward",
  "approve",
  "deny",
  "request_feedback",
  "comment",
  // a shared website entry switched off / on for one company (collections/service.ts)
  "disable",
  "enable",
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** Largest image upload (spec §9) and the types accepted, detected from the content. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;

export const lookupSchema = z.object({ id: z.string(), name: z.string(), parent: z.string().nullable() });
export type Lookup = z.infer<typeof lookupSchema>;

export const fileRefSchema = z.object({
  id: z.string().uuid(),
  filename_download: z.string(),
  type: z.string(),
});

export const contactPropertySchema = z.object({ id: z.number().int(), definition_value_id: z.number().int() });

export const contactSchema = z.object({
  id: z.number().int(),
  status: z.enum(CONTENT_STATUSES),
  first_name: z.string().nullable(),
  last_name: z.string(),
  title: z.string().nullable(),
  post_title: z.string().nullable(),
  gender: z.enum(CONTACT_GENDERS).nullable(),
  position: z.enum(CONTACT_POSITIONS).nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  department: lookupSchema.nullable(),
  jobtitle: lookupSchema.nullable(),
  department_web: z.string().nullable(),
  jobtitle_web: z.string().nullable(),
  quote: z.string().nullable(),
  thumbnail: fileRefSchema.nullable(),
  show_on_website: z.boolean(),
  show_email: z.boolean(),
  show_phone: z.boolean(),
  sales_countries: z.array(z.string()),
  sales_regions: z.array(z.string()),
  sales_states: z.array(z.string()),
  /** ids of the brands the contact is responsible for; empty = all */
  contact_brand: z.array(z.number().int()),
  property: z.array(contactPropertySchema),
  sort: z.number().int(),
  customer_created: z.boolean(),
  /** areas (website, career …) this contact is the contact person of; it cannot be archived then */
  areas: z.array(z.string()),
  version: z.number().int(),
});
export type Contact = z.infer<typeof contactSchema>;

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
/** POST/PATCH items/contact payload; relations by id, null clears a field. */
export const contactPayloadSchema = z
  .object({
    status: z.enum(CONTENT_STATUSES).optional(),
    first_name: optionalText(100),
    last_name: z.string().trim().min(1).max(100).optional(),
    title: optionalText(50),
    post_title: optionalText(50),
    gender: z.enum(CONTACT_GENDERS).nullable().optional(),
    position: z.enum(CONTACT_POSITIONS).nullable().optional(),
    email: z.string().trim().email().max(200).nullable().optional(),
    phone: optionalText(50),
    mobile: optionalText(50),
    department: z.string().nullable().optional(),
    jobtitle: z.string().nullable().optional(),
    department_web: optionalText(100),
    jobtitle_web: optionalText(100),
    quote: optionalText(1000),
    thumbnail: z.string().uuid().nullable().optional(),
    show_on_website: z.boolean().optional(),
    show_email: z.boolean().optional(),
    show_phone: z.boolean().optional(),
    sales_countries: z.array(z.string()).max(300).optional(),
    sales_regions: z.array(z.string()).max(300).optional(),
    sales_states: z.array(z.string()).max(300).optional(),
    contact_brand: z.array(recordId).max(100).optional(),
    /** Directus relational update of the property junction */
    property: z
      .object({
        create: z.array(z.object({ definition_value_id: recordId })).default([]),
        delete: z.array(recordId).default([]),
      })
      .optional(),
    /** the version the editor loaded; required on updates (conflict detection) */
    version: rowVersion.optional(),
  })
  .strict();
export type ContactPayload = z.infer<typeof contactPayloadSchema>;

export const sortPayloadSchema = z.object({ item: z.union([z.number(), z.string()]), to: z.union([z.number(), z.string()]) }).strict();

export const definitionValueSchema = z.object({
  id: z.number().int(),
  status: z.enum(CONTENT_STATUSES),
  additional1: z.string().nullable(),
  additional3: z.string().nullable(),
  additional5: z.string().nullable(),
});
export type DefinitionValue = z.infer<typeof definitionValueSchema>;

export const fileSchema = z.object({
  id: z.string().uuid(),
  filename_download: z.string(),
  type: z.string(),
  filesize: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  checksum: z.string(),
  /** set when the company already holds a file with the same content: the caller confirms or deletes */
  duplicate_of: fileRefSchema.nullable(),
});
export type UploadedFile = z.infer<typeof fileSchema>;

export const activityEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(ACTIVITY_ACTIONS),
  user: z.string().nullable(),
  timestamp: z.string(),
  fields: z.array(z.string()),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const openingHourSchema = z.object({ weekday: z.number().int().min(1).max(7), from: z.string(), to: z.string() });
export type OpeningHour = z.infer<typeof openingHourSchema>;

export const addressSchema = z.object({
  id: z.number().int(),
  address_type: z.enum(ADDRESS_TYPES),
  name: z.string().nullable(),
  street: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  opening_hours: z.array(openingHourSchema),
  version: z.number().int(),
});
export type Address = z.infer<typeof addressSchema>;

export const addressPayloadSchema = z
  .object({
    name: optionalText(200),
    street: optionalText(200),
    zip: optionalText(10),
    city: optionalText(100),
    country: z.string().trim().length(2).optional(),
    phone: optionalText(50),
    email: z.string().trim().email().max(200).nullable().optional(),
    opening_hours: z.array(openingHourSchema).max(70).optional(),
    version: rowVersion,
  })
  .strict();
export type AddressPayload = z.infer<typeof addressPayloadSchema>;

export const customerFeedbackSchema = z.object({
  id: z.number().int(),
  status: z.enum(FEEDBACK_STATUSES),
  date: z.string(),
  customer_name: z.string().nullable(),
  rating: z.number().int(),
  recommend: z.number().int(),
  comment: z.string().nullable(),
});
export type CustomerFeedback = z.infer<typeof customerFeedbackSchema>;

export const customerSatisfactionSchema = z.object({
  responses: z.number().int(),
  average_rating: z.number().nullable(),
  /** Net Promoter Score, -100 … 100 */
  nps: z.number().nullable(),
  ratings: z.array(z.object({ rating: z.number().int(), count: z.number().int() })),
  months: z.array(z.object({ month: z.string(), responses: z.number().int(), average_rating: z.number() })),
});
export type CustomerSatisfaction = z.infer<typeof customerSatisfactionSchema>;
