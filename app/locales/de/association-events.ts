/**
 * The association's event management (issue 39, decision 0955): /verband/termine, its form, the
 * call-off and the registrations. Registered by those screens only (registerAssociationEvents).
 */
import { addResources } from "~/locales/registry";

const associationEvents = {
  intro: "Die Termine des Kalenders: anlegen, ändern, absagen und die Anmeldungen sehen. Eine neue Uhrzeit und eine Absage erhalten alle angemeldeten Kontakte per E-Mail mit Kalenderdatei.",
  create: "Neuer Termin",
  createHeading: "Neuen Termin anlegen",
  editHeading: "Termin bearbeiten",
  back: "Zurück zu den Terminen",
  views: { upcoming: "Kommend", past: "Vergangen", cancelled: "Abgesagt" },
  viewsLabel: "Ansicht",
  search: "Suche",
  searchHint: "Titel oder Ort",
  total_one: "{{count}} Termin",
  total_other: "{{count}} Termine",
  empty: "Keine Termine in dieser Ansicht.",
  columns: { title: "Titel", when: "Termin", place: "Ort", places: "Plätze", status: "Status" },
  placesValue: "{{taken}} von {{max}}",
  placesOpen: "{{taken}} (unbegrenzt)",
  waitingValue: "{{count}} auf der Warteliste",
  online: "Online",
  status: { scheduled: "Geplant", cancelled: "Abgesagt" },
  audienceTypes: { HP: "Händler", LF: "Lieferanten" },
  save: "Speichern",
  saved: "Der Termin ist gespeichert.",
  created: "Der Termin ist angelegt.",
  saveFailed: "Der Termin konnte nicht gespeichert werden.",
  registrationsLink: "Anmeldungen ansehen",
  cancelHeading: "Termin absagen",
  cancelIntro: "Alle angemeldeten Kontakte und die Warteliste erhalten eine Absage per E-Mail; der Termin wird aus ihren Kalendern entfernt. Das lässt sich nicht rückgängig machen.",
  cancelOpen: "Termin absagen …",
  cancelMessage: "Nachricht an die Angemeldeten (optional)",
  cancelSubmit: "Jetzt absagen",
  cancelAbort: "Nicht absagen",
  cancelled: "Der Termin ist abgesagt; die Angemeldeten werden benachrichtigt.",
  cancelFailed: "Der Termin konnte nicht abgesagt werden.",
  cancelledNotice: "Dieser Termin wurde am {{date}} abgesagt.",
  cancelledMessage: "Nachricht: {{message}}",
  delete: "Termin löschen",
  deleted: "Der Termin ist gelöscht.",
  deleteFailed: "Ein Termin mit Anmeldungen kann nicht gelöscht werden; bitte sagen Sie ihn ab.",
  registrations: {
    heading: "Anmeldungen: {{title}}",
    intro: "Angemeldete Firmen zuerst, danach die Warteliste in der Reihenfolge des Eingangs.",
    total_one: "{{count}} Anmeldung",
    total_other: "{{count}} Anmeldungen",
    empty: "Noch keine Anmeldungen.",
    company: "Firma",
    contacts: "Kontakte",
    email: "E-Mail",
    participants: "Teilnehmende",
    registeredAt: "Angemeldet am",
    status: "Status",
    statuses: { registered: "Angemeldet", waiting: "Warteliste" },
    noContacts: "Keine Kontakte benannt",
    export: "Als CSV exportieren",
    csvFile: "anmeldungen.csv",
    back: "Zurück zum Termin",
  },
};

export type AssociationEventsTexts = typeof associationEvents;

export function registerAssociationEvents(): void {
  addResources("de", { associationEvents });
}

export default associationEvents;
