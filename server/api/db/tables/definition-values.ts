import { check, integer, pgTable, text } from "drizzle-orm/pg-core";
import { CONTENT_STATUSES, type ContentStatus } from "../../values/lists";
import { inList } from "./columns";

/**
 * Definition values (spec §3): the catalogue of contact properties. additional1 holds the
 * markers (vL:/oL: supplier, vM:/oM: trading partner), additional3 the label, additional5 the
 * consumer ('export-middleware').
 */
export const definitionValues = pgTable(
  "definition_values",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    status: text("status").$type<ContentStatus>().notNull().default("published"),
    additional1: text("additional1"),
    additional3: text("additional3"),
    additional5: text("additional5"),
  },
  (t) => [check("definition_values_status_check", inList(t.status, CONTENT_STATUSES))],
);
