/**
 * The association's events (issue 39, decision 0955): the Redaktion lists, creates, edits, calls off
 * and deletes the calendar's events, Directus-shaped (items/calendar_events: the SDK's readItems,
 * createItem, updateItem, deleteItem work with a staff token), and sees each event's registrations.
 * Partners read the calendar through extranet/calendar (./content.ts) and are refused here.
 */
import { endpoint } from "../endpoint";
import {
  eventCreateSchema,
  eventListQuerySchema,
  eventListSchema,
  eventUpdateSchema,
  managedEventSchema,
  staffRegistrationListQuerySchema,
  staffRegistrationListSchema,
} from "../event-management";

const tag = "Association: events";

export const EVENTS_ENDPOINTS = {
  eventManagementList: endpoint({ method: "GET", path: "/items/calendar_events", summary: "Events (upcoming, past, cancelled), paged and searchable", query: eventListQuerySchema, answer: eventListSchema, envelope: "data", access: "editorial", cached: true, tag }),
  eventManagementCreate: endpoint({ method: "POST", path: "/items/calendar_events", summary: "Create an event", body: eventCreateSchema, answer: managedEventSchema, envelope: "data", access: "editorial", tag }),
  eventManagementItem: endpoint({ method: "GET", path: "/items/calendar_events/:id", summary: "An event", answer: managedEventSchema, envelope: "data", access: "editorial", tag }),
  eventManagementUpdate: endpoint({ method: "PATCH", path: "/items/calendar_events/:id", summary: "Change an event (a new time: an updated invitation to those registered) or cancel it (status: cancelled)", body: eventUpdateSchema, answer: managedEventSchema, envelope: "data", access: "editorial", tag }),
  eventManagementDelete: endpoint({ method: "DELETE", path: "/items/calendar_events/:id", summary: "Delete an event without registrations", envelope: "empty", access: "editorial", tag }),
  eventManagementRegistrations: endpoint({ method: "GET", path: "/extranet/calendar-events/:id/registrations", summary: "The registrations of an event (registered and waiting list)", query: staffRegistrationListQuerySchema, answer: staffRegistrationListSchema, envelope: "data", access: "editorial", tag }),
};
