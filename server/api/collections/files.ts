/**
 * Files of the association (no company) that website entries use — a shared banner's image, a
 * shared brand's logo, a gallery image: readable by every company the entry is linked to, as the
 * entry itself is (files/service.ts: a file follows the record that owns it). Built from the
 * registry, so a new collection's image fields and galleries are covered without a change here.
 */
import { and, eq, exists, inArray, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { contentImages, contentPartners, files } from "../db/schema";
import { galleriesOf, imageFieldsOf } from "../contract/describe";
import type { BoundCollection } from "./binding";
import { COLLECTIONS } from "./registry";

export function linkedContentFile(db: Db, companyIds: readonly number[]): SQL | undefined {
  if (companyIds.length === 0) return undefined;
  const ids = [...companyIds];
  const linked = (d: BoundCollection, item: PgColumn | SQL) =>
    and(eq(contentPartners.collection, d.name), sql`${contentPartners.item} = ${item}`, inArray(contentPartners.companyId, ids));
  return or(
    ...COLLECTIONS.flatMap((d) => {
      const table = d.table as unknown as Record<string, PgColumn>;
      const columns = [...(d.image && d.table.image ? [d.table.image] : []), ...imageFieldsOf(d).map((name) => table[name]!)];
      return [
        ...columns.map((column) =>
          exists(
            db
              .select({ one: sql`1` })
              .from(d.table)
              .innerJoin(contentPartners, linked(d, d.table.id))
              .where(eq(column, files.id)),
          ),
        ),
        ...galleriesOf(d).map((g) =>
          exists(
            db
              .select({ one: sql`1` })
              .from(contentImages)
              .innerJoin(contentPartners, linked(d, contentImages.item))
              .where(and(eq(contentImages.collection, g.junction), eq(contentImages.file, files.id))),
          ),
        ),
      ];
    }),
  );
}
