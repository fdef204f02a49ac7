/** The work of the review endpoints (contract/endpoints/review.ts); the mount has checked access, query and body. */
import type { ApiContext } from "../deps";
import type { REVIEW_ENDPOINTS } from "../contract/endpoints/review";
import type { Handlers } from "../http/mount";

export function reviewHandlers(_ctx: ApiContext): Handlers<typeof REVIEW_ENDPOINTS> {
  return {};
}
