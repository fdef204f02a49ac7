/** Master data screens (issue 5): contacts, properties, company, addresses, satisfaction, shared editing texts. */
import { addResources } from "~/locales/registry";
import type satisfaction from "./satisfaction";
import shell, { registerShell } from "./shell";

const masterdata = {
  contactSaveFailed: "Beim Speichern des Ansprechpartners ist ein Fehler aufgetreten",
  addressSaveFailed: "Beim Speichern der Adresse ist ein Fehler aufgetreten",
  companySaveFailed: "Beim Speichern der Firmenstammdaten ist ein Fehler aufgetreten",
  clusterSaveFailed: "Beim Speichern des Berechtigungsclusters ist ein Fehler aufgetreten",
  overview: {
    pageTitle: "Stammdaten",
    intro: "Die Stammdaten Ihres Unternehmens im Überblick.",
    company: "Unternehmen",
    relation: { HP: "Handelspartner", LF: "Lieferant", RP: "Lieferant (RP)", VB: "Verband" },
    address: "Anschrift",
    phone: "Telefon",
    email: "E-Mail",
    website: "Website",
    contacts: "Ansprechpartner",
    contactsCount_one: "{{count}} Ansprechpartner",
    contactsCount_other: "{{count}} Ansprechpartner",
    addresses: "Adressen",
    addressesCount_one: "{{count}} Adresse",
    addressesCount_other: "{{count}} Adressen",
    manage: "Verwalten",
  },
  contacts: {
    pageTitle: "Ansprechpartner",
    intro: "Ansprechpartner Ihres Unternehmens, gruppiert nach Abteilung (Website).",
    add: "Ansprechpartner anlegen",
    empty: "Noch keine Ansprechpartner angelegt.",
    noDepartment: "Ohne Abteilung",
    name: "Name",
    jobtitle: "Position",
    actions: "Aktionen",
    archive: "Archivieren",
    archiveLabel: "{{name}} archivieren",
    archiveTitle: "Ansprechpartner archivieren?",
    archiveText: "{{name}} wird archiviert und erscheint nicht mehr in der Liste und auf Ihrer Website.",
    archiveConfirm: "Ja, archivieren",
    archived: "{{name}} wurde archiviert.",
    archiveBlocked: "{{name}} kann nicht gelöscht werden, weil er/sie Ansprechpartner für folgenden Bereich ist: {{areas}}. Bitte hinterlegen Sie dort zuerst einen anderen Ansprechpartner.",
    areas: { website: "Website", career: "Karriere", service: "Service", showroom: "Ausstellung" },
    createTitle: "Ansprechpartner anlegen",
    editTitle: "Ansprechpartner bearbeiten",
    sections: { image: "Bild" },
    choose: "Bitte wählen",
    quoteHint: "Empfohlen sind 20 bis 40 Wörter (aktuell {{count}}).",
    created: "Erfolgreich gespeichert",
    noImage: "Kein Bild hinterlegt.",
    removeImage: "Bild entfernen",
    imageSaveFirst: "Bilder können Sie hochladen, sobald der Ansprechpartner gespeichert ist.",
  },
  properties: {
    pageTitle: "Ansprechpartner-Eigenschaften",
    intro: "Ordnen Sie Ihren Ansprechpartnern Eigenschaften zu, z. B. wer Preislisten oder Reklamationen erhält.",
    lf: "Lieferanten-Eigenschaften",
    hp: "Handelspartner-Eigenschaften",
    none: "Keine Eigenschaften verfügbar.",
    contact: "Ansprechpartner",
    property: "Eigenschaft",
    assign: "Zuordnen",
    remove: "Entfernen",
    removeLabel: "{{property}} von {{name}} entfernen",
    assigned: "Keine Zuordnung",
    assignTitle: "Eigenschaft zuordnen",
    chooseContact: "Ansprechpartner wählen",
    chooseProperty: "Eigenschaft wählen",
    alreadyAssigned: "Diese Eigenschaft ist dem Ansprechpartner bereits zugeordnet.",
    errors: {
      fetchContactProperties: "Die Ansprechpartner-Eigenschaften konnten nicht geladen werden.",
      upsertContactProperties: "Die Ansprechpartner-Eigenschaften konnten nicht gespeichert werden.",
    },
  },
  addresses: {
    pageTitle: "Adressen",
    intro: "Die Adressen Ihres Unternehmens mit Öffnungszeiten.",
    types: { PA: "Hauptadresse", RA: "Rechnungsadresse", PO: "Postanschrift", FI: "Filiale", CA: "Kontaktadresse", LA: "Lieferadresse", SO: "Sonstige Adresse" },
    openingHours: "Öffnungszeiten",
    closed: "geschlossen",
    editTitle: "Adresse bearbeiten",
    add: "Neue Adresse",
    createTitle: "Neue Adresse",
    delete: "Löschen",
    deleteLabel: "{{name}} löschen",
    deleteTitle: "Adresse löschen?",
    deleteText: "{{name}} wird mit ihren Öffnungszeiten gelöscht.",
    deleteConfirm: "Ja, löschen",
    deleted: "{{name}} wurde gelöscht.",
    deleteBlocked:
      "{{name}} kann nicht gelöscht werden, weil sie noch verwendet wird – für die Öffnungszeiten Ihrer Website oder als Arbeitsort einer Stellenanzeige. Bitte wählen Sie dort zuerst eine andere Adresse.",
    weekdays: { d1: "Montag", d2: "Dienstag", d3: "Mittwoch", d4: "Donnerstag", d5: "Freitag", d6: "Samstag", d7: "Sonntag" },
    from: "von",
    to: "bis",
    rangeLabel: "{{day}}, Zeitraum {{n}}: {{which}}",
    addRange: "Zeitraum hinzufügen",
    hoursHint: "Pro Tag bis zu drei Zeiträume (z. B. 09:00 bis 12:30 und 14:00 bis 18:00). Leere Tage gelten als geschlossen.",
    timeInvalid: "Bitte geben Sie eine Uhrzeit im Format HH:MM an.",
    rangeOrder: "Die Anfangszeit muss vor der Endzeit liegen.",
    rangeOverlap: "Die Zeiträume dieses Tages überschneiden sich.",
    rangeIncomplete: "Bitte geben Sie Anfang und Ende an.",
  },
  company: {
    intro: "Name und Art der Geschäftsbeziehung pflegt der Verband; Anschrift und Kontaktdaten pflegen Sie hier selbst.",
    readOnly: "Vom Verband gepflegt",
    name: "Firmenname",
    relation: "Geschäftsbeziehung",
  },
  clusters: {
    pageTitle: "Berechtigungscluster",
    intro: "Bündeln Sie Seitenberechtigungen und ordnen Sie ihnen Accounts Ihres Unternehmens zu.",
    add: "Berechtigungscluster anlegen",
    createTitle: "Berechtigungscluster anlegen",
    editTitle: "Berechtigungscluster bearbeiten",
    membersCount_one: "{{count}} Mitglied",
    membersCount_other: "{{count}} Mitglieder",
    none: "keine",
    empty: "Es gibt noch keine Berechtigungscluster, die Sie bearbeiten dürfen.",
    nameTaken: "Ein Berechtigungscluster mit diesem Namen existiert bereits.",
    editLabel: "{{name}} bearbeiten",
  },
} as const;

export default masterdata;

/** The area (its shell texts included, the satisfaction survey's block apart: ./satisfaction.ts) for the screens and components that show it; a call, as the package is free of side effects. */
export function registerMasterdata(): void {
  registerShell();
  addResources("de", { masterdata });
}

/** The type of the whole area: the shell's part and the rest under the same keys. */
export type MasterdataTexts = typeof shell.masterdata & typeof masterdata & { satisfaction: typeof satisfaction };
