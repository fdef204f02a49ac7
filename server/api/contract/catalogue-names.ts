/**
 * The association's catalogues (issue 39, decision 0957) by name, zod-free: the API collection
 * names (items/{catalogue}) and the portal screens' paths. The browser imports these; the
 * descriptions with their rules live in ./catalogue.ts.
 */
export const CATALOGUE_NAMES = ["brands", "instructions", "partner_services", "sam_tags"] as const;
export type CatalogueName = (typeof CATALOGUE_NAMES)[number];

/** Where each catalogue is maintained in the portal (the staff area's German paths, like /verband/mitarbeitende). */
export const CATALOGUE_PATHS: Record<CatalogueName, string> = {
  brands: "/verband/marken",
  instructions: "/verband/anleitungen",
  partner_services: "/verband/servicepool",
  sam_tags: "/verband/sam-tags",
};

/** The list's filter of archived records: the current ones (default) or the archived ones. */
export const CATALOGUE_SHOWN = ["current", "archived"] as const;
export type CatalogueShown = (typeof CATALOGUE_SHOWN)[number];

/** Rows per page of a catalogue list. */
export const CATALOGUE_PAGE_SIZE = 25;

/**
 * Where an instruction's step forms post (decision 0965): the edit page with this query, the
 * instruction's own form to the page itself, so the action knows a step's multipart form (with its
 * image) before it reads the body.
 */
export const STEP_FORM_ACTION = "?schritt";
