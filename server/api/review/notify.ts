/**
 * Tells the submitter of a review decision by mail (queued, mail/send.ts). The notification
 * centre's entry needs no write: it is read from the document's history (content/shell.ts).
 */
import { eq } from "drizzle-orm";
import type { ReviewStatus } from "../contract/review";
import type { Tx } from "../db/client";
import { users } from "../db/schema";
import type { ApiContext } from "../deps";
import type { Language } from "../values/languages";
import { queueMail, textMail, type LocalisedMail } from "../mail/send";
import { mailTexts, type MailTexts } from "../locales/mails";

export type Told = keyof MailTexts["review"]["outcomes"];
/** The decisions the submitter is told of, each with its words in the mail texts. */
const TOLD: readonly ReviewStatus[] = ["approved", "denied", "needs_feedback"] satisfies Told[];
const isTold = (status: ReviewStatus): status is Told => TOLD.includes(status);

export interface Decision {
  documentId: number;
  name: string;
  submittedBy: string | null;
  status: ReviewStatus;
  comment: string | null;
}

/** The mail that tells the submitter of a decision, in the submitter's language. */
export function reviewMail(to: { email: string; language: Language }, decision: Decision & { status: Told }, origin: string): LocalisedMail {
  const m = mailTexts(to.language);
  const outcome = m.review.outcomes[decision.status];
  const link = `${origin}/document-review/${decision.documentId}`;
  const comment = decision.comment ? ["", m.review.comment, decision.comment] : [];
  return textMail(to, m.review.subject(decision.name, outcome.subject), [m.common.greeting, "", m.review.lead(decision.name, outcome.line), ...comment, "", m.review.link(link)], link);
}

/** Queues the mail in `tx`, the decision's transaction; a mail server that is down delays it, never the decision. */
export async function notifySubmitter(ctx: ApiContext, tx: Tx, decision: Decision): Promise<void> {
  const status = decision.status;
  if (!decision.submittedBy || !isTold(status)) return;
  const [to] = await tx.select({ email: users.email, language: users.language }).from(users).where(eq(users.id, decision.submittedBy));
  if (!to) return;
  await queueMail(ctx, reviewMail(to, { ...decision, status }, ctx.linkOrigins[0]), undefined, tx);
}
