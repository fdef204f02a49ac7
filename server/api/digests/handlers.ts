/**
 * The digest endpoints' work (contract/endpoints/digests.ts): the signed-in user's own setting, and
 * the unsubscribe whose token alone says whose setting and which (digests/token.ts).
 */
import type { DIGESTS_ENDPOINTS } from "../contract/endpoints/digests";
import type { ApiContext } from "../deps";
import type { Handlers } from "../http/mount";
import { digestSettings, saveDigestSettings, unsubscribe } from "./settings";

export function digestsHandlers(ctx: ApiContext): Handlers<typeof DIGESTS_ENDPOINTS> {
  const db = ctx.db.db;
  return {
    digestSettings: ({ auth }) => digestSettings(db, auth.user),
    digestSettingsSave: ({ auth, body }) => saveDigestSettings(db, auth.user, body, ctx.now()),
    digestUnsubscribe: ({ body }) => unsubscribe(db, ctx.jwtSecret, body.token, ctx.now()),
  };
}
