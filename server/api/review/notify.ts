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

const OUTCOME: Partial<Record<ReviewStatus, { subject: string; line: string }>> = {
  approved: { subject: "freigegeben", line: "wurde geprüft und freigegeben. Die Handelspartner sehen es ab sofort in ihren Dokumentenlisten." },
  denied: { subject: "abgelehnt", line: "wurde geprüft und abgelehnt." },
  needs_feedback: { subject: "Rückfrage", line: "wurde geprüft; die Prüfung hat eine Rückfrage an Sie. Bitte ergänzen oder korrigieren Sie das Dokument und reichen Sie es erneut ein." },
};

export interface Decision {
  documentId: number;
  name: string;
  submittedBy: string | null;
  status: ReviewStatus;
  comment: string | null;
}

/** Queues the mail in `tx`, the decision's transaction; a mail server that is down delays it, never the decision. */
export async function notifySubmitter(ctx: ApiContext, tx: Tx, decision: Decision): Promise<void> {
  const outcome = OUTCOME[decision.status];
  if (!outcome || !decision.submittedBy) return;
  const [to] = await tx.select({ email: users.email }).from(users).where(eq(users.id, decision.submittedBy));
  if (!to) return;
  const link = `${ctx.linkOrigins[0]}/document-review/${decision.documentId}`;
  const text = [
    "Guten Tag,",
    "",
    `Ihr Dokument „${decision.name}“ ${outcome.line}`,
    ...(decision.comment ? ["", "Kommentar der Prüfung:", decision.comment] : []),
    "",
    `Zum Dokument im Partnerportal: ${link}`,
  ].join("\n");
  await queueMail(ctx, { to: to.email, subject: `Dokumentenprüfung: „${decision.name}“ ${outcome.subject}`, text, link }, undefined, tx);
}
