/**
 * Company addresses with opening hours (spec §3, §7 PATCH extranet/address/{id}). The list is
 * GET extranet/address (the caller's company); an update replaces the opening hours as a whole,
 * validated like the portal form (from before to, no overlap), under the conflict check.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { AuthContext } from "../auth/sessions";
import type { Address, AddressPayload } from "../contract";
import { sortOpeningHours, validateOpeningHours } from "../contract/opening-hours";
import type { ApiContext } from "../deps";
import type { Db } from "../db/client";
import { addresses, openingHours } from "../db/schema";
import { addressEntity } from "../contract/entities/addresses";
import { checkColumns, plainAnswer, toColumns } from "./entity-columns";
import { recordActivity } from "../editing/audit";
import { assertCurrentVersion } from "../editing/conflict";
import { ApiError, forbidden } from "../http/errors";

checkColumns(addressEntity, addresses);

async function loadAddresses(db: Db, companyId: number, id?: number): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.companyId, companyId), id === undefined ? undefined : eq(addresses.id, id)))
    .orderBy(asc(addresses.id));
  const hours = rows.length
    ? await db.select().from(openingHours).where(inArray(openingHours.addressId, rows.map((r) => r.id)))
    : [];
  return rows.map((a) => ({
    id: a.id,
    ...(plainAnswer(addressEntity, a) as Omit<Address, "id" | "version" | "opening_hours">),
    opening_hours: sortOpeningHours(
      hours.filter((h) => h.addressId === a.id).map((h) => ({ weekday: h.weekday, from: h.fromTime, to: h.toTime })),
    ),
    version: a.version,
  }));
}

export const listAddresses = (db: Db, companyId: number) => loadAddresses(db, companyId);

export async function findAddress(db: Db, companyId: number, id: number): Promise<Address | undefined> {
  return (await loadAddresses(db, companyId, id))[0];
}

export async function updateAddress(ctx: ApiContext, auth: AuthContext, id: number, p: AddressPayload): Promise<Address> {
  if (p.opening_hours && validateOpeningHours(p.opening_hours).length) {
    throw new ApiError("INVALID_PAYLOAD", "Invalid payload. opening_hours: Ranges must start before they end and must not overlap.");
  }
  const db = ctx.db.db;
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.companyId, auth.company.id)))
      .for("update");
    if (!current) throw forbidden();
    assertCurrentVersion(current.version, p.version);
    const { opening_hours: hours, version: _version, ...fields } = p;
    await tx
      .update(addresses)
      .set({ ...toColumns(addressEntity, fields), version: current.version + 1 })
      .where(eq(addresses.id, id));
    if (hours) {
      await tx.delete(openingHours).where(eq(openingHours.addressId, id));
      if (hours.length) await tx.insert(openingHours).values(hours.map((h) => ({ addressId: id, weekday: h.weekday, fromTime: h.from, toTime: h.to })));
    }
    await recordActivity(tx, auth, ctx.now(), { action: "update", collection: "address", item: id, delta: { ...fields, ...(hours ? { opening_hours: hours } : {}) } });
  });
  return (await findAddress(db, auth.company.id, id))!;
}
