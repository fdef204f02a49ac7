/** The work of the accounts endpoints (contract/endpoints/accounts.ts); the mount has checked access, query and body. */
import type { ApiContext } from "../deps";
import type { ACCOUNTS_ENDPOINTS } from "../contract/endpoints/accounts";
import type { Handlers } from "../http/mount";

export function accountsHandlers(_ctx: ApiContext): Handlers<typeof ACCOUNTS_ENDPOINTS> {
  return {};
}
