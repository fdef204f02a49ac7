/**
 * Tells the submitter of a review decision by mail (queued, mail/send.ts). The notification
 * centre's entry needs no write: it is read from the document's history (content/shell.ts).
 */
import { eq } from "drizzle-orm";
import type { ReviewStatus } from "../contract/review";
import type { Tx } from "../db/client";
import { users } from "../db/schema";
import type { ApiContext } from "../deps";
import { queueMail } from "../mail/send";
import { mailTexts, type MailTexts } from "../locales/mails";

type Told = keyof MailTexts["review"]["outcomes"];
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

/** Queues the mail in `tx`, the decision's transaction, in the submitter's language; a mail server that is down delays it, never the decision. */
export async function notifySubmitter(ctx: ApiContext, tx: Tx, decision: Decision): Promise<void> {
  const status = decision.status;
  if (!decision.submittedBy || !isTold(status)) return;
  const [to] = await tx.select({ email: users.email, language: users.language }).from(users).where(eq(users.id, decision.submittedBy));
  if (!to) return;
  const m = mailTexts(to.language);
  const outcome = m.review.outcomes[status];
  const link = `${ctx.linkOrigins[0]}/document-review/${decision.documentId}`;
  const text = [
    m.common.greeting,
    "",
    m.review.lead(decision.name, outcome.line),
    ...(decision.comment ? ["", m.review.comment, decision.comment] : []),
    "",
    m.review.link(link),
  ].join("\n");
  await queueMail(ctx, { language: to.language, to: to.email, subject: m.review.subject(decision.name, outcome.subject), text, link }, undefined, tx);
}
