/** The work of the website endpoints (contract/endpoints/website.ts); the mount has checked access, query and body. */
import type { ApiContext } from "../deps";
import type { WEBSITE_ENDPOINTS } from "../contract/endpoints/website";
import type { Handlers } from "../http/mount";

export function websiteHandlers(_ctx: ApiContext): Handlers<typeof WEBSITE_ENDPOINTS> {
  return {};
}
