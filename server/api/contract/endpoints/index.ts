/**
 * The endpoint table of the whole API (issue 26): every route the API serves, as data. The API
 * mounts it (server/api/http/mount.ts), the portal's client calls by its names, the OpenAPI
 * description and the access matrix are read from it. The areas' paths do not overlap; within an
 * area, where two paths could match one URL, the earlier entry answers.
 */
import { ACCOUNTS_ENDPOINTS } from "./accounts";
import { ASSOCIATION_DOCUMENTS_ENDPOINTS } from "./association-documents";
import { AWARDS_ENDPOINTS } from "./awards";
import { CATALOGUE_ENDPOINTS } from "./catalogue";
import { CONTENT_ENDPOINTS } from "./content";
import { DIGESTS_ENDPOINTS } from "./digests";
import { EVENTS_ENDPOINTS } from "./events";
import { FILES_ENDPOINTS } from "./files";
import { HELP_ENDPOINTS } from "./help";
import { MASTERDATA_ENDPOINTS } from "./masterdata";
import { MEMBER_COMPANY_ENDPOINTS } from "./member-companies";
import { NEWS_ENDPOINTS } from "./news";
import { PRIVACY_ENDPOINTS } from "./privacy";
import { REVIEW_ENDPOINTS } from "./review";
import { SPECS_ENDPOINTS } from "./specs";
import { STAFF_ENDPOINTS } from "./staff";
import { SUPPLIER_ENDPOINTS } from "./supplier";
import { SUPPORT_ENDPOINTS } from "./support";
import { WEBSITE_ENDPOINTS } from "./website";
import { ZR_ENDPOINTS } from "./zr";

export const ENDPOINTS = {
  ...ACCOUNTS_ENDPOINTS,
  ...MASTERDATA_ENDPOINTS,
  ...FILES_ENDPOINTS,
  ...CONTENT_ENDPOINTS,
  ...EVENTS_ENDPOINTS,
  ...DIGESTS_ENDPOINTS,
  ...SUPPLIER_ENDPOINTS,
  ...REVIEW_ENDPOINTS,
  ...ZR_ENDPOINTS,
  ...HELP_ENDPOINTS,
  ...WEBSITE_ENDPOINTS,
  ...AWARDS_ENDPOINTS,
  ...STAFF_ENDPOINTS,
  ...SUPPORT_ENDPOINTS,
  ...MEMBER_COMPANY_ENDPOINTS,
  ...CATALOGUE_ENDPOINTS,
  ...ASSOCIATION_DOCUMENTS_ENDPOINTS,
  ...NEWS_ENDPOINTS,
  ...PRIVACY_ENDPOINTS,
  ...SPECS_ENDPOINTS,
};

export type Endpoints = typeof ENDPOINTS;
export type EndpointName = keyof Endpoints;
