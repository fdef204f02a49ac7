/** The work of the zr endpoints (contract/endpoints/zr.ts); the mount has checked access, query and body. */
import type { ApiContext } from "../deps";
import type { ZR_ENDPOINTS } from "../contract/endpoints/zr";
import type { Handlers } from "../http/mount";

export function zrHandlers(_ctx: ApiContext): Handlers<typeof ZR_ENDPOINTS> {
  return {};
}
