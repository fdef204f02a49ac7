/**
 * The master-data endpoints' work (contract/endpoints/masterdata.ts): each service limits every
 * query to the entity's scope (its description's, through binding.ts: the caller's company, or
 * its own company record); anything else, a malformed id included, is FORBIDDEN.
 */
import type { AuthContext } from "../auth/sessions";
import { access, type AccessRuleName } from "../contract/access";
import type { MASTERDATA_ENDPOINTS } from "../contract/endpoints/masterdata";
import type { LookupCollection } from "../contract/masterdata";
import { COLLECTIONS } from "../collections/registry";
import { findItem } from "../collections/service";
import { findCompany, findOwnCompany, updateCompany } from "../company/service";
import { CATALOGUE_NAMES } from "../contract/catalogue-names";
import { findCatalogueItem } from "../catalogue/service";
import type { ApiContext } from "../deps";
import { listActivity } from "../editing/audit";
import { ApiError, forbidden } from "../http/errors";
import { subjectOf } from "../auth/subject";
import type { Handlers } from "../http/mount";
import { accessScope, loadScopedOrForbidden, parseId } from "../http/scope";
import { queryOf } from "../items/compile";
import { findSupplierBrand } from "../supplier/products";
import { ownsWebsiteSettings } from "../website-settings/service";
import { createAddress, deleteAddress, findAddress, listAddresses, updateAddress } from "./addresses";
import { contactBrandChoices, createContact, findContact, listContacts, sortContacts, updateContact } from "./contacts";
import { listDefinitionValues, listLookups } from "./lookups";
import { eraseOwnContact } from "../privacy/erasure";
import { createCluster, findCluster, listClusters, listEditableClusters, updateCluster } from "./permission-clusters";
import { allFeedback, listFeedback, satisfactionOf, setFeedbackStatus } from "./satisfaction";

/** A path or body id, or FORBIDDEN: a malformed id is refused like a foreign one. */
const idOf = (raw: string | number | undefined): number => {
  const id = parseId.integer(String(raw ?? ""));
  if (!id) throw forbidden();
  return id;
};

/** Per audited collection: its rule and "is this record the caller's company's?". */
interface Audited {
  rule: AccessRuleName;
  owned: (auth: AuthContext, id: number) => Promise<unknown>;
}

export function masterdataHandlers(ctx: ApiContext): Handlers<typeof MASTERDATA_ENDPOINTS> {
  const db = ctx.db.db;
  const audited: Record<string, Audited> = {
    contact: { rule: "contactManagement", owned: (a, id) => findContact(db, a, id) },
    address: { rule: "addressManagement", owned: (a, id) => findAddress(db, a, id) },
    permission_cluster: { rule: "permissionClusters", owned: (a, id) => findCluster(db, a, id) },
    company: { rule: "masterData", owned: (a, id) => findOwnCompany(db, a, id) },
    brand: { rule: "products", owned: (a, id) => findSupplierBrand(db, a.company.id, id) },
    trading_partner_website_settings: { rule: "website", owned: (a, id) => ownsWebsiteSettings(db, a.company.id, id) },
    // The association's catalogues (decision 0957): the Redaktion's changes.
    ...Object.fromEntries(CATALOGUE_NAMES.map((name): [string, Audited] => [name, { rule: "editorial", owned: (_a, id) => findCatalogueItem(ctx, name, id) }])),
    // Described collections: the history of an entry the company may see (its own changes only, see listActivity).
    ...Object.fromEntries(
      COLLECTIONS.map((d): [string, Audited] => [d.name, { rule: d.rule ?? "website", owned: (a, id) => findItem(db, d, a.company.id, id) }]),
    ),
  };
  // Contact properties in a contact's payload need their own rule as well.
  const checkProperties = (auth: AuthContext, payload: { property?: unknown }) => {
    if (payload.property && !access.contactProperties(subjectOf(auth))) throw forbidden();
  };

  return {
    lookups: ({ c, each }) => listLookups(db, each as LookupCollection, queryOf(c)),
    definitionValues: ({ c }) => listDefinitionValues(db, queryOf(c)),
    contactBrands: ({ auth }) => contactBrandChoices(db, auth.company),
    contacts: ({ c, auth }) => listContacts(db, auth, queryOf(c)),
    contact: async ({ auth, params }) => (await findContact(db, auth, idOf(params.id))) ?? Promise.reject(forbidden()),
    contactCreate: ({ auth, body }) => {
      checkProperties(auth, body);
      return createContact(ctx, auth, body);
    },
    contactUpdate: ({ auth, params, body }) => {
      const id = idOf(params.id);
      checkProperties(auth, body);
      return updateContact(ctx, auth, id, body);
    },
    contactErase: ({ c, auth, params }) => eraseOwnContact(ctx, auth, String(params.id ?? ""), ctx.requestMeta(c)),
    contactSort: async ({ auth, body }) => {
      await sortContacts(ctx, auth, idOf(body.item), idOf(body.to));
    },
    addresses: ({ auth }) => listAddresses(db, auth),
    address: async ({ auth, params }) => (await findAddress(db, auth, idOf(params.id))) ?? Promise.reject(forbidden()),
    addressCreate: ({ auth, body }) => createAddress(ctx, auth, body),
    addressDelete: ({ auth, params }) => deleteAddress(ctx, auth, idOf(params.id)),
    addressUpdate: ({ auth, params, body }) => updateAddress(ctx, auth, idOf(params.id), body),
    editablePermissionClusters: ({ auth }) => listEditableClusters(db, auth),
    permissionClusters: ({ auth }) => listClusters(db, auth),
    permissionCluster: async ({ auth, params }) => (await findCluster(db, auth, idOf(params.id))) ?? Promise.reject(forbidden()),
    permissionClusterCreate: ({ auth, body }) => createCluster(ctx, auth, body),
    permissionClusterUpdate: ({ auth, params, body }) => updateCluster(ctx, auth, idOf(params.id), body),
    companyItem: async ({ auth, params }) => (await findOwnCompany(db, auth, idOf(params.id))) ?? Promise.reject(forbidden()),
    companyUpdate: ({ auth, params, body }) => updateCompany(ctx, auth, idOf(params.id), body),
    company: async ({ auth, params }) => {
      const scope = await accessScope(db, auth);
      return loadScopedOrForbidden(params.id ?? "", parseId.integer, (id) => findCompany(db, id, scope.companyIds));
    },
    customerSatisfaction: async ({ auth }) => satisfactionOf(await allFeedback(db, auth.company.id)),
    customerFeedback: ({ c, auth }) => listFeedback(db, auth.company.id, queryOf(c)),
    customerFeedbackStatus: ({ auth, params, body }) => setFeedbackStatus(ctx, auth, idOf(params.id), body.status),
    activity: async ({ auth, query }) => {
      const entry = audited[query.collection];
      if (!entry) throw new ApiError("INVALID_QUERY", `Invalid query. collection: Invalid enum value. Expected one of ${Object.keys(audited).join(", ")}.`);
      if (!access[entry.rule](subjectOf(auth))) throw forbidden();
      // Only the history of a record of the caller's own company.
      const id = parseId.integer(query.item);
      if (!id || !(await entry.owned(auth, id))) throw forbidden();
      return listActivity(db, auth.company.id, query.collection as never, query.item);
    },
  };
}
