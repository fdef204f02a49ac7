import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, smallint, text } from "drizzle-orm/pg-core";
import { ADDRESS_TYPES, type AddressType } from "../../values/lists";
import { companies } from "./companies";
import { inList, postalColumns, timestamps } from "./columns";

/** A company address of one of the types of spec §3 (PA, RA, PO, FI, CA, LA, SO). */
export const addresses = pgTable(
  "addresses",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    addressType: text("address_type").$type<AddressType>().notNull(),
    name: text("name"),
    ...postalColumns,
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index("addresses_company_idx").on(t.companyId),
    check("addresses_type_check", inList(t.addressType, ADDRESS_TYPES)),
  ],
);

/** One opening time range of an address on a weekday (1 = Monday … 7 = Sunday); a day without rows is closed. */
export const openingHours = pgTable(
  "opening_hours",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    addressId: integer("address_id")
      .notNull()
      .references(() => addresses.id, { onDelete: "cascade" }),
    weekday: smallint("weekday").notNull(),
    /** HH:MM */
    fromTime: text("from_time").notNull(),
    toTime: text("to_time").notNull(),
  },
  (t) => [
    index("opening_hours_address_idx").on(t.addressId),
    check("opening_hours_weekday_check", sql`${t.weekday} between 1 and 7`),
    check("opening_hours_range_check", sql`${t.fromTime} < ${t.toTime}`),
  ],
);
