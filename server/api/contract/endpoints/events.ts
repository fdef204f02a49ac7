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

const tag = "Verband: Termine";

export const EVENTS_ENDPOINTS = {
  eventManagementList: endpoint({ method: "GET", path: "/items/calendar_events", summary: "Termine (kommend, vergangen, abgesagt), seitenweise und durchsuchbar", query: eventListQuerySchema, answer: eventListSchema, envelope: "data", access: "editorial", cached: true, tag }),
  eventManagementCreate: endpoint({ method: "POST", path: "/items/calendar_events", summary: "Einen Termin anlegen", body: eventCreateSchema, answer: managedEventSchema, envelope: "data", access: "editorial", tag }),
  eventManagementItem: endpoint({ method: "GET", path: "/items/calendar_events/:id", summary: "Ein Termin", answer: managedEventSchema, envelope: "data", access: "editorial", tag }),
  eventManagementUpdate: endpoint({ method: "PATCH", path: "/items/calendar_events/:id", summary: "Einen Termin ändern (neue Zeit: aktualisierte Einladung an die Angemeldeten) oder absagen (status: cancelled)", body: eventUpdateSchema, answer: managedEventSchema, envelope: "data", access: "editorial", tag }),
  eventManagementDelete: endpoint({ method: "DELETE", path: "/items/calendar_events/:id", summary: "Einen Termin ohne Anmeldungen löschen", envelope: "empty", access: "editorial", tag }),
  eventManagementRegistrations: endpoint({ method: "GET", path: "/extranet/calendar-events/:id/registrations", summary: "Die Anmeldungen eines Termins (angemeldet und Warteliste)", query: staffRegistrationListQuerySchema, answer: staffRegistrationListSchema, envelope: "data", access: "editorial", tag }),
};
