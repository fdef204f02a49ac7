/**
 * Every endpoint's handler, by the endpoint table's names: one area module each. A name of the
 * table without a handler here does not compile.
 */
import { accountsHandlers } from "./accounts/handlers";
import { awardsHandlers } from "./awards/handlers";
import { CATALOGUE_EACH_SOURCE, catalogueHandlers } from "./catalogue/handlers";
import { WEBSITE_EACH_SOURCES, websiteHandlers } from "./collections/handlers";
import { contentHandlers } from "./content/handlers";
import { digestsHandlers } from "./digests/handlers";
import type { Endpoint } from "./contract/endpoint";
import { ENDPOINTS, type Endpoints } from "./contract/endpoints/index";
import { LOOKUP_COLLECTIONS } from "./contract/masterdata";
import type { ApiContext } from "./deps";
import { filesHandlers } from "./files/handlers";
import { helpHandlers } from "./help/handlers";
import type { EachSource, Handlers } from "./http/mount";
import { masterdataHandlers } from "./masterdata/handlers";
import { memberCompanyHandlers } from "./member-companies/handlers";
import { newsHandlers } from "./news/handlers";
import { specsHandlers } from "./openapi/handlers";
import { privacyHandlers } from "./privacy/handlers";
import { reviewHandlers } from "./review/handlers";
import { staffHandlers } from "./staff/handlers";
import { associationDocumentsHandlers } from "./association-documents/handlers";
import { supplierHandlers } from "./supplier/handlers";
import { supportHandlers } from "./support/handlers";
import { eventHandlers } from "./events/handlers";
import { zrHandlers } from "./zr/handlers";

export function allHandlers(ctx: ApiContext): Handlers<Endpoints> {
  return {
    ...accountsHandlers(ctx),
    ...masterdataHandlers(ctx),
    ...filesHandlers(ctx),
    ...contentHandlers(ctx),
    ...digestsHandlers(ctx),
    ...supplierHandlers(ctx),
    ...reviewHandlers(ctx),
    ...zrHandlers(ctx),
    ...helpHandlers(ctx),
    ...websiteHandlers(ctx),
    ...awardsHandlers(ctx),
    ...staffHandlers(ctx),
    ...supportHandlers(ctx),
    ...eventHandlers(ctx),
    ...memberCompanyHandlers(ctx),
    ...catalogueHandlers(ctx),
    ...associationDocumentsHandlers(ctx),
    ...newsHandlers(ctx),
    ...privacyHandlers(ctx),
    // The description of this whole table and of the names EACH_SOURCES mounts.
    ...specsHandlers(ENDPOINTS, EACH_SOURCES),
  };
}

/** The names `each` entries are mounted for (described collections, their galleries and opt-out records). */
export const EACH_SOURCES: Partial<Record<NonNullable<Endpoint["each"]>, EachSource>> = {
  ...WEBSITE_EACH_SOURCES,
  lookup: { names: LOOKUP_COLLECTIONS },
  catalogue: CATALOGUE_EACH_SOURCE,
};
