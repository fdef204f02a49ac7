/**
 * The page builder's own API (issue 13, spec §7 "Page builder", decision 0800): the element links
 * of a page (items/trading_partner_pages_content, utils/sort/trading_partner_pages_content) behind
 * TRADINGPAGES, and the public navigation GET /trading-partner/all-pages. Pages, page data and the
 * five element types are described collections served by collections/routes.ts.
 */
import { Hono } from "hono";
import { z } from "zod";
import { requireAuth } from "../auth/middleware";
import { sortPayloadSchema } from "../contract";
import type { ApiContext } from "../deps";
import type { ApiEnv } from "../http/env";
import { forbidden } from "../http/errors";
import { requirePage, type PageRule } from "../http/page-access";
import { parseId } from "../http/scope";
import { validate } from "../http/validate";
import { findItem } from "../collections/service";
import { pagesCollection } from "../contract/collections/pages";
import { bound } from "../collections/registry";
import { linkParameters, PAGES } from "./rules";
import { linkContent, listContent, NAVIGATION_FIELDS, pickNavigation, PAGES_CONTENT, siteNavigation, sortContent, unlinkContent } from "./service";

const id = (raw: string | undefined) => {
  const parsed = raw === undefined ? null : parseId.integer(raw);
  if (!parsed) throw forbidden();
  return parsed;
};

const navigationQuery = z
  .object({
    domain: z.string().min(1).max(253),
    lang: z.literal("de").default("de"),
    fields: z
      .string()
      .max(200)
      .refine((v) => v.split(",").every((f) => f === "*" || (NAVIGATION_FIELDS as readonly string[]).includes(f.trim())), "fields: unknown field.")
      .optional(),
  })
  .strict();

/** The spec's link call: `{content: {create: [{collection, item}]}}`; the page comes from the URL. */
const contentCreate = z.object({ content: z.object({ create: z.array(z.object({ collection: z.unknown(), item: z.unknown() }).strict()).min(1).max(20) }).strict() }).strict();

/**
 * Spec §7 "PATCH with content create (collection, item) to link": PATCH items/trading_partner_pages/{id}
 * with a `content` body links elements to the page and answers the page. Mounted before the
 * described collections' routes; a page PATCH without `content` goes on to them unchanged.
 */
export function pageContentCreateRoute(ctx: ApiContext) {
  const auth = requireAuth(ctx);
  const page = requirePage(((s) => s.permissions.has("TRADINGPAGES")) satisfies PageRule);
  return new Hono<ApiEnv>().patch(`/items/${PAGES}/:id`, auth, page, async (c, next) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    if (typeof body !== "object" || body === null || !("content" in body)) return next();
    const pageId = id(c.req.param("id"));
    const parsed = contentCreate.safeParse(body);
    const create = parsed.success ? parsed.data.content.create : [{}];
    // Each link in order; a missing part answers the spec's message, a foreign page or element FORBIDDEN.
    for (const entry of create.map((e) => linkParameters({ pageId, ...e }))) await linkContent(ctx, c.get("auth"), entry);
    return c.json({ data: await findItem(ctx.db.db, bound(pagesCollection), c.get("auth").company.id, pageId) });
  });
}

export function pageBuilderRoutes(ctx: ApiContext) {
  const db = ctx.db.db;
  const auth = requireAuth(ctx);
  const page = requirePage(((s) => s.permissions.has("TRADINGPAGES")) satisfies PageRule);
  const app = new Hono<ApiEnv>();
  app
    .get(`/items/${PAGES_CONTENT}`, auth, page, validate("query", z.object({ "filter[page][_eq]": z.string().regex(/^\d{1,10}$/, "filter[page][_eq]: a page id.") }).strict()), async (c) =>
      c.json({ data: await listContent(db, c.get("auth").company.id, id(c.req.valid("query")["filter[page][_eq]"])) }),
    )
    .post(`/items/${PAGES_CONTENT}`, auth, page, validate("json", z.object({ page: z.unknown(), pageId: z.unknown(), collection: z.unknown(), item: z.unknown() }).strict()), async (c) => {
      const body = c.req.valid("json");
      const link = linkParameters({ pageId: body.pageId ?? body.page, collection: body.collection, item: body.item });
      return c.json({ data: await linkContent(ctx, c.get("auth"), link) });
    })
    .post(`/utils/sort/${PAGES_CONTENT}`, auth, page, validate("json", sortPayloadSchema), async (c) => {
      const { item, to } = c.req.valid("json");
      await sortContent(ctx, c.get("auth"), id(String(item)), id(String(to)));
      return c.body(null, 204);
    })
    .delete(`/items/${PAGES_CONTENT}/:id`, auth, page, async (c) => {
      await unlinkContent(ctx, c.get("auth"), id(c.req.param("id")));
      return c.body(null, 204);
    })
    // Public: a trading partner's website asks for its navigation by its domain.
    .get("/trading-partner/all-pages", validate("query", navigationQuery), async (c) => {
      const q = c.req.valid("query");
      const fields = q.fields && !q.fields.split(",").includes("*") ? q.fields.split(",").map((f) => f.trim()) : null;
      const today = ctx.now().toISOString().slice(0, 10);
      const navigation = await siteNavigation(db, q.domain, today);
      // Spec §7 "response navigation": a custom endpoint's own shape, not the items' {data} envelope.
      return c.json({ navigation: pickNavigation(navigation, fields) });
    });
  return app;
}
