/**
 * The Wohnsinnspreis (decision 0920): rounds with their categories, a trading partner's own entries
 * and the past winners. Every entry is read and written within the caller's company; another
 * company's id answers FORBIDDEN like a missing one. Writes are accepted only while the round's
 * submission window is open by the API's clock (ctx.scheduleNow); afterwards SUBMISSION_CLOSED and nothing changes.
 */
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { AuthContext } from "../auth/sessions";
import { AWARD_IMAGES_MAX, canChangeEntries, missingForSubmission, shownStatus, windowState } from "../contract/award-window";
import type { AwardRound, AwardSubmission, AwardSubmissionCreate, AwardSubmissionPatch, AwardWinner } from "../contract/awards";
import type { Db } from "../db/client";
import { awardCategories, awardRounds, awardSubmissions, companies, files } from "../db/schema";
import type { ApiContext } from "../deps";
import { claimFile } from "../files/pending";
import { ApiError, forbidden } from "../http/errors";

type RoundRow = typeof awardRounds.$inferSelect;
type SubmissionRow = typeof awardSubmissions.$inferSelect;

const closed = () => new ApiError("SUBMISSION_CLOSED");
const invalid = (message: string) => new ApiError("INVALID_PAYLOAD", message);

function roundOut(round: RoundRow, categories: (typeof awardCategories.$inferSelect)[], now: Date): AwardRound {
  return {
    id: round.id,
    title: round.title,
    year: round.year,
    submission_from: round.submissionFrom.toISOString(),
    submission_until: round.submissionUntil.toISOString(),
    conditions: round.conditions,
    window: windowState(round, now),
    categories: categories.filter((c) => c.roundId === round.id).map((c) => ({ id: c.id, title: c.title, description: c.description })),
  };
}

/** Every round, newest first, with its categories and its window state at `now`. */
export async function listRounds(db: Db, now: Date): Promise<AwardRound[]> {
  const rounds = await db.select().from(awardRounds).orderBy(desc(awardRounds.year));
  const categories = await db.select().from(awardCategories).orderBy(asc(awardCategories.sort), asc(awardCategories.id));
  return rounds.map((r) => roundOut(r, categories, now));
}

const submissionColumns = { submission: awardSubmissions, round: awardRounds, categoryTitle: awardCategories.title };

function submissionOut(row: { submission: SubmissionRow; round: RoundRow; categoryTitle: string }, now: Date): AwardSubmission {
  const s = row.submission;
  return {
    id: s.id,
    round: s.roundId,
    category: s.categoryId,
    category_title: row.categoryTitle,
    title: s.title,
    text: s.text,
    images: s.images,
    status: s.status,
    shown_status: shownStatus(s.status, row.round, now),
    editable: s.status !== "awarded" && canChangeEntries(row.round, now),
    submitted_at: s.submittedAt?.toISOString() ?? null,
    date_updated: s.updatedAt.toISOString(),
  };
}

function submissionQuery(db: Db) {
  return db
    .select(submissionColumns)
    .from(awardSubmissions)
    .innerJoin(awardRounds, eq(awardRounds.id, awardSubmissions.roundId))
    .innerJoin(awardCategories, eq(awardCategories.id, awardSubmissions.categoryId));
}

/** The caller's company's entries, newest round first, then by category. */
export async function listOwnSubmissions(db: Db, auth: AuthContext, now: Date): Promise<AwardSubmission[]> {
  const rows = await submissionQuery(db)
    .where(eq(awardSubmissions.companyId, auth.company.id))
    .orderBy(desc(awardRounds.year), asc(awardCategories.sort), asc(awardSubmissions.id));
  return rows.map((r) => submissionOut(r, now));
}

async function loadOwn(db: Db, auth: AuthContext, id: number) {
  const [row] = await submissionQuery(db).where(and(eq(awardSubmissions.id, id), eq(awardSubmissions.companyId, auth.company.id)));
  if (!row) throw forbidden();
  return row;
}

export async function findOwnSubmission(db: Db, auth: AuthContext, id: number, now: Date): Promise<AwardSubmission> {
  return submissionOut(await loadOwn(db, auth, id), now);
}

/** Awarded entries of all rounds (shared with every member who may see the award), newest first. */
export async function listWinners(db: Db): Promise<AwardWinner[]> {
  const rows = await db
    .select({ s: awardSubmissions, year: awardRounds.year, roundTitle: awardRounds.title, categoryTitle: awardCategories.title, companyName: companies.name })
    .from(awardSubmissions)
    .innerJoin(awardRounds, eq(awardRounds.id, awardSubmissions.roundId))
    .innerJoin(awardCategories, eq(awardCategories.id, awardSubmissions.categoryId))
    .innerJoin(companies, eq(companies.id, awardSubmissions.companyId))
    .where(eq(awardSubmissions.status, "awarded"))
    .orderBy(desc(awardRounds.year), asc(awardCategories.sort));
  return rows.map((r) => ({ id: r.s.id, year: r.year, round_title: r.roundTitle, category_title: r.categoryTitle, company_name: r.companyName, title: r.s.title, text: r.s.text, images: r.s.images }));
}

/** Images must be image files of the caller's company (its uploads), at most AWARD_IMAGES_MAX, no repeats. */
async function checkImages(db: Db, auth: AuthContext, images: readonly string[]): Promise<void> {
  if (images.length === 0) return;
  if (new Set(images).size !== images.length || images.length > AWARD_IMAGES_MAX) throw invalid('Invalid payload. "images" has repeated or too many files.');
  const own = await db
    .select({ id: files.id, type: files.type })
    .from(files)
    .where(and(inArray(files.id, [...images]), eq(files.companyId, auth.company.id)));
  if (own.length !== images.length || own.some((f) => !f.type.startsWith("image/"))) throw forbidden();
}

function checkComplete(entry: { title: string; text: string; images: readonly string[] }): void {
  const missing = missingForSubmission(entry);
  if (missing.length > 0) throw invalid(`Invalid payload. A submitted entry needs: ${missing.join(", ")}.`);
}

async function categoryOfRound(db: Db, roundId: number, categoryId: number) {
  const [category] = await db
    .select({ id: awardCategories.id })
    .from(awardCategories)
    .where(and(eq(awardCategories.id, categoryId), eq(awardCategories.roundId, roundId)));
  if (!category) throw invalid('Invalid payload. "category" is not a category of this round.');
}

/** A unique violation of one entry per company and category becomes RECORD_NOT_UNIQUE. */
async function onePerCategory<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const text = String((error as { cause?: unknown }).cause ?? "") + String(error);
    if (text.includes("award_submissions_one_per_category")) throw new ApiError("RECORD_NOT_UNIQUE", 'Value for field "category" in collection "award_submissions" has to be unique.');
    throw error;
  }
}

export async function createSubmission(ctx: ApiContext, auth: AuthContext, input: AwardSubmissionCreate): Promise<AwardSubmission> {
  const db = ctx.db.db;
  const now = ctx.scheduleNow();
  const [round] = await db.select().from(awardRounds).where(eq(awardRounds.id, input.round));
  if (!round) throw invalid('Invalid payload. "round" does not exist.');
  if (!canChangeEntries(round, now)) throw closed();
  await categoryOfRound(db, round.id, input.category);
  await checkImages(db, auth, input.images);
  if (input.status === "submitted") checkComplete(input);
  const id = await onePerCategory(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(awardSubmissions)
        .values({
          roundId: round.id,
          categoryId: input.category,
          companyId: auth.company.id,
          title: input.title,
          text: input.text,
          images: input.images,
          status: input.status,
          submittedAt: input.status === "submitted" ? now : null,
          userUpdated: auth.user.id,
        })
        .returning({ id: awardSubmissions.id });
      for (const image of input.images) await claimFile(tx, auth.company.id, image);
      return row!.id;
    }),
  );
  return findOwnSubmission(db, auth, id, now);
}

export async function updateSubmission(ctx: ApiContext, auth: AuthContext, id: number, patch: AwardSubmissionPatch): Promise<AwardSubmission> {
  const db = ctx.db.db;
  const now = ctx.scheduleNow();
  const current = await loadOwn(db, auth, id);
  if (current.submission.status === "awarded" || !canChangeEntries(current.round, now)) throw closed();
  if (patch.category !== undefined) await categoryOfRound(db, current.round.id, patch.category);
  if (patch.images) await checkImages(db, auth, patch.images);
  const next = { title: patch.title ?? current.submission.title, text: patch.text ?? current.submission.text, images: patch.images ?? current.submission.images };
  const status = patch.status ?? current.submission.status;
  if (status === "submitted") checkComplete(next);
  await onePerCategory(() =>
    db.transaction(async (tx) => {
      await tx
        .update(awardSubmissions)
        .set({
          ...next,
          categoryId: patch.category ?? current.submission.categoryId,
          status,
          submittedAt: status === "submitted" ? (current.submission.submittedAt ?? now) : null,
          userUpdated: auth.user.id,
        })
        .where(and(eq(awardSubmissions.id, id), eq(awardSubmissions.companyId, auth.company.id)));
      for (const image of patch.images ?? []) await claimFile(tx, auth.company.id, image);
    }),
  );
  return findOwnSubmission(db, auth, id, now);
}

/** Withdrawing an entry: only the own company's, only while the window is open. */
export async function deleteSubmission(ctx: ApiContext, auth: AuthContext, id: number): Promise<void> {
  const current = await loadOwn(ctx.db.db, auth, id);
  if (current.submission.status === "awarded" || !canChangeEntries(current.round, ctx.scheduleNow())) throw closed();
  await ctx.db.db.delete(awardSubmissions).where(and(eq(awardSubmissions.id, id), eq(awardSubmissions.companyId, auth.company.id)));
}

