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
  /** the association's catalogues: the API's checks beyond the description (api/catalogue/service.ts) */
  catalogue: {
    brands: {
      companyInvalid: "Bitte einen Lieferanten aus der Liste wählen.",
      logoAltRequired: "Bitte einen Alternativtext für das Logo angeben.",
    },
    parentSelf: "Ein Eintrag kann nicht unter sich selbst stehen.",
    sortSiblings: "Einträge werden nur unter Geschwistern sortiert.",
  },
};
export type MessageDescriptionTexts = typeof messageDescriptions;
