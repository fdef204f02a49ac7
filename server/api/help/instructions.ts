/**
 * items/instruction and items/instruction/{id} (spec §7; §4 "Instructions are shown only when
 * published"): every signed-in member reads the published ones; a draft or archived instruction
 * answers FORBIDDEN like a missing one (Directus does not tell them apart).
 */
import { and, asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { requireAuth } from "../auth/middleware";
import { cachedRead } from "../cache/cached-read";
import type { InstructionStep } from "../contract/instructions";
import type { Db } from "../db/client";
import { instructions, instructionSteps } from "../db/schema";
import type { ApiContext } from "../deps";
import type { ApiEnv } from "../http/env";
import { ApiError } from "../http/errors";
import { parseId } from "../http/scope";
import { validate } from "../http/validate";

const published = eq(instructions.status, "published");
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

/** What the portal sends: optional Directus field and sort lists, the status filter it may repeat. */
const query = z
  .object({ fields: z.string().max(500).optional(), sort: z.string().max(100).optional(), "filter[status][_eq]": z.literal("published").optional() })
  .strict();

export function instructionRoutes(ctx: ApiContext) {
  const app = new Hono<ApiEnv>();
  const auth = requireAuth(ctx);
  const cached = cachedRead(ctx);
  app.get("/items/instruction", auth, validate("query", query), cached, async (c) => c.json({ data: await listInstructions(ctx.db.db) }));
  app.get("/items/instruction/:id", auth, validate("query", query), cached, async (c) => {
    const id = parseId.integer(c.req.param("id"));
    if (id === undefined) throw new ApiError("FORBIDDEN");
    return c.json({ data: await findInstruction(ctx.db.db, id) });
  });
  return app;
}
