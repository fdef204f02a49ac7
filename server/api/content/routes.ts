/**
 * Content endpoints of spec §7 "Brands, documents, news, calendar, services". Each route checks
 * its page permission / user type first (content/access.ts); unknown ids answer FORBIDDEN.
 */
import { Hono } from "hono";
import { z } from "zod";
import { queryOf } from "../items/compile";
import { requireAuth } from "../auth/middleware";
import {
  brandQuerySchema,
  calendarQuerySchema,
  documentQuerySchema,
  newsQuerySchema,
  registrationPatchSchema,
  registrationPayloadSchema,
} from "../contract/content";
import { dashboardQuerySchema } from "../contract/portal";
import type { ApiContext } from "../deps";
import { assetQuerySchema, fileResponse } from "../files/routes";
import { findReadableFile } from "../files/service";
import type { FileRow } from "../db/schema";
import type { ApiEnv } from "../http/env";
import { forbidden } from "../http/errors";
import { loadScopedOrForbidden, parseId } from "../http/scope";
import { noQuery, validate } from "../http/validate";
import { BRAND_ACCESS, CALENDAR_ACCESS, documentViewerOf, meets, NEWS_ACCESS, requireContent, type ContentCaller } from "./access";
import { findSupplierBrand, listProductGroups, supplierBrands } from "../supplier/products";
import { createMiddleware } from "hono/factory";
import { deliveryConditions, findBrand, listBrands } from "./brands";
import { createRegistration, findEvent, listEvents, listRegistrations, registrationContacts, updateRegistration } from "./calendar";
import { documentFileId, documentsByBrand, findDocument, findSamTag, listDocuments, listSamTags } from "./documents";
import { findNews, listNews, newsByBrand } from "./news";
import { findService, serviceTree } from "./partner-services";
import { dashboard } from "./dashboard";
import { cachedRead } from "../cache/cached-read";
import { notifications, searchIndex } from "./shell";

type ContentEnv = ApiEnv & { Variables: { caller: ContentCaller } };

/** Brand reads: an HP user needs BRAND (spec §6); a supplier may read its own brands only. */
const brandReader = createMiddleware<ContentEnv>(async (c, next) => {
  const caller = c.get("caller");
  if (caller.userType !== "LF" && !meets(caller, BRAND_ACCESS)) throw forbidden();
  await next();
});

const viewerOf = documentViewerOf;

/**
 * Document file query: the asset parameters plus spec §3 `thumbnail` (a 400 px wide image variant)
 * and `reviewDocument`, which the portal adds to a review document's link (spec §3 link parameters).
 */
export const documentFileQuery = assetQuerySchema
  .extend({ thumbnail: z.enum(["", "true", "1"]).optional(), reviewDocument: z.enum(["", "true", "1"]).optional() })
  .strict();

/** A document's bytes as asked for by `documentFileQuery` (documents and review documents). */
export function documentFileResponse(ctx: ApiContext, file: FileRow, query: z.infer<typeof documentFileQuery>, ifNoneMatch?: string): Promise<Response> {
  const { thumbnail, reviewDocument: _review, ...rest } = query;
  return fileResponse(ctx, file, thumbnail !== undefined && !rest.width && !rest.height ? { ...rest, width: 400 } : rest, ifNoneMatch);
}

export function contentRoutes(ctx: ApiContext) {
  const db = ctx.db.db;
  const app = new Hono<ContentEnv>();
  // Per route, not app-wide: unknown paths under /extranet must stay 404 ROUTE_NOT_FOUND.
  const auth = requireAuth(ctx);
  const brand = [auth, requireContent(BRAND_ACCESS)] as const;
  const newsAccess = [auth, requireContent(NEWS_ACCESS)] as const;
  const calendar = [auth, requireContent(CALENDAR_ACCESS)] as const;
  const signedIn = [auth, requireContent()] as const;
  // JSON answers repeat per user until a write (cache/cached-read.ts); file streams are not kept.
  const cached = cachedRead(ctx);

  // --- Brands (BRAND and HP; a supplier reads its own brands with their product groups, spec §2 /Products) ---
  const brandOrOwn = [auth, requireContent(), brandReader] as const;
  app.get("/brand", ...brandOrOwn, validate("query", brandQuerySchema), cached, async (c) => {
    if (c.get("caller").userType === "LF") {
      // a supplier's own brands are few: always the whole list
      const [own, groups] = await Promise.all([supplierBrands(db, c.get("auth").company.id), listProductGroups(db)]);
      return c.json({ data: { brands: own, product_groups: groups, total: own.length, page: 1, limit: Math.max(own.length, 1) } });
    }
    return c.json({ data: await listBrands(db, c.get("auth").user.favoriteBrands, c.req.valid("query")) });
  });
  app.get("/brand/:id", ...brandOrOwn, validate("query", noQuery), cached, async (c) => {
    const companyId = c.get("auth").company.id;
    const supplier = c.get("caller").userType === "LF";
    const data = await loadScopedOrForbidden(c.req.param("id"), parseId.integer, (id) =>
      supplier ? findSupplierBrand(db, companyId, id) : findBrand(db, id, c.get("auth").user.favoriteBrands),
    );
    return c.json({ data });
  });
  app.get("/get-delivery-conditions/:id", ...brand, validate("query", noQuery), cached, async (c) => {
    const data = await loadScopedOrForbidden(c.req.param("id"), parseId.integer, (id) => deliveryConditions(db, id));
    return c.json({ data });
  });
  app.get("/documents-by-brand/:id", ...brand, validate("query", noQuery), cached, async (c) => {
    const b = await loadScopedOrForbidden(c.req.param("id"), parseId.integer, (id) => findBrand(db, id, []));
    return c.json({ data: await documentsByBrand(db, viewerOf(c.get("caller")), b.id) });
  });
  // News of a brand: needs NEWS as well as the brand area.
  app.get("/news-by-brand/:id", ...brand, newsAccess[1], validate("query", noQuery), cached, async (c) => {
    const b = await loadScopedOrForbidden(c.req.param("id"), parseId.integer, (id) => findBrand(db, id, []));
    return c.json({ data: await newsByBrand(db, c.get("auth").user, b.id) });
  });

  // --- News (NEWS) ---
  app.get("/news", ...newsAccess, validate("query", newsQuerySchema), cached, async (c) =>
    c.json({ data: await listNews(db, c.get("auth").user, c.req.valid("query")) }),
  );
  app.get("/news/:id", ...newsAccess, validate("query", noQuery), cached, async (c) => {
    const data = await loadScopedOrForbidden(c.req.param("id"), parseId.integer, (id) => findNews(db, c.get("auth").user, id));
    return c.json({ data });
  });

  // --- Calendar (CALENDAR) ---
  app.get("/calendar", ...calendar, validate("query", calendarQuerySchema), cached, async (c) =>
    c.json({ data: await listEvents(db, ctx.now(), c.req.valid("query")) }),
  );
  app.get("/calendar/:id", ...calendar, validate("query", noQuery), cached, async (c) => {
    const data = await loadScopedOrForbidden(c.req.param("id"), parseId.integer, (id) => findEvent(db, id, ctx.now()));
    return c.json({ data });
  });
  app.get("/calendar-contacts", ...calendar, validate("query", noQuery), cached, async (c) =>
    c.json({ data: await registrationContacts(db, c.get("auth").company.id) }),
  );

  // --- Documents and SAM tags (signed in; class EVA needs EVA) ---
  app.get("/documents", ...signedIn, validate("query", documentQuerySchema), cached, async (c) =>
    c.json({ data: await listDocuments(db, viewerOf(c.get("caller")), c.req.valid("query"), ctx.now()) }),
  );
  app.get("/document/:id", ...signedIn, validate("query", noQuery), cached, async (c) => {
    const data = await loadScopedOrForbidden(c.req.param("id"), parseId.integer, (id) => findDocument(db, viewerOf(c.get("caller")), id));
    return c.json({ data });
  });
  app.get("/documents/:id", ...signedIn, validate("query", documentFileQuery), async (c) => {
    const fileId = await loadScopedOrForbidden(c.req.param("id"), parseId.integer, (id) => documentFileId(db, viewerOf(c.get("caller")), id));
    const file = await findReadableFile(db, fileId, viewerOf(c.get("caller")));
    if (!file) throw new Error(`document file ${fileId} is missing`);
    return documentFileResponse(ctx, file, c.req.valid("query"), c.req.header("if-none-match"));
  });
  app.get("/sam-tags", ...signedIn, validate("query", noQuery), cached, async (c) =>
    c.json({ data: await listSamTags(db, viewerOf(c.get("caller"))) }),
  );
  app.get("/sam-tags/:id", ...signedIn, validate("query", noQuery), cached, async (c) => {
    const data = await loadScopedOrForbidden(c.req.param("id"), parseId.integer, (id) => findSamTag(db, viewerOf(c.get("caller")), id));
    return c.json({ data });
  });

  // --- Service pool (signed in) ---
  app.get("/partner-service", ...signedIn, validate("query", noQuery), cached, async (c) => c.json({ data: await serviceTree(db) }));
  app.get("/partner-service/:id", ...signedIn, validate("query", noQuery), cached, async (c) => {
    const data = await loadScopedOrForbidden(c.req.param("id"), parseId.integer, (id) => findService(db, id));
    return c.json({ data });
  });

  // --- Shell (signed in; each area / list only with its permission): dashboard, header search, notifications ---
  app.get("/dashboard", ...signedIn, validate("query", dashboardQuerySchema), cached, async (c) => {
    const caller = c.get("caller");
    return c.json({ data: await dashboard(db, caller, viewerOf(caller), c.req.valid("query").widgets, ctx.now()) });
  });
  app.get("/search-index", ...signedIn, validate("query", noQuery), cached, async (c) => c.json({ data: await searchIndex(db, c.get("caller")) }));
  app.get("/notifications", ...signedIn, validate("query", noQuery), cached, async (c) => {
    const caller = c.get("caller");
    return c.json({ data: await notifications(db, caller, viewerOf(caller), ctx.now()) });
  });
  return app;
}

/** items/calendar_registrations: the caller's company's registrations (CALENDAR). */
export function registrationRoutes(ctx: ApiContext) {
  const db = ctx.db.db;
  const app = new Hono<ContentEnv>();
  const guard = [requireAuth(ctx), requireContent(CALENDAR_ACCESS)] as const;
  app.get("/", ...guard, cachedRead(ctx), async (c) => c.json(await listRegistrations(db, c.get("auth").company.id, queryOf(c))));
  app.post("/", ...guard, validate("json", registrationPayloadSchema), async (c) => {
    const { company, user } = c.get("auth");
    return c.json({ data: await createRegistration(db, company.id, user.id, c.req.valid("json"), ctx.now()) });
  });
  app.patch("/:id", ...guard, validate("json", registrationPatchSchema), async (c) => {
    const id = parseId.integer(c.req.param("id"));
    if (id === undefined) throw forbidden();
    return c.json({ data: await updateRegistration(db, c.get("auth").company.id, id, c.req.valid("json"), ctx.now()) });
  });
  return app;
}
