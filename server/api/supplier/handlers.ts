/** The work of the supplier endpoints (contract/endpoints/supplier.ts); the mount has checked access, query and body. */
import type { ApiContext } from "../deps";
import type { SUPPLIER_ENDPOINTS } from "../contract/endpoints/supplier";
import type { Handlers } from "../http/mount";

export function supplierHandlers(_ctx: ApiContext): Handlers<typeof SUPPLIER_ENDPOINTS> {
  return {};
}
