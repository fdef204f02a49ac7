/**
 * items/trading_partner_website_settings (spec §7 "Website content"): GET (the company's record,
 * first record used), POST (the first save creates it), PATCH {id}. TRADINGPAGES only; every
 * record outside the caller's company is FORBIDDEN.
 */
import { Hono } from "hono";
import { requireAuth } from "../auth/middleware";
import type { ApiContext } from "../deps";
import type { ApiEnv } from "../http/env";
import { forbidden } from "../http/errors";
import { PAGE_RULES, requirePage } from "../http/page-access";
import { parseId } from "../http/scope";
import { noQuery, validate } from "../http/validate";
import { createWebsiteSettings, listWebsiteSettings, updateWebsiteSettings } from "./service";
import { WEBSITE_SETTINGS_NAME, websiteSettingsPayloadSchema, type WebsiteSettingsPayload } from "../contract/collections/website-settings";

export function websiteSettingsRoutes(ctx: ApiContext) {
  const auth = requireAuth(ctx);
  const page = requirePage(PAGE_RULES.website);
  const base = `/items/${WEBSITE_SETTINGS_NAME}`;
  return new Hono<ApiEnv>()
    .get(base, auth, page, validate("query", noQuery), async (c) => c.json({ data: await listWebsiteSettings(ctx.db.db, c.get("auth").company.id) }))
    .post(base, auth, page, validate("json", websiteSettingsPayloadSchema), async (c) =>
      c.json({ data: await createWebsiteSettings(ctx, c.get("auth"), c.req.valid("json") as WebsiteSettingsPayload) }),
    )
    .patch(`${base}/:id`, auth, page, validate("json", websiteSettingsPayloadSchema), async (c) => {
      const id = parseId.integer(c.req.param("id"));
      if (!id) throw forbidden();
      return c.json({ data: await updateWebsiteSettings(ctx, c.get("auth"), id, c.req.valid("json") as WebsiteSettingsPayload) });
    });
}
