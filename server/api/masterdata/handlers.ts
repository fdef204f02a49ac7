/** The work of the masterdata endpoints (contract/endpoints/masterdata.ts); the mount has checked access, query and body. */
import type { ApiContext } from "../deps";
import type { MASTERDATA_ENDPOINTS } from "../contract/endpoints/masterdata";
import type { Handlers } from "../http/mount";

export function masterdataHandlers(_ctx: ApiContext): Handlers<typeof MASTERDATA_ENDPOINTS> {
  return {};
}
