/**
 * Tells the submitter of a review decision by mail (outbox without SMTP). The notification
 * centre's entry needs no write: it is read from the document's history (content/shell.ts).
 */
import { eq } from "drizzle-orm";
import type { ReviewStatus } from "../contract/review";
import { users } from "../db/schema";
import type { ApiContext } from "../deps";

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

export async function notifySubmitter(ctx: ApiContext, decision: Decision): Promise<void> {
  const outcome = OUTCOME[decision.status];
  if (!outcome || !decision.submittedBy) return;
  const [to] = await ctx.db.db.select({ email: users.email }).from(users).where(eq(users.id, decision.submittedBy));
  if (!to) return;
  const link = `${ctx.linkOrigins[0] ?? ""}/document-review/${decision.documentId}`;
  // The decision is saved; a mail server that is down must not turn it into an error.
  await ctx.mailer
    .send({
      to: to.email,
      subject: `Dokumentenprüfung: „${decision.name}“ ${outcome.subject}`,
      text: [
        "Guten Tag,",
        "",
        `Ihr Dokument „${decision.name}“ ${outcome.line}`,
        ...(decision.comment ? ["", "Kommentar der Prüfung:", decision.comment] : []),
        "",
        `Zum Dokument im Partnerportal: ${link}`,
      ].join("\n"),
      link,
    })
    .catch((error: unknown) => ctx.log("error", "review mail not sent", { error: error instanceof Error ? error.message : String(error) }));
}
