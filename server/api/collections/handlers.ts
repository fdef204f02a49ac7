/**
 * The work of the website endpoints (contract/endpoints/website.ts): every described collection
 * (the entries are mounted once per collection of the registry, gallery junction and spec opt-out
 * record: EACH_SOURCES), the page builder's element links and public navigation, and the website
 * settings. The mount has checked sign-in, the access rule, the query and the body; the generic
 * service answers FORBIDDEN for everything outside the caller's company.
 */
import { z } from "zod";
import type { ApiContext } from "../deps";
import type { Endpoint } from "../contract/endpoint";
import { collectionFieldsSchema, collectionItemSchema, contentCreateSchema, type CollectionItem, type NavigationEntry } from "../contract/collection-item";
import { recordId } from "../contract/ids";
import type { ItemsAnswer } from "../items/compile";
import { queryOf } from "../items/compile";
import { forbidden } from "../http/errors";
import type { EachSource, Handlers } from "../http/mount";
import { parseId } from "../http/scope";
import { linkParameters, PAGES } from "../page-builder/rules";
import { linkContent, listContent, pickNavigation, siteNavigation, sortContent, unlinkContent } from "../page-builder/service";
import { createWebsiteSettings, listWebsiteSettings, updateWebsiteSettings } from "../website-settings/service";
import type { WebsiteSettingsPayload } from "../contract/collections/website-settings";
import { galleriesOf, itemAnswerSchema, payloadSchema, type ItemPayload } from "../contract/describe";
import { itemsAnswer } from "../contract/items";
import { WEBSITE_ENDPOINTS } from "../contract/endpoints/website";
import { pagesCollection } from "../contract/collections/pages";
import type { BoundCollection } from "./binding";
import { bound, COLLECTIONS, collectionByName } from "./registry";
import { addressChoices, createItem, deleteGalleryImage, deleteItem, deleteItems, findItem, findItemQueried, listItems, setDisabled, sortCollection, sortGallery, updateItem, type Item } from "./service";

const DESCRIBED: readonly BoundCollection[] = COLLECTIONS;

// Each collection needs its description's page permission; the entries name the access rule "website" (TRADINGPAGES), or the description's narrower `rule` (EACH_SOURCES' access).
for (const d of DESCRIBED) {
  if (d.permission !== "TRADINGPAGES") throw new Error(`${d.name}: the website entries check TRADINGPAGES (access rule "website"), not ${d.permission}`);
}

const GALLERIES = new Map(DESCRIBED.flatMap((d) => galleriesOf(d).map((g) => [g.junction, { d, g }] as const)));
const OPT_OUTS = new Map(DESCRIBED.flatMap((d) => (d.optOut ? [[d.optOut.collection, { d, itemField: d.optOut.itemField }] as const] : [])));

function described(name: string): BoundCollection {
  const d = collectionByName(name);
  if (!d) throw new Error(`${name} is not a described collection`);
  return d;
}
const galleryOf = (junction: string) => GALLERIES.get(junction)!;
const optOutOf = (collection: string) => OPT_OUTS.get(collection)!;

/** A path id: anything malformed is FORBIDDEN like an unknown one. */
const id = (raw: string | undefined) => {
  const parsed = raw === undefined ? undefined : parseId.integer(raw);
  if (!parsed) throw forbidden();
  return parsed;
};

const hasContent = (body: unknown) => typeof body === "object" && body !== null && "content" in body;

/**
 * A page's PATCH body: with `content` it is the spec's link call, checked by the handler (a missing
 * part answers the spec's message); any other is the page's fields.
 */
function pagePatchBody(fields: z.ZodTypeAny): z.ZodTypeAny {
  return z.unknown().transform((body, ctx) => {
    if (hasContent(body)) return body;
    const parsed = fields.safeParse(body);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue(issue);
    return z.NEVER;
  });
}

/** The names the `each` entries are mounted for, and each collection's own body (its description's payload schema). */
export const WEBSITE_EACH_SOURCES = {
  collection: {
    names: DESCRIBED.map((d) => d.name),
    access: (name: string) => described(name).rule,
    // an item answers its collection's formatted fields' HTML too (described per collection)
    answer: (name: string, entry: Endpoint) => {
      if (entry === WEBSITE_ENDPOINTS.collectionItems) return itemsAnswer(itemAnswerSchema(described(name)));
      return entry.answer === collectionItemSchema ? itemAnswerSchema(described(name)) : undefined;
    },
    body: (name: string, entry: Endpoint) => {
      if (entry.body !== collectionFieldsSchema) return undefined;
      const fields = payloadSchema(described(name));
      return entry.method === "PATCH" && name === PAGES ? pagePatchBody(fields) : fields;
    },
  },
  gallery: { names: [...GALLERIES.keys()], access: (junction: string) => galleryOf(junction).d.rule },
  // The spec's own record: `{<entry>_id, company_id}`.
  optOut: {
    names: [...OPT_OUTS.keys()],
    access: (collection: string) => optOutOf(collection).d.rule,
    body: (name: string, entry: Endpoint) => (entry.body === collectionFieldsSchema ? z.object({ [optOutOf(name).itemField]: recordId, company_id: recordId }).strict() : undefined),
  },
} satisfies Record<"collection" | "gallery" | "optOut", EachSource>;

// The service's items are the answer's shape (a translation's status is one of CONTENT_STATUSES).
const answered = (item: Item) => item as CollectionItem;

export function websiteHandlers(ctx: ApiContext): Handlers<typeof WEBSITE_ENDPOINTS> {
  const db = ctx.db.db;
  return {
    addressChoices: ({ auth }) => addressChoices(db, auth.company.id),
    collectionItems: async ({ c, auth, each }) => (await listItems(db, described(each), auth.company.id, queryOf(c))) as ItemsAnswer<CollectionItem>,
    collectionItem: async ({ c, auth, params, each }) => {
      const item = await findItemQueried(db, described(each), auth.company.id, id(params.id), queryOf(c));
      if (!item) throw forbidden();
      // with `fields`, only the fields asked for
      return item as CollectionItem;
    },
    collectionItemCreate: async ({ auth, body, each }) => answered(await createItem(ctx, auth, described(each), body as ItemPayload)),
    collectionItemUpdate: async ({ c, auth, params, body, each }) => {
      // Spec §7 "PATCH with content create (collection, item) to link": the page's elements, answered with the page.
      if (each === PAGES) {
        const raw: unknown = await c.req.json().catch(() => undefined);
        if (hasContent(raw)) {
          const pageId = id(params.id);
          const parsed = contentCreateSchema.safeParse(raw);
          const create = parsed.success ? parsed.data.content.create : [{}];
          // Each link in order; a missing part answers the spec's message, a foreign page or element FORBIDDEN.
          for (const link of create.map((e) => linkParameters({ pageId, ...e }))) await linkContent(ctx, auth, link);
          return answered((await findItem(db, bound(pagesCollection), auth.company.id, pageId))!);
        }
      }
      return answered(await updateItem(ctx, auth, described(each), id(params.id), body as ItemPayload));
    },
    collectionItemDelete: ({ auth, params, each }) => deleteItem(ctx, auth, described(each), id(params.id)),
    collectionItemsDelete: ({ auth, body, each }) => deleteItems(ctx, auth, described(each), body),
    collectionSort: async ({ auth, body, each }) => {
      await sortCollection(ctx, auth, described(each), id(String(body.item)), id(String(body.to)));
    },
    collectionItemDisable: ({ auth, body, each }) => setDisabled(ctx, auth, described(each), body.item, true),
    collectionItemEnable: ({ auth, params, each }) => setDisabled(ctx, auth, described(each), id(params.id), false),
    optOutDisable: async ({ auth, body, each }) => {
      const { d, itemField } = optOutOf(each);
      const record = body as Record<string, number>;
      // The company can only be the caller's; one record per entry and company, named by the entry.
      if (record.company_id !== auth.company.id) throw forbidden();
      const item = record[itemField]!;
      await setDisabled(ctx, auth, d, item, true);
      return { id: item, [itemField]: item, company_id: record.company_id };
    },
    optOutEnable: ({ auth, params, each }) => setDisabled(ctx, auth, optOutOf(each).d, id(params.id), false),
    gallerySort: async ({ auth, body, each }) => {
      const { d, g } = galleryOf(each);
      await sortGallery(ctx, auth, d, g, id(String(body.item)), id(String(body.to)));
    },
    galleryImageDelete: ({ auth, params, each }) => {
      const { d, g } = galleryOf(each);
      return deleteGalleryImage(ctx, auth, d, g, id(params.id));
    },
    pageContent: ({ auth, query }) => listContent(db, auth.company.id, id(query["filter[page][_eq]"])),
    pageContentLink: ({ auth, body }) => linkContent(ctx, auth, linkParameters({ pageId: body.pageId ?? body.page, collection: body.collection, item: body.item })),
    pageContentSort: ({ auth, body }) => sortContent(ctx, auth, id(String(body.item)), id(String(body.to))),
    pageContentUnlink: ({ auth, params }) => unlinkContent(ctx, auth, id(params.id)),
    siteNavigation: async ({ query }) => {
      const fields = query.fields && !query.fields.split(",").includes("*") ? query.fields.split(",").map((f) => f.trim()) : null;
      const today = ctx.now().toISOString().slice(0, 10);
      // with `fields`, each entry holds only those
      return { navigation: pickNavigation(await siteNavigation(db, query.domain, today), fields) as unknown as NavigationEntry[] };
    },
    websiteSettings: ({ auth }) => listWebsiteSettings(db, auth.company.id),
    websiteSettingsCreate: ({ auth, body }) => createWebsiteSettings(ctx, auth, body as WebsiteSettingsPayload),
    websiteSettingsUpdate: ({ auth, params, body }) => updateWebsiteSettings(ctx, auth, id(params.id), body as WebsiteSettingsPayload),
  };
}
