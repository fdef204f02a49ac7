/** The work of the files endpoints (contract/endpoints/files.ts); the mount has checked access, query and body. */
import type { ApiContext } from "../deps";
import type { FILES_ENDPOINTS } from "../contract/endpoints/files";
import type { Handlers } from "../http/mount";

export function filesHandlers(_ctx: ApiContext): Handlers<typeof FILES_ENDPOINTS> {
  return {};
}
