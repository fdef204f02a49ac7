/**
 * The association's events (issue 39, decision 0955): the Redaktion creates, edits, calls off and
 * lists the calendar's events and sees their registrations. Described once (#contract/describe);
 * the API (items/calendar_events, Directus-shaped), the form and the CSV follow from it.
 */
import { z } from "zod";
import { defineEntity, field, listItemSchemaOf, payloadSchemaOf, answerSchemaOf, tooLong } from "./describe";
import { GRANTABLE_PERMISSIONS } from "./permissions";
import { EVENT_AUDIENCE_TYPES, EVENT_LIST_VIEWS, STAFF_REGISTRATION_STATUSES } from "./values";

/** Rows of one page of the staff's event list and of the registrations view. */
export const EVENT_PAGE_SIZE = 50;
/** The longest message of a cancellation. */
export const CANCEL_MESSAGE_MAX = 2000;

const audienceLabels = { HP: "descriptions.events.audience.HP", LF: "descriptions.events.audience.LF" } as const;
/** the permissions a partner can hold beside CALENDAR that may narrow an event's audience */
const AUDIENCE_PERMISSIONS = [...new Set([...GRANTABLE_PERMISSIONS.HP, ...GRANTABLE_PERMISSIONS.LF])].filter((p) => p !== "CALENDAR");

export const eventEntity = defineEntity({
  name: "calendar_events",
  scope: "association",
  labels: { one: "descriptions.events.one", many: "descriptions.events.many" },
  sections: { event: "descriptions.events.one", place: "descriptions.events.place", registration: "descriptions.events.registration" },
  fields: {
    title: field.text("descriptions.events.title", { max: 200, required: "descriptions.events.titleRequired", section: "event", autoComplete: "off" }),
    abstract: field.textarea("descriptions.events.abstract", { max: 1000, section: "event" }),
    text: field.richText("descriptions.events.text", { max: 20000, section: "event" }),
    date_from: field.datetime("descriptions.events.dateFrom", { required: "descriptions.events.dateFromRequired", section: "event" }),
    date_to: field.datetime("descriptions.events.dateTo", { required: "descriptions.events.dateToRequired", section: "event" }),
    show_on_homepage: field.checkbox("descriptions.events.showOnHomepage", { section: "event" }),
    location: field.text("descriptions.events.place", { max: 500, section: "place", hint: "descriptions.events.locationHint" }),
    online_url: field.url("descriptions.events.onlineUrl", { section: "place", hint: "descriptions.events.onlineUrlHint" }),
    registration_enabled: field.checkbox("descriptions.events.registrationEnabled", { section: "registration" }),
    registration_end: field.datetime("descriptions.events.registrationEnd", { section: "registration", hint: "descriptions.events.registrationEndHint" }),
    max_participants: field.integer("descriptions.events.maxParticipants", { min: 1, max: 100_000, section: "registration", hint: "descriptions.events.maxParticipantsHint" }),
    waiting_list: field.checkbox("descriptions.events.waitingList", { section: "registration", hint: "descriptions.events.waitingListHint" }),
    responsible_email: field.email("descriptions.events.responsibleEmail", { section: "registration" }),
    audience_user_types: field.choices("descriptions.events.audienceUserTypes", {
      section: "registration",
      hint: "descriptions.events.audienceUserTypesHint",
      item: z.enum(EVENT_AUDIENCE_TYPES, { errorMap: () => ({ message: "descriptions.events.audienceUserTypesInvalid" }) }),
      max: EVENT_AUDIENCE_TYPES.length,
      answer: z.array(z.enum(EVENT_AUDIENCE_TYPES)),
    }),
    audience_permissions: field.choices("descriptions.events.audiencePermissions", {
      section: "registration",
      hint: "descriptions.events.audiencePermissionsHint",
      item: z.enum(AUDIENCE_PERMISSIONS as [string, ...string[]], { errorMap: () => ({ message: "descriptions.events.audiencePermissionsInvalid" }) }),
      max: AUDIENCE_PERMISSIONS.length,
      answer: z.array(z.string()),
    }),
    status: field.value("descriptions.events.status", z.enum(["scheduled", "cancelled"]), { write: "never" }),
    cancel_message: field.value("descriptions.events.cancelMessage", z.string().nullable(), { write: "never" }),
    sequence: field.value("descriptions.events.sequence", z.number().int(), { write: "never" }),
    registered_participants: field.value("descriptions.events.registeredParticipants", z.number().int(), { write: "never" }),
    waiting_participants: field.value("descriptions.events.waitingParticipants", z.number().int(), { write: "never" }),
  },
  list: {
    columns: ["title", "date_from", "location", "registered_participants", "max_participants", "status"],
    export: ["title", "date_from", "date_to", "location", "online_url", "registered_participants", "waiting_participants", "max_participants", "status"],
  },
  versionRequired: false,
});

export { audienceLabels as EVENT_AUDIENCE_LABELS, AUDIENCE_PERMISSIONS as EVENT_AUDIENCE_PERMISSIONS };

/** An event as the staff's API answers it (with `text_html`, the description's sanitized HTML). */
export const managedEventSchema = answerSchemaOf(eventEntity).extend({ text_html: z.string(), created_at: z.string(), updated_at: z.string() });
export type ManagedEvent = z.infer<typeof managedEventSchema>;

/** POST items/calendar_events (title and both times required, checked by the service with the field's message). */
export const eventCreateSchema = payloadSchemaOf(eventEntity, "create");
/** PATCH items/calendar_events/:id: changes; `status: "cancelled"` (with an optional message) calls the event off. */
export const eventUpdateSchema = payloadSchemaOf(eventEntity, "update").extend({
  status: z.literal("cancelled").optional(),
  cancel_message: z.string().trim().max(CANCEL_MESSAGE_MAX, tooLong(CANCEL_MESSAGE_MAX)).nullable().optional(),
});
export type EventCreate = z.infer<typeof eventCreateSchema>;
export type EventUpdate = z.infer<typeof eventUpdateSchema>;

export const eventListQuerySchema = z
  .object({
    search: z.string().trim().max(100).optional(),
    view: z.enum(EVENT_LIST_VIEWS).default("upcoming"),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(200).default(EVENT_PAGE_SIZE),
  })
  .strict();
export type EventListQuery = z.input<typeof eventListQuerySchema>;
/** A row of the staff's list: when, where and how full (the description, its formatted HTML and the audience are the event's own answer). */
export const eventListItemSchema = listItemSchemaOf(eventEntity, ["title", "date_from", "date_to", "location", "online_url", "max_participants", "registered_participants", "waiting_participants", "status"]);
export type EventListItem = z.infer<typeof eventListItemSchema>;
export const eventListSchema = z.object({ items: z.array(eventListItemSchema), total: z.number().int() });
export type EventList = z.infer<typeof eventListSchema>;

/** One registration as the staff see it: the company, the named contacts, when and in which state. */
export const staffRegistrationSchema = z.object({
  id: z.number().int(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  contacts: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() })),
  participants: z.number().int(),
  status: z.enum(STAFF_REGISTRATION_STATUSES),
  registered_at: z.string(),
});
export type StaffRegistration = z.infer<typeof staffRegistrationSchema>;
export const staffRegistrationListQuerySchema = z
  .object({ page: z.coerce.number().int().min(1).max(100_000).default(1), limit: z.coerce.number().int().min(1).max(1000).default(EVENT_PAGE_SIZE) })
  .strict();
export const staffRegistrationListSchema = z.object({ items: z.array(staffRegistrationSchema), total: z.number().int() });
export type StaffRegistrationList = z.infer<typeof staffRegistrationListSchema>;
