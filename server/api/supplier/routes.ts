/**
 * Supplier endpoints (spec §6 "Products and trading partners: supplier", §7): product groups,
 * the brand's product-group assignment, trading partners; and the association contacts every
 * member reads. Supplier routes refuse HP users with FORBIDDEN before any data is read.
 */
import { Hono } from "hono";
import { z } from "zod";
import { requireAuth } from "../auth/middleware";
import { cachedRead } from "../cache/cached-read";
import { requireContent } from "../content/access";
import { brandPatchSchema } from "../contract/product-groups";
import type { ApiContext } from "../deps";
import type { ApiEnv } from "../http/env";
import { loadScopedOrForbidden, parseId } from "../http/scope";
import { noQuery, validate } from "../http/validate";
import { listProductGroups, updateBrandProductGroups } from "./products";
import { samContactsOf } from "./sam-contacts";
import { findTradingPartner, listTradingPartners, tradingPartnersByBrand } from "./trading-partners";

/** GET items/product_groups as the portal asks for it (spec §7: filter status published, sort breadcrumbs, limit -1). */
const productGroupQuery = z
  .object({
    "filter[status][_eq]": z.literal("published").optional(),
    sort: z.literal("breadcrumbs").optional(),
    limit: z.literal("-1").optional(),
    fields: z.string().max(500).optional(),
  })
  .strict();

export const SUPPLIER_ACCESS = { userType: "LF" } as const;

export function supplierRoutes(ctx: ApiContext) {
  const db = ctx.db.db;
  const auth = requireAuth(ctx);
  const supplier = [auth, requireContent(SUPPLIER_ACCESS)] as const;
  const cached = cachedRead(ctx);
  const app = new Hono<ApiEnv>();

  app.get("/items/product_groups", auth, validate("query", productGroupQuery), cached, async (c) => c.json({ data: await listProductGroups(db) }));

  app.patch("/extranet/brand/:id", ...supplier, validate("json", brandPatchSchema), async (c) => {
    const id = await loadScopedOrForbidden(c.req.param("id"), parseId.integer, async (n) => n);
    return c.json({ data: await updateBrandProductGroups(ctx, c.get("auth"), id, c.req.valid("json")) });
  });

  app.get("/extranet/trading-partners", ...supplier, validate("query", noQuery), cached, async (c) =>
    c.json({ data: await listTradingPartners(db, c.get("auth").company.id) }),
  );
  app.get("/extranet/trading-partners-by-brand/:id", ...supplier, validate("query", noQuery), cached, async (c) => {
    const data = await loadScopedOrForbidden(c.req.param("id"), parseId.integer, (id) => tradingPartnersByBrand(db, c.get("auth").company.id, id));
    return c.json({ data });
  });
  app.get("/extranet/trading-partners/:id", ...supplier, validate("query", noQuery), cached, async (c) => {
    const data = await loadScopedOrForbidden(c.req.param("id"), parseId.integer, (id) => findTradingPartner(db, c.get("auth").company.id, id));
    return c.json({ data });
  });

  app.get("/extranet/sam-contacts", auth, validate("query", noQuery), cached, async (c) => c.json({ data: await samContactsOf(db, c.get("auth").company.id) }));

  return app;
}
