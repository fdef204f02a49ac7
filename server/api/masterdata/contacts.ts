/**
 * Contacts of a company (spec §3 Contact, §4, §7 items/contact): list, read, create (published),
 * update with conflict check, sort. The description's options drive the rest through the binding
 * (binding.ts): every query is limited to the caller's company (scope), archived instead of
 * deleted and not listed (archive), and the `areas` and `properties` hooks below — an archive is
 * refused while the contact is the contact person of an area; properties are a junction.
 */
import { and, asc, count, eq, inArray, sql, type Column } from "drizzle-orm";
import { alias, type PgSelect } from "drizzle-orm/pg-core";
import type { AuthContext } from "../auth/sessions";
import type { Contact, ContactPayload, LookupCollection } from "../contract";
import { PROPERTY_EXPORT_TARGET } from "../contract/contact-properties";
import { contactEntity } from "../contract/entities/contacts";
import type { ApiContext } from "../deps";
import type { Db } from "../db/client";
import { areaContacts, brands, contactProperties, contacts, definitionValues, files, lookups, notArchived, type CompanyRow, type ContactRow } from "../db/schema";
import { userTypeOf } from "../contract/permissions";
import { recordActivity } from "../editing/audit";
import { versionedUpdate } from "../editing/versioned-update";
import { claimFile } from "../files/pending";
import { sortItems } from "../editing/sort";
import { ApiError, forbidden } from "../http/errors";
import { listItems, paged, type ItemsAnswer, type RowsQuery } from "../items/compile";
import type { QuerySpec, RawQuery } from "../items/query";
import { archives, bindEntity, checkHooks, hookFieldsOf, listScopeOf, lockInScope, recordScopeOf, refuseArchive, scopeOf, writeHooks } from "./binding";
import { plainAnswer, queryFieldsOf, toColumns } from "./entity-columns";

const department = alias(lookups, "department");
const jobtitle = alias(lookups, "jobtitle");

const thumbnail = files;

const lookupFields = (table: { id: Column; name: Column; parent: Column }) => ({
  id: { column: table.id, type: "string" },
  name: { column: table.name, type: "string" },
  parent: { column: table.parent, type: "string" },
}) satisfies QuerySpec["fields"];

type PropertyPayload = ContactPayload["property"];

/** The contact's own tables (the description's hooks). */
export const contactBinding = bindEntity(contactEntity, {
  table: contacts,
  hooks: {
    areas: {
      load: async (db, _auth, ids) => {
        const rows = await db.select().from(areaContacts).where(inArray(areaContacts.contactId, ids));
        return (id) => ({ areas: rows.filter((a) => a.contactId === id).map((a) => a.area) });
      },
      refuseArchive: async (tx, id) => {
        const areas = await tx.select({ area: areaContacts.area }).from(areaContacts).where(eq(areaContacts.contactId, id));
        if (areas.length) throw new ApiError("INVALID_PAYLOAD", `Invalid payload. The contact is the contact person of: ${areas.map((a) => a.area).join(", ")}.`);
      },
    },
    properties: {
      load: async (db, _auth, ids) => {
        const rows = await db.select().from(contactProperties).where(inArray(contactProperties.contactId, ids));
        return (id) => ({ property: rows.filter((p) => p.contactId === id).map((p) => ({ id: p.id, definition_value_id: p.definitionValueId })) });
      },
      /** only published definition values of the export target */
      check: async (db, _auth, payload) => {
        const property = payload.property as PropertyPayload;
        if (!property?.create.length) return;
        const ids = property.create.map((c) => c.definition_value_id);
        const found = await db
          .select({ id: definitionValues.id })
          .from(definitionValues)
          .where(and(inArray(definitionValues.id, ids), eq(definitionValues.status, "published"), eq(definitionValues.additional5, PROPERTY_EXPORT_TARGET)));
        if (found.length !== new Set(ids).size) throw new ApiError("INVALID_PAYLOAD", "Invalid payload. property: Unknown definition value.");
      },
      write: async (tx, contactId, payload) => {
        const property = payload.property as PropertyPayload;
        if (!property) return;
        if (property.delete.length) {
          await tx.delete(contactProperties).where(and(eq(contactProperties.contactId, contactId), inArray(contactProperties.id, property.delete)));
        }
        if (property.create.length) {
          await tx
            .insert(contactProperties)
            .values(property.create.map((c) => ({ contactId, definitionValueId: c.definition_value_id })))
            .onConflictDoNothing();
        }
      },
    },
  },
});

/** items/contact: the described fields, with department, jobtitle and thumbnail as relations (spec §7 "with related fields and sort"). */
export const contactQuery: QuerySpec = {
  fields: {
    ...queryFieldsOf(contactEntity, contacts),
    department: { column: contacts.department, type: "string", relation: lookupFields(department) },
    jobtitle: { column: contacts.jobtitle, type: "string", relation: lookupFields(jobtitle) },
    thumbnail: {
      column: contacts.thumbnail,
      type: "uuid",
      relation: {
        id: { column: thumbnail.id, type: "uuid" },
        filename_download: { column: thumbnail.filenameDownload, type: "string" },
        type: { column: thumbnail.type, type: "string" },
      },
    },
  },
  search: ["first_name", "last_name", "email", "department_web", "jobtitle_web"],
  defaultSort: ["sort", "id"],
};

/** The relations filters and sorts may reach into; rows and counts join the same. */
function withRelations<T extends PgSelect>(query: T) {
  return query
    .leftJoin(department, eq(department.id, contacts.department))
    .leftJoin(jobtitle, eq(jobtitle.id, contacts.jobtitle))
    .leftJoin(thumbnail, eq(thumbnail.id, contacts.thumbnail));
}

async function loadContacts(db: Db, auth: AuthContext, q: RowsQuery): Promise<Contact[]> {
  const query = withRelations(
    db
      .select({
        contact: contacts,
        department: { id: department.id, name: department.name, parent: department.parent },
        jobtitle: { id: jobtitle.id, name: jobtitle.name, parent: jobtitle.parent },
        thumbnail: { id: thumbnail.id, filename_download: thumbnail.filenameDownload, type: thumbnail.type },
      })
      .from(contacts)
      .$dynamic(),
  )
    .where(q.where)
    .orderBy(...q.orderBy);
  const rows = await paged(query, q);
  const hooked = await hookFieldsOf(contactBinding, db, auth, rows.map((r) => r.contact.id));
  // A brand deleted since it was chosen is no longer a responsibility.
  const brandIds = [...new Set(rows.flatMap((r) => r.contact.contactBrand))];
  const liveBrands = new Set(brandIds.length ? (await db.select({ id: brands.id }).from(brands).where(inArray(brands.id, brandIds))).map((b) => b.id) : []);
  return rows.map(({ contact: c, department: d, jobtitle: j, thumbnail: t }) => ({
    id: c.id,
    ...(plainAnswer(contactEntity, c) as Omit<Contact, "id" | "version" | "department" | "jobtitle" | "thumbnail" | "contact_brand" | "property" | "areas">),
    department: d?.id ? d : null,
    jobtitle: j?.id ? j : null,
    thumbnail: t?.id ? t : null,
    contact_brand: c.contactBrand.filter((id) => liveBrands.has(id)),
    ...(hooked(c.id) as Pick<Contact, "property" | "areas">),
    version: c.version,
  }));
}

/** GET items/contact with the Directus query parameters: the description's list scope (the caller's company, not archived). */
export function listContacts(db: Db, auth: AuthContext, raw: RawQuery): Promise<ItemsAnswer<Contact>> {
  return listItems(contactQuery, raw, listScopeOf(contactBinding, auth.company.id), {
    rows: (q) => loadContacts(db, auth, q),
    count: async (where) => (await withRelations(db.select({ n: count() }).from(contacts).$dynamic()).where(where))[0]!.n,
  });
}

/** One contact of the company, archived ones included (their history stays readable). */
export async function findContact(db: Db, auth: AuthContext, id: number): Promise<Contact | undefined> {
  return (await loadContacts(db, auth, { where: recordScopeOf(contactBinding, auth.company.id, id), orderBy: [] }))[0];
}

type Columns = Partial<Omit<typeof contacts.$inferInsert, "id" | "companyId">>;

/** Payload field → column (decision 0527: the description's fields, camelCase). */
const toContactColumns = (p: ContactPayload) => toColumns(contactEntity, p) as Columns;

/**
 * The brands a company's contact can be responsible for (contact_brand): a supplier's own brands;
 * for a trading partner every brand of the association, as it may carry any (decision 0612).
 */
export async function contactBrandChoices(db: Db, company: Pick<CompanyRow, "id" | "relation">): Promise<{ id: number; name: string }[]> {
  const own = userTypeOf(company.relation) === "LF" ? eq(brands.companyId, company.id) : undefined;
  // An archived brand (decision 0957) is no longer a choice.
  return db.select({ id: brands.id, name: brands.name }).from(brands).where(and(own, notArchived(brands))).orderBy(asc(brands.name), asc(brands.id));
}

/** Relations must point at existing lookups, the company's brand choices and its own files; anything else is refused. */
async function checkRelations(db: Db, company: CompanyRow, p: ContactPayload): Promise<void> {
  const companyId = company.id;
  if (p.contact_brand?.length) {
    const allowed = new Set((await contactBrandChoices(db, company)).map((b) => b.id));
    if (p.contact_brand.some((id) => !allowed.has(id))) throw new ApiError("INVALID_PAYLOAD", "Invalid payload. contact_brand: Unknown brand.");
  }
  const wanted: [LookupCollection, string[]][] = [
    ["department", p.department ? [p.department] : []],
    ["jobtitle", p.jobtitle ? [p.jobtitle] : []],
    ["country", p.sales_countries ?? []],
    ["sales_region", p.sales_regions ?? []],
    ["sales_state", p.sales_states ?? []],
  ];
  for (const [collection, ids] of wanted) {
    if (!ids.length) continue;
    const found = await db
      .select({ id: lookups.id })
      .from(lookups)
      .where(and(eq(lookups.collection, collection), inArray(lookups.id, ids)));
    if (found.length !== new Set(ids).size) throw new ApiError("INVALID_PAYLOAD", `Invalid payload. ${collection}: Unknown id.`);
  }
  if (p.thumbnail) {
    const [file] = await db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.id, p.thumbnail), eq(files.companyId, companyId)));
    if (!file) throw forbidden();
  }
}

/** The payload's fields for the audit trail (without the version bookkeeping). */
function delta(p: ContactPayload): Record<string, unknown> {
  const { version: _version, ...rest } = p;
  return rest;
}

export async function createContact(ctx: ApiContext, auth: AuthContext, p: ContactPayload): Promise<Contact> {
  if (!p.last_name) throw new ApiError("INVALID_PAYLOAD", "Invalid payload. last_name: Required.");
  // Spec §4: a contact is created as published (archived is what deleting makes of it).
  if (p.status !== undefined && p.status !== "published") throw new ApiError("INVALID_PAYLOAD", "Invalid payload. status: A contact is created as published.");
  const db = ctx.db.db;
  await checkRelations(db, auth.company, p);
  await checkHooks(contactBinding, db, auth, p);
  const id = await db.transaction(async (tx) => {
    // New contacts go to the end of the list.
    const [{ next } = { next: 1 }] = await tx
      .select({ next: sql<number>`coalesce(max(${contacts.sort}), 0) + 1` })
      .from(contacts)
      .where(scopeOf(contactBinding, auth.company.id));
    const [row] = await tx
      .insert(contacts)
      .values({ ...toContactColumns(p), lastName: p.last_name!, status: "published", companyId: auth.company.id, sort: Number(next) })
      .returning({ id: contacts.id });
    await writeHooks(contactBinding, tx, row!.id, p);
    if (p.thumbnail) await claimFile(tx, auth.company.id, p.thumbnail);
    await recordActivity(tx, auth, ctx.now(), { action: "create", collection: "contact", item: row!.id, delta: delta(p) });
    return row!.id;
  });
  return (await findContact(db, auth, id))!;
}

export async function updateContact(ctx: ApiContext, auth: AuthContext, id: number, p: ContactPayload): Promise<Contact> {
  const db = ctx.db.db;
  await checkRelations(db, auth.company, p);
  await checkHooks(contactBinding, db, auth, p);
  const onlyStatus = Object.keys(delta(p)).length === 1 && p.status !== undefined;
  const archiving = (current: ContactRow) => archives(contactBinding, current, p);
  await versionedUpdate(ctx, auth, {
    collection: "contact",
    item: id,
    lock: (tx) => lockInScope<ContactRow>(tx, contactBinding, auth.company.id, id),
    version: p.version,
    write: async (tx, current, version) => {
      if (archiving(current)) await refuseArchive(contactBinding, tx, id);
      await tx
        .update(contacts)
        .set({ ...toContactColumns(p), version })
        .where(eq(contacts.id, id));
      await writeHooks(contactBinding, tx, id, p);
    },
    files: [p.thumbnail],
    delta: delta(p),
    action: (current) => (archiving(current) ? "delete" : onlyStatus ? "status" : "update"),
  });
  return (await findContact(db, auth, id))!;
}

/** POST utils/sort/contact: positions of the company's (non-archived and archived) contacts. */
export function sortContacts(ctx: ApiContext, auth: AuthContext, item: number, to: number) {
  const companyId = auth.company.id;
  return sortItems(
    ctx.db.db,
    {
      lockKey: `contact:${companyId}`,
      list: async (tx) =>
        (
          await tx
            .select({ id: contacts.id })
            .from(contacts)
            .where(scopeOf(contactBinding, companyId))
            .orderBy(asc(contacts.sort), asc(contacts.id))
        ).map((r) => r.id),
      write: async (tx, id, sort) => {
        await tx.update(contacts).set({ sort }).where(eq(contacts.id, id));
      },
      after: (tx) => recordActivity(tx, auth, ctx.now(), { action: "sort", collection: "contact", item, delta: { to } }),
    },
    item,
    to,
  );
}
