/** The work of the awards endpoints (contract/endpoints/awards.ts); the mount has checked access, query and body. */
import type { ApiContext } from "../deps";
import type { AWARDS_ENDPOINTS } from "../contract/endpoints/awards";
import type { Handlers } from "../http/mount";

export function awardsHandlers(_ctx: ApiContext): Handlers<typeof AWARDS_ENDPOINTS> {
  return {};
}
