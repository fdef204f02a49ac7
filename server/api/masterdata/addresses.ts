/**
 * Company addresses with opening hours (spec §3, §7 PATCH extranet/address/{id}). The list is
 * GET extranet/address (the caller's company); an update replaces the opening hours as a whole,
 * validated like the portal form (from before to, no overlap), under the conflict check. Create
 * (POST extranet/address) and delete (DELETE extranet/address/{id}) are the caller's company's
 * only; an address something still references is not deleted (INVALID_FOREIGN_KEY, decision 0527).
 * The scope and the opening hours' hook are the description's (binding.ts).
 */
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { AuthContext } from "../auth/sessions";
import type { Address, AddressCreatePayload, AddressPayload } from "../contract";
import { sortOpeningHours, validateOpeningHours } from "../contract/opening-hours";
import type { ApiContext } from "../deps";
import type { Db } from "../db/client";
import { addresses, openingHours, websiteSettings } from "../db/schema";
import { WEBSITE_SETTINGS_FIELDS, WEBSITE_SETTINGS_NAME } from "../contract/collections/website-settings";
import { COLLECTIONS } from "../collections/registry";
import { addressEntity } from "../contract/entities/addresses";
import { bindEntity, checkHooks, hookFieldsOf, lockInScope, recordScopeOf, scopeOf, writeHooks } from "./binding";
import { plainAnswer, toColumns } from "./entity-columns";
import { recordActivity } from "../editing/audit";
import { assertCurrentVersion } from "../editing/conflict";
import { ApiError, forbidden } from "../http/errors";

type Hours = AddressPayload["opening_hours"];

/** The opening hours' own table (the description's hook): validated like the portal form (from before to, no overlap), replaced as a whole. */
export const addressBinding = bindEntity(addressEntity, {
  table: addresses,
  hooks: {
    openingHours: {
      load: async (db, _auth, ids) => {
        const hours = await db.select().from(openingHours).where(inArray(openingHours.addressId, ids));
        return (id) => ({
          opening_hours: sortOpeningHours(hours.filter((h) => h.addressId === id).map((h) => ({ weekday: h.weekday, from: h.fromTime, to: h.toTime }))),
        });
      },
      check: (_db, _auth, payload) => {
        const hours = payload.opening_hours as Hours;
        if (hours && validateOpeningHours(hours).length) {
          throw new ApiError("INVALID_PAYLOAD", "Invalid payload. opening_hours: Ranges must start before they end and must not overlap.");
        }
      },
      write: async (tx, id, payload) => {
        const hours = payload.opening_hours as Hours;
        if (!hours) return;
        await tx.delete(openingHours).where(eq(openingHours.addressId, id));
        if (hours.length) await tx.insert(openingHours).values(hours.map((h) => ({ addressId: id, weekday: h.weekday, fromTime: h.from, toTime: h.to })));
      },
    },
  },
});

async function loadAddresses(db: Db, auth: AuthContext, id?: number): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(id === undefined ? scopeOf(addressBinding, auth.company.id) : recordScopeOf(addressBinding, auth.company.id, id))
    .orderBy(asc(addresses.id));
  const hooked = await hookFieldsOf(addressBinding, db, auth, rows.map((r) => r.id));
  return rows.map((a) => ({
    id: a.id,
    ...(plainAnswer(addressEntity, a) as Omit<Address, "id" | "version" | "opening_hours">),
    ...(hooked(a.id) as Pick<Address, "opening_hours">),
    version: a.version,
  }));
}

export const listAddresses = (db: Db, auth: AuthContext) => loadAddresses(db, auth);

export async function findAddress(db: Db, auth: AuthContext, id: number): Promise<Address | undefined> {
  return (await loadAddresses(db, auth, id))[0];
}

/** POST extranet/address: a new address of the caller's company, with its opening hours. */
export async function createAddress(ctx: ApiContext, auth: AuthContext, p: AddressCreatePayload): Promise<Address> {
  if (!p.address_type) throw new ApiError("INVALID_PAYLOAD", "Invalid payload. address_type: Required.");
  if (!p.country) throw new ApiError("INVALID_PAYLOAD", "Invalid payload. country: Required.");
  await checkHooks(addressBinding, ctx.db.db, auth, p);
  const db = ctx.db.db;
  const { opening_hours: hours, version: _version, ...fields } = p;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(addresses)
      .values({ ...(toColumns(addressEntity, fields) as typeof addresses.$inferInsert), companyId: auth.company.id })
      .returning({ id: addresses.id });
    await writeHooks(addressBinding, tx, row!.id, p);
    await recordActivity(tx, auth, ctx.now(), { action: "create", collection: "address", item: row!.id, delta: { ...fields, ...(hours ? { opening_hours: hours } : {}) } });
    return row!.id;
  });
  return (await findAddress(db, auth, id))!;
}

/**
 * What may point at an address: the website settings' opening-hours address and every described
 * collection's "address" field (a job's place of work) — found from the descriptions, so a new
 * address field is covered without a change here.
 */
const ADDRESS_USES: { use: string; table: PgTable; column: PgColumn }[] = [
  ...Object.entries(WEBSITE_SETTINGS_FIELDS)
    .filter(([, f]) => f.input === "address")
    .map(([name]) => ({ use: WEBSITE_SETTINGS_NAME, table: websiteSettings, column: (websiteSettings as unknown as Record<string, PgColumn>)[name]! })),
  ...COLLECTIONS.flatMap((d) =>
    Object.entries(d.fields)
      .filter(([, f]) => f.input === "address")
      .map(([name]) => ({ use: d.name, table: d.table, column: (d.table as unknown as Record<string, PgColumn>)[name]! })),
  ),
];

/** DELETE extranet/address/{id}: the caller's company's address with its opening hours, unless something still uses it. */
export async function deleteAddress(ctx: ApiContext, auth: AuthContext, id: number): Promise<void> {
  await ctx.db.db.transaction(async (tx) => {
    if (!(await lockInScope(tx, addressBinding, auth.company.id, id))) throw forbidden();
    const used: string[] = [];
    for (const { use, table, column } of ADDRESS_USES) {
      const [row] = await tx.select({ one: sql`1` }).from(table).where(eq(column, id)).limit(1);
      if (row && !used.includes(use)) used.push(use);
    }
    if (used.length) throw new ApiError("INVALID_FOREIGN_KEY", `Invalid foreign key. The address is still used by: ${used.join(", ")}.`);
    await tx.delete(addresses).where(eq(addresses.id, id));
    await recordActivity(tx, auth, ctx.now(), { action: "delete", collection: "address", item: id });
  });
}

export async function updateAddress(ctx: ApiContext, auth: AuthContext, id: number, p: AddressPayload): Promise<Address> {
  const db = ctx.db.db;
  await checkHooks(addressBinding, db, auth, p);
  await db.transaction(async (tx) => {
    const current = await lockInScope(tx, addressBinding, auth.company.id, id);
    if (!current) throw forbidden();
    assertCurrentVersion(current.version, p.version);
    const { opening_hours: hours, version: _version, ...fields } = p;
    await tx
      .update(addresses)
      .set({ ...toColumns(addressEntity, fields), version: current.version + 1 })
      .where(eq(addresses.id, id));
    await writeHooks(addressBinding, tx, id, p);
    await recordActivity(tx, auth, ctx.now(), { action: "update", collection: "address", item: id, delta: { ...fields, ...(hours ? { opening_hours: hours } : {}) } });
  });
  return (await findAddress(db, auth, id))!;
}
