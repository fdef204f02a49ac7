/**
 * The API of every described collection, generated from the registry (spec §7 "Website
 * content"): items/{collection} list / read / create / update / delete (one or several keys), utils/sort/{collection},
 * the gallery junction's sort and delete, and the per-company opt-out of shared entries. Each
 * route: requireAuth, the description's page permission, then the generic service, whose access
 * rule answers FORBIDDEN for everything outside the caller's company.
 */
import { Hono } from "hono";
import { z } from "zod";
import { requireAuth } from "../auth/middleware";
import { sortPayloadSchema } from "../contract";
import { recordId } from "../contract/ids";
import type { ApiContext } from "../deps";
import type { ApiEnv } from "../http/env";
import { forbidden } from "../http/errors";
import { requirePage, type PageRule } from "../http/page-access";
import { parseId } from "../http/scope";
import { validate } from "../http/validate";
import { queryOf } from "../items/compile";
import { galleriesOf, payloadSchema, type ItemPayload } from "../contract/collections/describe";
import { COLLECTIONS } from "./registry";
import { addressChoices, createItem, deleteGalleryImage, deleteItem, deleteItems, findItemQueried, listItems, setDisabled, sortCollection, sortGallery, updateItem } from "./service";

/** The keys of a "delete multiple items" request: distinct; bounded, as all runs in one transaction. */
const deleteKeys = z
  .array(recordId)
  .min(1)
  .max(500)
  .refine((keys) => new Set(keys).size === keys.length, "keys must be distinct");

const id = (raw: string) => {
  const parsed = parseId.integer(raw);
  if (!parsed) throw forbidden();
  return parsed;
};

export function collectionRoutes(ctx: ApiContext) {
  const db = ctx.db.db;
  const auth = requireAuth(ctx);
  const app = new Hono<ApiEnv>();
  // The choice of a described "address" field (a job's place of work): the company's own addresses,
  // for TRADINGPAGES users who may not open the address management (HP, MASTERDATA).
  app.get("/extranet/address-choices", auth, requirePage(((s) => s.permissions.has("TRADINGPAGES")) satisfies PageRule), async (c) =>
    c.json({ data: await addressChoices(db, c.get("auth").company.id) }),
  );
  for (const d of COLLECTIONS) {
    const page = requirePage(((s) => s.permissions.has(d.permission)) satisfies PageRule);
    const body = payloadSchema(d);
    app
      // The Directus query language, validated against the description (decision 0720, 0741).
      .get(`/items/${d.name}`, auth, page, async (c) => c.json(await listItems(db, d, c.get("auth").company.id, queryOf(c))))
      .get(`/items/${d.name}/:id`, auth, page, async (c) => {
        const item = await findItemQueried(db, d, c.get("auth").company.id, id(c.req.param("id")), queryOf(c));
        if (!item) throw forbidden();
        return c.json({ data: item });
      })
      .post(`/items/${d.name}`, auth, page, validate("json", body), async (c) =>
        c.json({ data: await createItem(ctx, c.get("auth"), d, c.req.valid("json") as ItemPayload) }),
      )
      .patch(`/items/${d.name}/:id`, auth, page, validate("json", body), async (c) =>
        c.json({ data: await updateItem(ctx, c.get("auth"), d, id(c.req.param("id")), c.req.valid("json") as ItemPayload) }),
      )
      .delete(`/items/${d.name}/:id`, auth, page, async (c) => {
        await deleteItem(ctx, c.get("auth"), d, id(c.req.param("id")));
        return c.body(null, 204);
      })
      .delete(`/items/${d.name}`, auth, page, validate("json", deleteKeys), async (c) => {
        await deleteItems(ctx, c.get("auth"), d, c.req.valid("json"));
        return c.body(null, 204);
      })
      .post(`/utils/sort/${d.name}`, auth, page, validate("json", sortPayloadSchema), async (c) => {
        const { item, to } = c.req.valid("json");
        await sortCollection(ctx, c.get("auth"), d, id(String(item)), id(String(to)));
        return c.body(null, 204);
      })
      .post(`/items/${d.name}_disabled_company`, auth, page, validate("json", z.object({ item: recordId }).strict()), async (c) => {
        await setDisabled(ctx, c.get("auth"), d, c.req.valid("json").item, true);
        return c.body(null, 204);
      })
      .delete(`/items/${d.name}_disabled_company/:id`, auth, page, async (c) => {
        await setDisabled(ctx, c.get("auth"), d, id(c.req.param("id")), false);
        return c.body(null, 204);
      });
    if (d.optOut) {
      // The spec's own record (disabled_job_benefits_company: job_benefits_id, company_id): the same
      // switch; the company can only be the caller's, and DELETE takes the entry's id (one record per entry and company).
      const { collection, itemField } = d.optOut;
      const record = z.object({ [itemField]: recordId, company_id: recordId }).strict();
      app
        .post(`/items/${collection}`, auth, page, validate("json", record), async (c) => {
          const body = c.req.valid("json") as Record<string, number>;
          if (body.company_id !== c.get("auth").company.id) throw forbidden();
          await setDisabled(ctx, c.get("auth"), d, body[itemField]!, true);
          return c.json({ data: { id: body[itemField], [itemField]: body[itemField], company_id: body.company_id } });
        })
        .delete(`/items/${collection}/:id`, auth, page, async (c) => {
          await setDisabled(ctx, c.get("auth"), d, id(c.req.param("id")), false);
          return c.body(null, 204);
        });
    }
    for (const g of galleriesOf(d)) {
      app
        .post(`/utils/sort/${g.junction}`, auth, page, validate("json", sortPayloadSchema), async (c) => {
          const { item, to } = c.req.valid("json");
          await sortGallery(ctx, c.get("auth"), d, g, id(String(item)), id(String(to)));
          return c.body(null, 204);
        })
        .delete(`/items/${g.junction}/:id`, auth, page, async (c) => {
          await deleteGalleryImage(ctx, c.get("auth"), d, g, id(c.req.param("id")));
          return c.body(null, 204);
        });
    }
  }
  return app;
}
