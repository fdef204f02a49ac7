/**
 * Master data contract (spec §3, §7 "Company and contacts", customer satisfaction): option sets,
 * the entities as the API answers them and the payloads it accepts. The portal's upstream client
 * parses answers with these schemas.
 */
import { z } from "zod";
import { ACTIVITY_ACTIONS, LOOKUP_COLLECTIONS, type ActivityAction, type LookupCollection } from "../values/activity";
import { addressEntity } from "./entities/addresses";
import { contactEntity } from "./entities/contacts";
import { answerSchemaOf, fileRefSchema, payloadSchemaOf } from "./describe";
import { ADDRESS_TYPES, CONTACT_GENDERS, CONTACT_POSITIONS, CONTENT_STATUSES, FEEDBACK_STATUSES, type AddressType, type ContactGender, type ContactPosition, type ContentStatus, type FeedbackStatus } from "./values";

export { ADDRESS_TYPES, CONTACT_GENDERS, CONTACT_POSITIONS, CONTENT_STATUSES, FEEDBACK_STATUSES, type AddressType, type ContactGender, type ContactPosition, type ContentStatus, type FeedbackStatus };
export { ACTIVITY_ACTIONS, LOOKUP_COLLECTIONS, type ActivityAction, type LookupCollection };

/**
 * Largest image upload (issue 27: an ordinary phone photo; spec §9 said 5 MB) and the types
 * accepted, detected from the content. What is stored is scaled to IMAGE_MAX_EDGE px on the long
 * side; more than IMAGE_MAX_PIXELS is refused from the header (decision 0531).
 */
export const IMAGE_MAX_BYTES = 25 * 1024 * 1024;
export const IMAGE_MAX_PIXELS = 40_000_000;
export const IMAGE_MAX_EDGE = 2560;
/** How the API's CONTENT_TOO_LARGE message begins when an image has too many pixels rather than bytes (the portal tells them apart). */
export const TOO_MANY_PIXELS_PREFIX = "Image has more than";
/** A gallery's multi-photo form without JavaScript: all files of one submit together (the script sends one file per request). */
export const GALLERY_UPLOAD_MAX_BYTES = 100 * 1024 * 1024;
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;

export { fileRefSchema, lookupSchema, type Lookup } from "./describe";
export { contactPropertySchema } from "./entities/contacts";
export { openingHourSchema, type OpeningHour } from "./entities/addresses";

/** GET items/contact(/{id}): derived from the description (entities/contacts.ts). */
export const contactSchema = answerSchemaOf(contactEntity);
export type Contact = z.infer<typeof contactSchema>;

/** POST/PATCH items/contact payload; relations by id, null clears a field; the loaded version on updates. */
export const contactPayloadSchema = payloadSchemaOf(contactEntity, "update");
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

/** GET extranet/address(/{id}): derived from the description (entities/addresses.ts). */
export const addressSchema = answerSchemaOf(addressEntity);
export type Address = z.infer<typeof addressSchema>;

/** POST extranet/address: the type is chosen here, the rest as an update. */
export const addressCreatePayloadSchema = payloadSchemaOf(addressEntity, "create");
export type AddressCreatePayload = z.infer<typeof addressCreatePayloadSchema>;

/** PATCH extranet/address/{id}: the loaded version is required; opening hours are replaced as a whole. */
export const addressPayloadSchema = payloadSchemaOf(addressEntity, "update", { versionRequired: true });
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
