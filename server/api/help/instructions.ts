/**
 * The instructions behind items/instruction and items/instruction/{id} (spec §7; §4 "Instructions
 * are shown only when published"): every signed-in member reads the published ones; a draft or
 * archived instruction answers FORBIDDEN like a missing one (Directus does not tell them apart).
 */
import { and, asc, eq } from "drizzle-orm";
import type { InstructionStep } from "../contract/instructions";
import type { Db } from "../db/client";
import { instructions, instructionSteps, notArchived } from "../db/schema";
import { ApiError } from "../http/errors";

const published = and(eq(instructions.status, "published"), notArchived(instructions));
const summary = { id: instructions.id, status: instructions.status, title: instructions.title, summary: instructions.summary, screens: instructions.screens };

export async function listInstructions(db: Db) {
  return db.select(summary).from(instructions).where(published).orderBy(asc(instructions.sort), asc(instructions.id));
}

/** Flat rows (parent before child in any order) → the nested tree, siblings by sort. */
export function stepTree(rows: readonly { id: number; parentId: number | null; sort: number; title: string; text: string; image: string | null; imageAlt: string | null }[]): InstructionStep[] {
  const byParent = new Map<number | null, typeof rows>();
  for (const r of [...rows].sort((a, b) => a.sort - b.sort || a.id - b.id)) byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r]);
  const build = (parent: number | null): InstructionStep[] =>
    (byParent.get(parent) ?? []).map((r) => ({ id: r.id, title: r.title, text: r.text, image: r.image, image_alt: r.imageAlt, children: build(r.id) }));
  return build(null);
}

export async function findInstruction(db: Db, id: number) {
  const [head] = await db.select(summary).from(instructions).where(and(eq(instructions.id, id), published));
  if (!head) throw new ApiError("FORBIDDEN");
  const rows = await db.select().from(instructionSteps).where(eq(instructionSteps.instructionId, id));
  return { ...head, steps: stepTree(rows) };
}
