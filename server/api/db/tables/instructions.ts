import { check, index, integer, pgTable, smallint, text, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { CONTENT_STATUSES, type ContentStatus } from "../../values/lists";
import { files } from "./files";
import { catalogueColumns, inList, timestamps } from "./columns";

/** An instruction of the help area (spec §3 Instruction, items/instruction); members see it once published. */
export const instructions = pgTable(
  "instructions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    status: text("status").$type<ContentStatus>().notNull().default("draft"),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    /** portal paths (lowercase) the instruction helps with; the help drawer offers it there */
    screens: text("screens").array().notNull().default([]),
    sort: smallint("sort").notNull().default(0),
    ...catalogueColumns,
    ...timestamps,
  },
  (t) => [check("instructions_status_check", inList(t.status, CONTENT_STATUSES))],
);

/** A step of an instruction; steps nest (children of children) and may carry an image. */
export const instructionSteps = pgTable(
  "instruction_steps",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    instructionId: integer("instruction_id")
      .notNull()
      .references(() => instructions.id, { onDelete: "cascade" }),
    parentId: integer("parent_id").references((): AnyPgColumn => instructionSteps.id, { onDelete: "cascade" }),
    sort: smallint("sort").notNull().default(0),
    title: text("title").notNull(),
    text: text("text").notNull().default(""),
    image: uuid("image").references(() => files.id, { onDelete: "set null" }),
    imageAlt: text("image_alt"),
  },
  (t) => [index("instruction_steps_instruction_idx").on(t.instructionId, t.sort)],
);
