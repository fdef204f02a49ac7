/**
 * The supplier endpoints' work (contract/endpoints/supplier.ts); the mount has checked sign-in,
 * the access rule (suppliers only, except product groups and the association's contacts), the
 * query and the body. Malformed, unknown and foreign ids answer FORBIDDEN.
 */
import type { ApiContext } from "../deps";
import type { SUPPLIER_ENDPOINTS } from "../contract/endpoints/supplier";
import { forbidden } from "../http/errors";
import type { Handlers } from "../http/mount";
import { loadScopedOrForbidden, parseId } from "../http/scope";
import { listProductGroups, updateBrandProductGroups } from "./products";
import { samContactsOf } from "./sam-contacts";
import { findTradingPartner, listTradingPartners, tradingPartnersByBrand } from "./trading-partners";

export function supplierHandlers(ctx: ApiContext): Handlers<typeof SUPPLIER_ENDPOINTS> {
  const db = ctx.db.db;
  const byId = <T>(raw: string | undefined, load: (id: number) => Promise<T | undefined>) => loadScopedOrForbidden(raw ?? "", parseId.integer, load);
  return {
    productGroups: () => listProductGroups(db),
    brandProductGroupsUpdate: ({ auth, params, body }) => {
      const id = parseId.integer(params.id ?? "");
      if (id === undefined) throw forbidden();
      return updateBrandProductGroups(ctx, auth, id, body);
    },
    tradingPartners: ({ auth }) => listTradingPartners(db, auth.company.id),
    tradingPartnersByBrand: ({ auth, params }) => byId(params.id, (id) => tradingPartnersByBrand(db, auth.company.id, id)),
    tradingPartner: ({ auth, params }) => byId(params.id, (id) => findTradingPartner(db, auth.company.id, id)),
    samContacts: ({ auth }) => samContactsOf(db, auth.company.id),
  };
}
