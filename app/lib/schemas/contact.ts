/**
 * The contact edit form and its payload, derived from the description (contract/entities/contacts.ts,
 * decision 0527): every field's rule with its German message, validated on the server.
 */
import { z } from "zod";
import type { Contact, ContactPayload } from "#contract/masterdata";
import { contactEntity } from "#contract/entities/contacts";
import { entityFormSchemaOf } from "#contract/describe";
import { entityPayload } from "../entities/payload";

export const contactFormSchema = entityFormSchemaOf(contactEntity);
export type ContactForm = z.infer<typeof contactFormSchema>;

/** POST/PATCH items/contact body: nulls dropped, cleared fields sent as null (spec §5). */
export function contactPayload(form: ContactForm, loaded: Contact | null): ContactPayload {
  return entityPayload(contactEntity, form, loaded) as ContactPayload;
}

/** The contact list's row actions: move a contact to a position, or archive it. */
export const contactListActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("sort"), item: z.coerce.number().int().positive(), to: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal("archive"), id: z.string(), version: z.coerce.number().int() }),
  // erasure (issue 41, decision 0988): the contact and all its personal data
  z.object({ intent: z.literal("erase"), id: z.string() }),
]);
