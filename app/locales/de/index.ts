/**
 * The German resources: the shell's strings plus one module per area (account, content,
 * master data …), each under its own top-level key. Register a new area module here and in
 * ./portal-areas.ts.
 *
 * The browser starts with `initialResources` only (what the sign-in screens and the error pages
 * need); the signed-in layout adds the portal areas (./portal-areas.ts), so the first visit does
 * not download every screen's texts. The type covers everything, so keys stay checked.
 */
import account from "./account";
import common from "./common";
import type content from "./content";
import type masterdata from "./masterdata";
import type supplier from "./supplier";

export const initialResources = { ...common, account } as const;

export type GermanResources = typeof initialResources & { content: typeof content; masterdata: typeof masterdata; supplier: typeof supplier };
