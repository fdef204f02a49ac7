import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { contacts } from "./contacts";
import { inList, timestamps, timestamptz } from "./columns";
import { users } from "./users";

/** Calendar entries (spec §3 Calendar entry + Event). */
export const calendarEvents = pgTable(
  "calendar_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: text("title").notNull(),
    abstract: text("abstract").notNull().default(""),
    text: text("text").notNull().default(""),
    location: text("location"),
    /** an online event's link (issue 39); an event has a place, a link or both */
    onlineUrl: text("online_url"),
    dateFrom: timestamptz("date_from").notNull(),
    dateTo: timestamptz("date_to").notNull(),
    showOnHomepage: boolean("show_on_homepage").notNull().default(false),
    /** registration is offered only when set */
    registrationEnabled: boolean("registration_enabled").notNull().default(false),
    /** registration closes at this moment (default: event start) */
    registrationEnd: timestamptz("registration_end"),
    /** spec §9: configurable maximum of participants, counted over all registrations */
    maxParticipants: integer("max_participants"),
    /** responsible person, named in the too-many-persons toast */
    responsibleEmail: text("responsible_email"),
    programOption1: text("program_option_1"),
    programOption2: text("program_option_2"),
    programOption3: text("program_option_3"),
    /** set when the association calls the event off: registration closes and no reminders go out */
    cancelledAt: timestamptz("cancelled_at"),
    /** the association's message to the registered contacts when it called the event off */
    cancelMessage: text("cancel_message"),
    /** full registrations wait in order and move up when places free (issue 39) */
    waitingList: boolean("waiting_list").notNull().default(false),
    /**
     * who may see and register (issue 39): partner user types and page permissions (any of each);
     * empty means everyone with CALENDAR. Read by every partner read of the calendar (content/event-audience.ts).
     */
    audienceUserTypes: text("audience_user_types").array().notNull().default(sql`'{}'::text[]`),
    audiencePermissions: text("audience_permissions").array().notNull().default(sql`'{}'::text[]`),
    /**
     * iCalendar SEQUENCE of the event itself (RFC 5546), raised when the association changes its
     * time or calls it off; a mail's SEQUENCE is this plus the registration's, so both kinds of change order.
     */
    sequence: integer("sequence").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("calendar_events_date_from_idx").on(t.dateFrom),
    check("calendar_events_dates_check", sql`${t.dateTo} >= ${t.dateFrom}`),
    check("calendar_events_sequence_check", sql`${t.sequence} >= 0`),
  ],
);

/** "waiting": on the event's waiting list (issue 39), moved up to "registered" in order when places free */
export const REGISTRATION_STATUSES = ["registered", "waiting", "cancelled"] as const;
export const SLEEPOVER_OPTIONS = ["none", "before", "after", "both"] as const;

/** One company's registration for an event (spec §3 Calendar registration). */
export const calendarRegistrations = pgTable(
  "calendar_registrations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    calendarEventId: integer("calendar_event_id")
      .notNull()
      .references(() => calendarEvents.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    status: text("status").$type<(typeof REGISTRATION_STATUSES)[number]>().notNull().default("registered"),
    participants: integer("participants").notNull(),
    singleRooms: integer("single_rooms").notNull().default(0),
    doubleRooms: integer("double_rooms").notNull().default(0),
    annotation: text("annotation"),
    programOption1: boolean("program_option_1").notNull().default(false),
    programOption2: boolean("program_option_2").notNull().default(false),
    programOption3: boolean("program_option_3").notNull().default(false),
    sleepover: text("sleepover").$type<(typeof SLEEPOVER_OPTIONS)[number]>().notNull(),
    catering: boolean("catering").notNull().default(false),
    acceptance: boolean("acceptance").notNull(),
    /**
     * iCalendar SEQUENCE of the confirmation mails (RFC 5546): raised on every change that mails
     * the contacts, so a calendar applies the cancellation over the invitation and a new
     * registration over the cancellation.
     */
    sequence: integer("sequence").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("calendar_registrations_event_company_unique").on(t.calendarEventId, t.companyId),
    // "Meine Anmeldungen" reads a company's registrations
    index("calendar_registrations_company_idx").on(t.companyId),
    // the staff's registrations view and the waiting list's order
    index("calendar_registrations_event_created_idx").on(t.calendarEventId, t.createdAt),
    check("calendar_registrations_status_check", inList(t.status, REGISTRATION_STATUSES)),
    check("calendar_registrations_sleepover_check", inList(t.sleepover, SLEEPOVER_OPTIONS)),
    check("calendar_registrations_participants_check", sql`${t.participants} >= 1`),
    check("calendar_registrations_rooms_check", sql`${t.singleRooms} >= 0 and ${t.doubleRooms} >= 0`),
  ],
);

/** The company's contacts named in a registration (spec §3 contacts.contact_id). */
export const calendarRegistrationContacts = pgTable(
  "calendar_registrations_contacts",
  {
    calendarRegistrationsId: integer("calendar_registrations_id")
      .notNull()
      .references(() => calendarRegistrations.id, { onDelete: "cascade" }),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.calendarRegistrationsId, t.contactId] })],
);

export type CalendarEventRow = typeof calendarEvents.$inferSelect;
export type CalendarRegistrationRow = typeof calendarRegistrations.$inferSelect;
