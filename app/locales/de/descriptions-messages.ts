/**
 * The words of the API's messages that reach a user (issue 42, decision 0967): refusals the API
 * names by key (`key?name=value`) and the portal words — the digest links, the association's
 * documents and catalogues. Keys under `descriptions`; ./descriptions.ts registers them, on the
 * server only.
 */
export const messageDescriptions = {
  /** the digest settings and the unsubscribe link (contract/digests.ts, api/digests/settings.ts) */
  digests: {
    unsubscribeInvalid: "Dieser Abmeldelink ist ungültig oder wurde bereits verwendet. Ihre Einstellungen wurden nicht geändert.",
    brandsUnknown: "Mindestens eine der gewählten Marken gibt es nicht.",
    samTagsUnknown: "Mindestens einer der gewählten SAM-Tags existiert nicht.",
  },
  /** the association's documents: the portal's forms (app/lib/schemas/association-documents.ts) and the API's checks */
  documents: {
    fileFirst: "Bitte laden Sie zuerst eine Datei hoch.",
    documentTypeInvalid: "Bitte eine Kategorie wählen.",
  },
  /** the association's events: the API's checks across fields and against registrations (api/events/service.ts) */
  events: {
    dateToOrder: "Das Ende darf nicht vor dem Beginn liegen.",
    registrationEndOrder: "Der Anmeldeschluss darf nicht nach dem Beginn liegen.",
    locationRequired: "Bitte einen Ort oder einen Online-Link angeben.",
    cancelledLocked: "Ein abgesagter Termin kann nicht mehr geändert werden.",
    maxParticipantsTaken: "Es sind bereits {{taken}} Teilnehmende angemeldet; weniger Plätze sind nicht möglich.",
    deleteRegistered: "Ein Termin mit Anmeldungen kann nicht gelöscht werden; bitte sagen Sie ihn ab.",
  },
  /** the association's news: the API's checks beyond the description (api/news/service.ts) */
  news: {
    newsGroupInvalid: "Bitte eine Kategorie wählen.",
    brandsUnknown: "Bitte nur vorhandene Marken wählen.",
    imageAltRequired: "Bitte einen Alternativtext für das Bild angeben.",
    future: "Bitte einen Zeitpunkt in der Zukunft angeben.",
    audienceRequired: "Bitte mindestens einen Leserkreis wählen (Händler oder Lieferanten).",
    unpublishOrder: "Das Zurückziehen muss nach dem Veröffentlichen liegen.",
  },
  /** the page builder's pages: the API's checks on the site's tree (api/page-builder/rules.ts) */
  pages: {
    slugTaken: "Diese Adresse wird auf Ihrer Website schon von einer anderen Seite verwendet.",
    parentLoop: "Eine Seite kann nicht unter sich selbst oder eine ihrer Unterseiten verschoben werden.",
  },
  /** any text the API cannot store (api/http/text-input.ts) */
  input: {
    unstorable: "Ungültige Eingabe: Der Text enthält ein Nullzeichen oder ein ungültiges Unicode-Zeichen.",
  },
  /** the association's catalogues: the API's checks beyond the description (api/catalogue/service.ts) */
  catalogue: {
    brands: {
      companyInvalid: "Bitte einen Lieferanten aus der Liste wählen.",
      logoAltRequired: "Bitte einen Alternativtext für das Logo angeben.",
    },
    parentSelf: "Ein Eintrag kann nicht unter sich selbst stehen.",
    sortSiblings: "Einträge werden nur unter Geschwistern sortiert.",
  },
  /** the company import's file and row errors and its audit entry (api/member-companies/import.ts) */
  import: {
    fileTooLarge: "Die Datei ist größer als {{mb}} MB.",
    fileEmpty: "Die Datei ist leer.",
    unterminatedQuote: "Ein Anführungszeichen wird bis zum Ende der Datei nicht geschlossen.",
    unknownColumn: "Unbekannte Spalte.",
    duplicateColumn: "Die Spalte kommt mehrfach vor.",
    missingColumn: "Die Pflichtspalte fehlt.",
    noRows: "Die Datei enthält keine Zeilen unter der Kopfzeile.",
    tooManyRows: "Die Datei enthält mehr als {{max}} Zeilen.",
    invalidValue: "Ungültiger Wert.",
    extraValues: "Die Zeile hat mehr Werte als die Kopfzeile Spalten.",
    customerNumberTwice: "Diese Kundennummer steht schon in Zeile {{line}}.",
    unknownPermission: "Unbekannte Berechtigung „{{permission}}“.",
    permissionNotAllowed: "„{{permission}}“ kann für die Beziehung {{relation}} nicht erlaubt werden.",
    accountEmailRequired: "Bitte geben Sie die E-Mail-Adresse der Account-Verwaltung an.",
    accountEmailInvalid: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
    accountEmailTwice: "Diese E-Mail-Adresse steht schon in Zeile {{line}}.",
    accountFirstNameRequired: "Bitte geben Sie den Vornamen der Account-Verwaltung an.",
    accountLastNameRequired: "Bitte geben Sie den Nachnamen der Account-Verwaltung an.",
    associationNumber: "Diese Kundennummer gehört dem Verband.",
    relationFixed: "Die Firma ist als {{relation}} angelegt; die Beziehung ändert sich nicht.",
    emailElsewhere: "Diese E-Mail-Adresse hat bereits ein Konto bei einer anderen Firma.",
    hasAccounts: "Die Firma hat bereits Accounts; weitere legt ihre Account-Verwaltung an.",
    audit: "{{file}}: {{new}} neu, {{changed}} geändert, {{unchanged}} unverändert, {{invites}} Einladungen",
  },
};
export type MessageDescriptionTexts = typeof messageDescriptions;
