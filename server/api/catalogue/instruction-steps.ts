/**
 * An instruction's steps, edited by the Redaktion on the instruction's form (decision 0965):
 * add, edit (title, text, image with its alternative text, the step it stands under), remove
 * (with the steps under it) and sort among siblings. Each change names the instruction's loaded
 * version and is a versioned update of the instruction: it bumps the version and is written to
 * the instruction's history in the same transaction, so two editors cannot overwrite each other.
 */
import { and, eq, isNull, max, or, type SQL } from "drizzle-orm";
import type { AuthContext } from "../auth/sessions";
import type { InstructionStepRow } from "../contract/catalogue";
import type { Tx } from "../db/client";
import { files, instructions, instructionSteps } from "../db/schema";
import type { ApiContext } from "../deps";
import { versionedUpdate } from "../editing/versioned-update";
import { ApiError, forbidden } from "../http/errors";
import { movedWithin } from "./levels";

type StepRow = typeof instructionSteps.$inferSelect;
interface StepFields {
  title?: string;
  text?: string | null;
  parent_id?: number | null;
  image?: string | null;
  image_alt?: string | null;
}

const invalid = (field: string, message: string) => new ApiError("INVALID_PAYLOAD", `Invalid payload. ${field}: ${message}`);

/** Flat rows → reading order (depth-first, each level by sort, then id) with each step's depth. */
export function stepRowsOf(rows: readonly StepRow[]): InstructionStepRow[] {
  const bySort = [...rows].sort((a, b) => a.sort - b.sort || a.id - b.id);
  const out: InstructionStepRow[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const r of bySort.filter((s) => s.parentId === parent)) {
      out.push({ id: r.id, parent_id: r.parentId, depth, title: r.title, text: r.text, image: r.image, image_alt: r.imageAlt });
      walk(r.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

const answerOf = (step: StepRow, version: number) => ({
  id: step.id,
  instruction_id: step.instructionId,
  parent_id: step.parentId,
  title: step.title,
  text: step.text,
  image: step.image,
  image_alt: step.imageAlt,
  version,
});

const levelOf = (instructionId: number, parent: number | null): SQL => and(eq(instructionSteps.instructionId, instructionId), parent === null ? isNull(instructionSteps.parentId) : eq(instructionSteps.parentId, parent))!;

/** The parent is a step of the same instruction and not the step itself or one under it (the steps stay a tree). */
async function checkParent(tx: Tx, instructionId: number, parent: number | null | undefined, self: number | null) {
  if (!parent) return;
  const rows = await tx.select({ id: instructionSteps.id, parentId: instructionSteps.parentId }).from(instructionSteps).where(eq(instructionSteps.instructionId, instructionId));
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
  if (!parentOf.has(parent)) throw invalid("parent_id", "descriptions.catalogue.instructionSteps.parentInvalid");
  for (let at: number | null | undefined = parent; at; at = parentOf.get(at)) if (at === self) throw invalid("parent_id", "descriptions.catalogue.instructionSteps.parentSelf");
}

/** A step with an image says what it shows (the partners' page renders it as the image's alternative text). */
function checkImage(step: { image?: string | null; image_alt?: string | null }) {
  if (step.image && !String(step.image_alt ?? "").trim()) throw invalid("image_alt", "descriptions.catalogue.instructionSteps.imageAltRequired");
}

/** The image is one the association uploaded (or a shared one, like the seeded screen images), never another company's file. */
async function checkImageFile(tx: Tx, auth: AuthContext, image: string | null | undefined) {
  if (!image) return;
  const [file] = await tx.select({ id: files.id }).from(files).where(and(eq(files.id, image), or(eq(files.companyId, auth.company.id), isNull(files.companyId))));
  if (!file) throw invalid("image", "descriptions.catalogue.instructionSteps.imageInvalid");
}

const columnsOf = (f: StepFields) => ({
  ...(f.title !== undefined ? { title: f.title } : {}),
  ...(f.text !== undefined ? { text: f.text ?? "" } : {}),
  ...(f.parent_id !== undefined ? { parentId: f.parent_id } : {}),
  ...(f.image !== undefined ? { image: f.image } : {}),
  ...(f.image_alt !== undefined ? { imageAlt: f.image_alt } : {}),
});

/** The step's instruction's change: lock the instruction, check its version, write, record in its history. */
async function changeInstruction(ctx: ApiContext, auth: AuthContext, instructionId: number, version: number, delta: Record<string, unknown>, write: (tx: Tx) => Promise<void>, files: (string | null | undefined)[] = []) {
  let next = 0;
  await versionedUpdate(ctx, auth, {
    collection: "instructions",
    item: instructionId,
    lock: async (tx) => (await tx.select({ version: instructions.version }).from(instructions).where(eq(instructions.id, instructionId)).for("update"))[0],
    version,
    files,
    delta,
    action: "update",
    write: async (tx, _current, v) => {
      await write(tx);
      await tx.update(instructions).set({ version: v }).where(eq(instructions.id, instructionId));
      next = v;
    },
  });
  return next;
}

async function stepOf(ctx: ApiContext, id: number): Promise<StepRow> {
  const [step] = await ctx.db.db.select().from(instructionSteps).where(eq(instructionSteps.id, id));
  if (!step) throw forbidden();
  return step;
}

export async function createInstructionStep(ctx: ApiContext, auth: AuthContext, body: StepFields & { instruction_id: number; version: number; title?: string }) {
  const { instruction_id: instructionId, version, ...fields } = body;
  if (!fields.title) throw invalid("title", "descriptions.catalogue.titleRequired");
  checkImage(fields);
  let id = 0;
  const next = await changeInstruction(
    ctx,
    auth,
    instructionId,
    version,
    { steps: { create: fields } },
    async (tx) => {
      const parent = fields.parent_id ?? null;
      await checkParent(tx, instructionId, parent, null);
      await checkImageFile(tx, auth, fields.image);
      // a new step comes last on its level
      const [last] = await tx.select({ sort: max(instructionSteps.sort) }).from(instructionSteps).where(levelOf(instructionId, parent));
      const [row] = await tx
        .insert(instructionSteps)
        .values({ instructionId, title: fields.title!, ...columnsOf(fields), sort: (last?.sort ?? 0) + 1 })
        .returning({ id: instructionSteps.id });
      id = row!.id;
    },
    [fields.image],
  );
  return answerOf(await stepOf(ctx, id), next);
}

export async function updateInstructionStep(ctx: ApiContext, auth: AuthContext, id: number, body: StepFields & { version: number }) {
  const { version, ...fields } = body;
  const step = await stepOf(ctx, id);
  checkImage({ image: fields.image === undefined ? step.image : fields.image, image_alt: fields.image_alt === undefined ? step.imageAlt : fields.image_alt });
  const next = await changeInstruction(
    ctx,
    auth,
    step.instructionId,
    version,
    { steps: { update: id, ...fields } },
    async (tx) => {
      const moves = fields.parent_id !== undefined && (fields.parent_id ?? null) !== step.parentId;
      if (moves) await checkParent(tx, step.instructionId, fields.parent_id, id);
      await checkImageFile(tx, auth, fields.image);
      // under another step it comes last there
      const [last] = moves ? await tx.select({ sort: max(instructionSteps.sort) }).from(instructionSteps).where(levelOf(step.instructionId, fields.parent_id ?? null)) : [];
      await tx
        .update(instructionSteps)
        .set({ ...columnsOf(fields), ...(moves ? { sort: (last?.sort ?? 0) + 1 } : {}) })
        .where(eq(instructionSteps.id, id));
    },
    [fields.image],
  );
  return answerOf(await stepOf(ctx, id), next);
}

/** Removes the step and the steps under it (the table cascades). */
export async function deleteInstructionStep(ctx: ApiContext, auth: AuthContext, id: number, version: number) {
  const step = await stepOf(ctx, id);
  await changeInstruction(ctx, auth, step.instructionId, version, { steps: { delete: id, title: step.title } }, async (tx) => {
    await tx.delete(instructionSteps).where(eq(instructionSteps.id, id));
  });
}

/** utils/sort/instruction_steps: `item` takes the place of `to`, both under the same step. */
export async function sortInstructionSteps(ctx: ApiContext, auth: AuthContext, item: number, to: number, version: number) {
  const [moved, target] = [await stepOf(ctx, item), await stepOf(ctx, to)];
  if (moved.instructionId !== target.instructionId || moved.parentId !== target.parentId) throw invalid("to", "descriptions.catalogue.instructionSteps.sortSiblings");
  await changeInstruction(ctx, auth, moved.instructionId, version, { steps: { sort: item, to } }, async (tx) => {
    const level = await tx.select({ id: instructionSteps.id, sort: instructionSteps.sort }).from(instructionSteps).where(levelOf(moved.instructionId, moved.parentId)).for("update");
    for (const { id, sort } of movedWithin(level, item, to)) await tx.update(instructionSteps).set({ sort }).where(eq(instructionSteps.id, id));
  });
}
