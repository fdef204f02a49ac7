/**
 * Who of the partners may read one of the association's documents (decision 0958), zod-free so that
 * the portal's forms can list the choices: the partner user types (HP trading partners, LF suppliers
 * including RP), and the page permissions of which the reader must hold one. Empty lists: everyone.
 */
import { AUDIENCE_USER_TYPES, type AudienceUserType } from "../values/documents";
import { PAGE_PERMISSIONS, type PagePermission } from "./permissions";

export { AUDIENCE_USER_TYPES, type AudienceUserType };

/** every page permission can narrow the audience; EVA documents need EVA on top (class EVA) */
export const AUDIENCE_PERMISSIONS: readonly PagePermission[] = PAGE_PERMISSIONS;

/** The list filter of the Redaktion's screen: current, upcoming, expired (validity) or archived. */
export const ASSOCIATION_DOCUMENT_STATES = ["current", "upcoming", "expired", "archived"] as const;
export type AssociationDocumentState = (typeof ASSOCIATION_DOCUMENT_STATES)[number];

/** The folder of the association's document files (POST /files, rule `editorial`). */
export const ASSOCIATION_DOCUMENT_FOLDER = "association-documents";
