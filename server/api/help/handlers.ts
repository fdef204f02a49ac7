/** The work of the help endpoints (contract/endpoints/help.ts); the mount has checked access, query and body. */
import type { ApiContext } from "../deps";
import type { HELP_ENDPOINTS } from "../contract/endpoints/help";
import type { Handlers } from "../http/mount";

export function helpHandlers(_ctx: ApiContext): Handlers<typeof HELP_ENDPOINTS> {
  return {};
}
