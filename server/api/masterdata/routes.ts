/**
 * Master data routes (spec §7 "Company and contacts", customer satisfaction, permission
 * clusters), mounted at /api. Each route: requireAuth, the page rule of spec §6, then a service
 * that limits every query to the caller's company (FORBIDDEN for anything else).
 */
import { Hono } from "hono";
import { z } from "zod";
import { requireAuth } from "../auth/middleware";
import { addressPayloadSchema, contactPayloadSchema, FEEDBACK_STATUSES, LOOKUP_COLLECTIONS, sortPayloadSchema } from "../contract";
import type { ApiContext } from "../deps";
import { listActivity } from "../editing/audit";
import type { ApiEnv } from "../http/env";
import { forbidden } from "../http/errors";
import { pageSubject, PAGE_RULES, requirePage } from "../http/page-access";
import { parseId } from "../http/scope";
import { validate } from "../http/validate";
import { createContact, findContact, listContacts, sortContacts, updateContact } from "./contacts";
import { findAddress, listAddresses, updateAddress } from "./addresses";
import { listFeedback, satisfactionOf, setFeedbackStatus } from "./satisfaction";
import { listDefinitionValues, listLookups } from "./lookups";

const listQuery = z
  .object({
    // Directus list options the portal sends; the order is fixed by the collection.
    sort: z.string().optional(),
    limit: z.string().optional(),
    fields: z.string().optional(),
  })
  .strict();

const activityQuery = z.object({ collection: z.enum(["contact", "address"]), item: z.string().max(20) }).strict();

export function masterdataRoutes(ctx: ApiContext) {
  const db = ctx.db.db;
  const auth = requireAuth(ctx);
  const contactsOnly = requirePage(PAGE_RULES.contacts);
  const app = new Hono<ApiEnv>();

  for (const collection of LOOKUP_COLLECTIONS) {
    app.get(`/items/${collection}`, auth, validate("query", listQuery), async (c) => c.json({ data: await listLookups(db, collection) }));
  }

  app.get("/items/definition_value", auth, requirePage(PAGE_RULES.contactProperties), validate("query", listQuery), async (c) =>
    c.json({ data: await listDefinitionValues(db) }),
  );

  app
    .get("/items/contact", auth, contactsOnly, validate("query", listQuery), async (c) =>
      c.json({ data: await listContacts(db, c.get("auth").company.id) }),
    )
    .get("/items/contact/:id", auth, contactsOnly, async (c) => {
      const id = parseId.integer(c.req.param("id"));
      const contact = id && (await findContact(db, c.get("auth").company.id, id));
      if (!contact) throw forbidden();
      return c.json({ data: contact });
    })
    .post("/items/contact", auth, contactsOnly, validate("json", contactPayloadSchema), async (c) => {
      const payload = c.req.valid("json");
      if (payload.property && !PAGE_RULES.contactProperties(pageSubject(c.get("auth")))) throw forbidden();
      return c.json({ data: await createContact(ctx, c.get("auth"), payload) });
    })
    .patch("/items/contact/:id", auth, contactsOnly, validate("json", contactPayloadSchema), async (c) => {
      const id = parseId.integer(c.req.param("id"));
      if (!id) throw forbidden();
      const payload = c.req.valid("json");
      if (payload.property && !PAGE_RULES.contactProperties(pageSubject(c.get("auth")))) throw forbidden();
      return c.json({ data: await updateContact(ctx, c.get("auth"), id, payload) });
    })
    .post("/utils/sort/contact", auth, contactsOnly, validate("json", sortPayloadSchema), async (c) => {
      const { item, to } = c.req.valid("json");
      const itemId = parseId.integer(String(item));
      const toId = parseId.integer(String(to));
      if (!itemId || !toId) throw forbidden();
      await sortContacts(ctx, c.get("auth"), itemId, toId);
      return c.body(null, 204);
    });

  const addressesOnly = requirePage(PAGE_RULES.addresses);
  app
    .get("/extranet/address", auth, addressesOnly, async (c) => c.json({ data: await listAddresses(db, c.get("auth").company.id) }))
    .get("/extranet/address/:id", auth, addressesOnly, async (c) => {
      const id = parseId.integer(c.req.param("id"));
      const address = id && (await findAddress(db, c.get("auth").company.id, id));
      if (!address) throw forbidden();
      return c.json({ data: address });
    })
    .patch("/extranet/address/:id", auth, addressesOnly, validate("json", addressPayloadSchema), async (c) => {
      const id = parseId.integer(c.req.param("id"));
      if (!id) throw forbidden();
      return c.json({ data: await updateAddress(ctx, c.get("auth"), id, c.req.valid("json")) });
    });

  const satisfactionOnly = requirePage(PAGE_RULES.customerSatisfaction);
  app
    .get("/extranet/customer-satisfaction", auth, satisfactionOnly, async (c) =>
      c.json({ data: satisfactionOf(await listFeedback(db, c.get("auth").company.id)) }),
    )
    .get("/items/customer_feedback", auth, satisfactionOnly, validate("query", listQuery), async (c) =>
      c.json({ data: await listFeedback(db, c.get("auth").company.id) }),
    )
    .patch(
      "/items/customer_feedback/:id",
      auth,
      satisfactionOnly,
      validate("json", z.object({ status: z.enum(FEEDBACK_STATUSES) }).strict()),
      async (c) => {
        const id = parseId.integer(c.req.param("id"));
        if (!id) throw forbidden();
        return c.json({ data: await setFeedbackStatus(ctx, c.get("auth"), id, c.req.valid("json").status) });
      },
    );

  app.get("/activity", auth, validate("query", activityQuery), async (c) => {
    const { collection, item } = c.req.valid("query");
    const subject = pageSubject(c.get("auth"));
    if (!(collection === "contact" ? PAGE_RULES.contacts : PAGE_RULES.addresses)(subject)) throw forbidden();
    // Only the history of a record of the caller's own company.
    const id = parseId.integer(item);
    const companyId = c.get("auth").company.id;
    const owned = id && (collection === "contact" ? await findContact(db, companyId, id) : await findAddress(db, companyId, id));
    if (!owned) throw forbidden();
    return c.json({ data: await listActivity(db, c.get("auth").company.id, collection, item) });
  });

  return app;
}
