/**
 * Master data routes (spec §7 "Company and contacts", customer satisfaction, permission
 * clusters), mounted at /api. Each route: requireAuth, the page rule of spec §6, then a service
 * that limits every query to the caller's company (FORBIDDEN for anything else).
 */
import { ownsWebsiteSettings } from "../website-settings/service";
import { Hono } from "hono";
import { z } from "zod";
import { requireAuth } from "../auth/middleware";
import type { AuthContext } from "../auth/sessions";
import {
  addressCreatePayloadSchema,
  addressPayloadSchema,
  companyPatchPayloadSchema,
  contactPayloadSchema,
  FEEDBACK_STATUSES,
  LOOKUP_COLLECTIONS,
  permissionClusterPayloadSchema,
  sortPayloadSchema,
} from "../contract";
import { findCompany, updateCompany } from "../company/service";
import type { ApiContext } from "../deps";
import { listActivity } from "../editing/audit";
import type { ApiEnv } from "../http/env";
import { forbidden } from "../http/errors";
import { pageSubject, PAGE_RULES, requirePage, type PageRule } from "../http/page-access";
import { parseId } from "../http/scope";
import { validate } from "../http/validate";
import { COLLECTIONS, type CollectionName } from "../collections/registry";
import { findItem } from "../collections/service";
import { findSupplierBrand } from "../supplier/products";
import { contactBrandChoices, createContact, findContact, listContacts, sortContacts, updateContact } from "./contacts";
import { createAddress, deleteAddress, findAddress, listAddresses, updateAddress } from "./addresses";
import { allFeedback, listFeedback, satisfactionOf, setFeedbackStatus } from "./satisfaction";
import { listDefinitionValues, listLookups } from "./lookups";
import { queryOf } from "../items/compile";
import { createCluster, findCluster, listClusters, listEditableClusters, updateCluster } from "./permission-clusters";

const listQuery = z
  .object({
    // Directus list options the portal sends; the order is fixed by the collection.
    sort: z.string().optional(),
    limit: z.string().optional(),
    fields: z.string().optional(),
  })
  .strict();

const AUDITED = ["contact", "address", "permission_cluster", "company", "brand", "trading_partner_website_settings"] as const;
export type AuditedCollection = (typeof AUDITED)[number] | CollectionName;
const activityQuery = z.object({ collection: z.enum([...AUDITED, ...COLLECTIONS.map((d) => d.name)] as [AuditedCollection, ...AuditedCollection[]]), item: z.string().max(20) }).strict();

export function masterdataRoutes(ctx: ApiContext) {
  const db = ctx.db.db;
  const auth = requireAuth(ctx);
  const contactsOnly = requirePage(PAGE_RULES.contacts);
  const app = new Hono<ApiEnv>();

  for (const collection of LOOKUP_COLLECTIONS) {
    app.get(`/items/${collection}`, auth, async (c) => c.json(await listLookups(db, collection, queryOf(c))));
  }

  app.get("/items/definition_value", auth, requirePage(PAGE_RULES.contactProperties), async (c) => c.json(await listDefinitionValues(db, queryOf(c))));

  app.get("/extranet/contact-brands", auth, contactsOnly, validate("query", listQuery), async (c) =>
    c.json({ data: await contactBrandChoices(db, c.get("auth").company) }),
  );

  app
    .get("/items/contact", auth, contactsOnly, async (c) => c.json(await listContacts(db, c.get("auth").company.id, queryOf(c))))
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
    .post("/extranet/address", auth, addressesOnly, validate("json", addressCreatePayloadSchema), async (c) =>
      c.json({ data: await createAddress(ctx, c.get("auth"), c.req.valid("json")) }),
    )
    .patch("/extranet/address/:id", auth, addressesOnly, validate("json", addressPayloadSchema), async (c) => {
      const id = parseId.integer(c.req.param("id"));
      if (!id) throw forbidden();
      return c.json({ data: await updateAddress(ctx, c.get("auth"), id, c.req.valid("json")) });
    })
    .delete("/extranet/address/:id", auth, addressesOnly, async (c) => {
      const id = parseId.integer(c.req.param("id"));
      if (!id) throw forbidden();
      await deleteAddress(ctx, c.get("auth"), id);
      return c.body(null, 204);
    });

  const clustersOnly = requirePage(PAGE_RULES.permissionClusters);
  const clusterId = (raw: string) => {
    const id = parseId.integer(raw);
    if (!id) throw forbidden();
    return id;
  };
  app
    .get("/extranet/editable-permission-clusters", auth, clustersOnly, async (c) => c.json({ data: await listEditableClusters(db, c.get("auth")) }))
    .get("/items/permission_cluster", auth, clustersOnly, validate("query", listQuery), async (c) => c.json({ data: await listClusters(db, c.get("auth")) }))
    .get("/items/permission_cluster/:id", auth, clustersOnly, async (c) => {
      const cluster = await findCluster(db, c.get("auth"), clusterId(c.req.param("id")));
      if (!cluster) throw forbidden();
      return c.json({ data: cluster });
    })
    .post("/items/permission_cluster", auth, clustersOnly, validate("json", permissionClusterPayloadSchema), async (c) =>
      c.json({ data: await createCluster(ctx, c.get("auth"), c.req.valid("json")) }),
    )
    .patch("/items/permission_cluster/:id", auth, clustersOnly, validate("json", permissionClusterPayloadSchema), async (c) => {
      const id = clusterId(c.req.param("id"));
      return c.json({ data: await updateCluster(ctx, c.get("auth"), id, c.req.valid("json")) });
    });

  // Directus' items/company: the caller's own company only (GET extranet/company/{id} also serves sub-accounts').
  const companyOnly = requirePage(PAGE_RULES.companyMasterdata);
  const ownCompanyId = (raw: string, own: number) => {
    const id = parseId.integer(raw);
    if (id !== own) throw forbidden();
    return id;
  };
  app
    .get("/items/company/:id", auth, companyOnly, async (c) => {
      const own = c.get("auth").company.id;
      return c.json({ data: (await findCompany(db, ownCompanyId(c.req.param("id"), own), [own]))! });
    })
    .patch("/items/company/:id", auth, companyOnly, validate("json", companyPatchPayloadSchema), async (c) => {
      const id = ownCompanyId(c.req.param("id"), c.get("auth").company.id);
      return c.json({ data: await updateCompany(ctx, c.get("auth"), id, c.req.valid("json")) });
    });

  const satisfactionOnly = requirePage(PAGE_RULES.customerSatisfaction);
  app
    .get("/extranet/customer-satisfaction", auth, satisfactionOnly, async (c) =>
      c.json({ data: satisfactionOf(await allFeedback(db, c.get("auth").company.id)) }),
    )
    .get("/items/customer_feedback", auth, satisfactionOnly, async (c) => c.json(await listFeedback(db, c.get("auth").company.id, queryOf(c))))
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

  // Per audited collection: the page rule and "is this record the caller's company's?".
  const audited: Record<AuditedCollection, { rule: PageRule; owned: (auth: AuthContext, id: number) => Promise<unknown> }> = {
    contact: { rule: PAGE_RULES.contacts, owned: (a, id) => findContact(db, a.company.id, id) },
    address: { rule: PAGE_RULES.addresses, owned: (a, id) => findAddress(db, a.company.id, id) },
    permission_cluster: { rule: PAGE_RULES.permissionClusters, owned: (a, id) => findCluster(db, a, id) },
    company: { rule: PAGE_RULES.companyMasterdata, owned: async (a, id) => (id === a.company.id ? id : undefined) },
    brand: { rule: PAGE_RULES.products, owned: (a, id) => findSupplierBrand(db, a.company.id, id) },
    trading_partner_website_settings: { rule: PAGE_RULES.website, owned: (a, id) => ownsWebsiteSettings(db, a.company.id, id) },
    // Described collections: the history of an entry the company may see (its own changes only, see listActivity).
    ...Object.fromEntries(
      COLLECTIONS.map((d) => [
        d.name,
        { rule: ((s) => s.permissions.has(d.permission)) satisfies PageRule, owned: (a: AuthContext, id: number) => findItem(db, d, a.company.id, id) },
      ]),
    ),
  } as Record<AuditedCollection, { rule: PageRule; owned: (auth: AuthContext, id: number) => Promise<unknown> }>;
  app.get("/activity", auth, validate("query", activityQuery), async (c) => {
    const { collection, item } = c.req.valid("query");
    const { rule, owned } = audited[collection]!;
    if (!rule(pageSubject(c.get("auth")))) throw forbidden();
    // Only the history of a record of the caller's own company.
    const id = parseId.integer(item);
    if (!id || !(await owned(c.get("auth"), id))) throw forbidden();
    return c.json({ data: await listActivity(db, c.get("auth").company.id, collection, item) });
  });

  return app;
}
