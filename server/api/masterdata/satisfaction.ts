/**
 * Customer satisfaction (spec §7): GET extranet/customer-satisfaction computes the company's
 * figures from its customer feedback; GET items/customer_feedback lists it by -date; PATCH sets
 * its status.
 */
import { and, desc, eq } from "drizzle-orm";
import type { AuthContext } from "../auth/sessions";
import type { CustomerFeedback, CustomerSatisfaction, FeedbackStatus } from "../contract";
import type { ApiContext } from "../deps";
import type { Db } from "../db/client";
import { customerFeedback } from "../db/schema";
import { recordActivity } from "../editing/audit";
import { forbidden } from "../http/errors";
import { countRows, listItems, paged, type ItemsAnswer, type RowsQuery } from "../items/compile";
import type { QuerySpec, RawQuery } from "../items/query";

/** items/customer_feedback: sorted by -date (spec §7), always within the caller's company. */
export const feedbackQuery: QuerySpec = {
  fields: {
    id: { column: customerFeedback.id, type: "integer" },
    status: { column: customerFeedback.status, type: "string" },
    date: { column: customerFeedback.date, type: "date" },
    customer_name: { column: customerFeedback.customerName, type: "string" },
    rating: { column: customerFeedback.rating, type: "integer" },
    recommend: { column: customerFeedback.recommend, type: "integer" },
    comment: { column: customerFeedback.comment, type: "string" },
  },
  search: ["customer_name", "comment"],
  defaultSort: ["-date", "-id"],
};

const ownFeedback = (companyId: number) => eq(customerFeedback.companyId, companyId);

async function loadFeedback(db: Db, q: RowsQuery): Promise<CustomerFeedback[]> {
  const rows = await paged(db.select().from(customerFeedback).where(q.where).orderBy(...q.orderBy).$dynamic(), q);
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    date: r.date,
    customer_name: r.customerName,
    rating: r.rating,
    recommend: r.recommend,
    comment: r.comment,
  }));
}

/** Every feedback of the company, newest first: what the figures are computed from. */
export const allFeedback = (db: Db, companyId: number) =>
  loadFeedback(db, { where: ownFeedback(companyId), orderBy: [desc(customerFeedback.date), desc(customerFeedback.id)] });

/** GET items/customer_feedback with the Directus query parameters. */
export function listFeedback(db: Db, companyId: number, raw: RawQuery): Promise<ItemsAnswer<CustomerFeedback>> {
  return listItems(feedbackQuery, raw, ownFeedback(companyId), { rows: (q) => loadFeedback(db, q), count: countRows(db, customerFeedback) });
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Figures of a feedback list: average rating, NPS (promoters 9–10 minus detractors 0–6), per rating, per month. */
export function satisfactionOf(feedback: readonly Pick<CustomerFeedback, "date" | "rating" | "recommend">[]): CustomerSatisfaction {
  const n = feedback.length;
  const months = new Map<string, { sum: number; count: number }>();
  for (const f of feedback) {
    const key = f.date.slice(0, 7);
    const m = months.get(key) ?? { sum: 0, count: 0 };
    m.sum += f.rating;
    m.count += 1;
    months.set(key, m);
  }
  const promoters = feedback.filter((f) => f.recommend >= 9).length;
  const detractors = feedback.filter((f) => f.recommend <= 6).length;
  return {
    responses: n,
    average_rating: n ? round1(feedback.reduce((s, f) => s + f.rating, 0) / n) : null,
    nps: n ? Math.round(((promoters - detractors) / n) * 100) : null,
    ratings: [1, 2, 3, 4, 5].map((rating) => ({ rating, count: feedback.filter((f) => f.rating === rating).length })),
    months: [...months.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, m]) => ({ month, responses: m.count, average_rating: round1(m.sum / m.count) })),
  };
}

export async function setFeedbackStatus(ctx: ApiContext, auth: AuthContext, id: number, status: FeedbackStatus): Promise<CustomerFeedback> {
  const db = ctx.db.db;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(customerFeedback)
      .set({ status })
      .where(and(eq(customerFeedback.id, id), eq(customerFeedback.companyId, auth.company.id)))
      .returning({ id: customerFeedback.id });
    if (!row) throw forbidden();
    await recordActivity(tx, auth, ctx.now(), { action: "status", collection: "customer_feedback", item: id, delta: { status } });
  });
  return (await loadFeedback(db, { where: and(ownFeedback(auth.company.id), eq(customerFeedback.id, id)), orderBy: [] }))[0]!;
}
