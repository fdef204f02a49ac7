/**
 * The words of the contract's descriptions (issue 42, decision 0967): the rules' messages the
 * contract names by key (server/api/contract/text-key.ts). The portal words them on the server
 * (form replies, API refusals, import reports), so only the server registers them (all-areas.ts).
 */
import { addResources } from "~/locales/registry";
import { entityDescriptions, type EntityDescriptionTexts } from "./descriptions-entities";
import { messageDescriptions, type MessageDescriptionTexts } from "./descriptions-messages";
import { websiteDescriptions, type WebsiteDescriptionTexts } from "./descriptions-website";

const descriptions = {
  validation: {
    required: "Bitte ausfüllen.",
    tooLong: "Höchstens {{max}} Zeichen.",
    url: "Bitte eine vollständige Adresse mit https:// angeben.",
    textTooLong: "Dieser Text ist zu lang.",
    emailInvalid: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
    email: "Bitte eine gültige E-Mail-Adresse angeben.",
    hostNotAllowed: "Diese Adresse ist nicht erlaubt.",
    integer: "Bitte eine ganze Zahl eingeben.",
    min: "Mindestens {{min}}.",
    tooLarge: "Der Wert ist zu groß.",
    date: "Bitte ein Datum angeben.",
    dateValid: "Bitte ein gültiges Datum angeben.",
    datetime: "Bitte Datum und Uhrzeit angeben.",
    datetimeValid: "Bitte ein gültiges Datum mit Uhrzeit angeben.",
    choose: "Bitte einen Eintrag wählen.",
    maxEntries: "Höchstens {{max}} Einträge.",
    maxProductGroups: "Höchstens {{max}} Warengruppen.",
    image: "Bitte ein Bild hochladen.",
    links: "Bitte vollständige Adressen mit https:// angeben.",
    icon: "Bitte ein Symbol wählen.",
  },
  /** the content statuses of the described collections (spec §4) */
  statuses: {
    draft: "Entwurf",
    published: "Veröffentlicht",
    archived: "Archiviert",
  },
  /** the association's events (contract/event-management.ts) */
  events: {
    audience: {
      HP: "Händler",
      LF: "Lieferanten",
    },
    one: "Termin",
    many: "Termine",
    place: "Ort",
    registration: "Anmeldung",
    title: "Titel",
    titleRequired: "Bitte einen Titel angeben.",
    abstract: "Kurzbeschreibung",
    text: "Beschreibung",
    dateFrom: "Beginn",
    dateFromRequired: "Bitte Beginn mit Datum und Uhrzeit angeben.",
    dateTo: "Ende",
    dateToRequired: "Bitte Ende mit Datum und Uhrzeit angeben.",
    showOnHomepage: "Auf der Startseite zeigen",
    locationHint: "Adresse oder Raum; leer bei einer reinen Online-Veranstaltung.",
    onlineUrl: "Online-Link",
    onlineUrlHint: "Link zur Online-Teilnahme (https://…).",
    registrationEnabled: "Anmeldung anbieten",
    registrationEnd: "Anmeldeschluss",
    registrationEndHint: "Leer: bis zum Beginn.",
    maxParticipants: "Plätze",
    maxParticipantsHint: "Teilnehmende über alle Anmeldungen; leer: unbegrenzt.",
    waitingList: "Warteliste",
    waitingListHint: "Volle Anmeldungen warten und rücken nach, wenn Plätze frei werden.",
    responsibleEmail: "Verantwortlich (E-Mail)",
    audienceUserTypes: "Wer darf sich anmelden (Nutzertypen)",
    audienceUserTypesHint: "Keine Auswahl: alle Partner mit Zugang zum Kalender.",
    audienceUserTypesInvalid: "Bitte einen gültigen Nutzertyp wählen.",
    audiencePermissions: "Wer darf sich anmelden (Berechtigungen)",
    audiencePermissionsHint: "Keine Auswahl: keine weitere Berechtigung nötig; sonst mindestens eine davon.",
    audiencePermissionsInvalid: "Bitte eine gültige Berechtigung wählen.",
    status: "Status",
    cancelMessage: "Nachricht zur Absage",
    sequence: "Änderungsstand",
    registeredParticipants: "Angemeldete Teilnehmende",
    waitingParticipants: "Teilnehmende auf der Warteliste",
  },
  /** the association's documents (contract/association-documents.ts) */
  documents: {
    one: "Dokument des Verbands",
    many: "Dokumente des Verbands",
    document: "Dokument",
    audience: "Wer darf es lesen?",
    validity: "Gültigkeit",
    name: "Titel",
    nameRequired: "Bitte geben Sie einen Titel ein.",
    documentType: "Kategorie",
    class: "Art",
    classes: {
      EKA: "Allgemeines Dokument",
      EVA: "EVA-Dokument (nur mit EVA-Berechtigung)",
    },
    description: "Beschreibung",
    audienceUserTypes: "Benutzertypen",
    audienceUserTypesHint: "Keine Auswahl: alle Benutzertypen.",
    audiencePermissions: "Berechtigungen",
    audiencePermissionsHint: "Lesen darf, wer eine der gewählten Berechtigungen hat. Keine Auswahl: keine nötig.",
    validFrom: "Gültig ab",
    validTo: "Gültig bis",
    validToHint: "Ab dem Tag danach verschwindet es aus den Listen der Partner.",
    file: "Datei",
    fileRequired: "Bitte eine Datei hochladen.",
    uploadedOn: "Veröffentlicht",
    archivedOn: "Archiviert",
    validityOrder: "„Gültig bis“ darf nicht vor „Gültig ab“ liegen.",
  },
  /** the association's catalogues (contract/catalogue.ts) */
  catalogue: {
    brands: {
      one: "Marke",
      many: "Marken",
      company: "Lieferant",
      companyRequired: "Bitte einen Lieferanten wählen.",
      link: "Website",
      logo: "Logo",
      logoAlt: "Alternativtext des Logos",
      logoAltHint: "Beschreibt das Logo für Screenreader; nötig, sobald ein Logo gesetzt ist.",
      categories: "Warengruppen",
      categoriesInvalid: "Bitte Warengruppen aus der Liste wählen.",
    },
    nameRequired: "Bitte einen Namen angeben.",
    description: "Beschreibung",
    instructions: {
      one: "Anleitung",
      many: "Anleitungen",
      summary: "Zusammenfassung",
      screens: "Seiten",
      screensHint: "Portal-Pfade, an denen die Hilfe die Anleitung anbietet, durch Komma getrennt (z. B. /documents).",
      steps: "Schritte",
    },
    instructionSteps: {
      one: "Schritt",
      many: "Schritte",
      text: "Text",
      parent: "Unterschritt von",
      parentInvalid: "Bitte einen Schritt dieser Anleitung wählen.",
      image: "Bild",
      imageAlt: "Alternativtext des Bildes",
      imageAltHint: "Beschreibt das Bild für Screenreader; nötig, sobald ein Bild gesetzt ist.",
      imageAltRequired: "Bitte einen Alternativtext für das Bild angeben.",
      imageInvalid: "Bitte ein Bild hochladen.",
      parentSelf: "Ein Schritt kann nicht unter sich selbst stehen.",
      sortSiblings: "Schritte werden nur unter Geschwistern sortiert.",
    },
    title: "Titel",
    titleRequired: "Bitte einen Titel angeben.",
    status: "Status",
    partnerServices: {
      one: "Eintrag des Servicepools",
      many: "Servicepool",
      parent: "Übergeordneter Eintrag",
      parentInvalid: "Bitte einen Eintrag aus der Liste wählen.",
      serviceId: "Service-Kennung",
      serviceIdHint: "Nur Einträge mit Kennung haben eine eigene Seite.",
      teaser: "Anreißer",
      text: "Text",
      link: "Link",
      brands: "Marken",
      brandsInvalid: "Bitte Marken aus der Liste wählen.",
    },
    name: "Name",
    samTags: {
      one: "SAM-Tag",
      many: "SAM-Tags",
    },
  },
};
export default descriptions;

export type DescriptionTexts = typeof descriptions & WebsiteDescriptionTexts & EntityDescriptionTexts & MessageDescriptionTexts;

export function registerDescriptions(): void {
  addResources("de", { descriptions });
  // the website collections', the entities' and the API messages' words, in modules of their own (issue 42)
  addResources("de", { descriptions: websiteDescriptions });
  addResources("de", { descriptions: entityDescriptions });
  addResources("de", { descriptions: messageDescriptions });
}
