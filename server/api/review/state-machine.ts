/**
 * The review state machine of supplier documents (decision 0600). Pure: it knows statuses, events
 * and who acts, nothing of the database, so every allowed and refused step is unit-tested.
 *
 *   draft ──request_review──▶ in_review ──start_review──▶ in_progress
 *     ▲                          │  ▲                         │
 *     │                  forward │  └──start_review── check_modulemanager ◀─forward─┘
 *   needs_feedback ◀─request_feedback─ (any submitted) ─approve▶ approved / ─deny▶ denied
 */
import { SUBMITTED_STATUSES, type ReviewStatus, type ReviewTarget } from "../contract/review";

export const REVIEW_EVENTS = ["edit", "request_review", "start_review", "forward", "approve", "deny", "request_feedback", "delete", "comment"] as const;
export type ReviewEvent = (typeof REVIEW_EVENTS)[number];

/** owner: an account of the supplier company the document belongs to; reviewer: holds DOCUMENTREVIEW. */
export type ReviewRole = "owner" | "reviewer";

interface Rule {
  from: readonly ReviewStatus[];
  /** the new status; undefined: the status stays (edit, comment) or the document goes (delete) */
  to?: ReviewStatus;
  by: ReviewRole;
  /** a reviewer's decision sent back to the supplier must say why */
  needsComment?: boolean;
}

const OPEN_FOR_SUPPLIER: readonly ReviewStatus[] = ["draft", "needs_feedback"];

const RULES: Record<Exclude<ReviewEvent, "comment">, Rule> = {
  edit: { from: OPEN_FOR_SUPPLIER, by: "owner" },
  request_review: { from: OPEN_FOR_SUPPLIER, to: "in_review", by: "owner" },
  start_review: { from: ["in_review", "check_modulemanager"], to: "in_progress", by: "reviewer" },
  forward: { from: ["in_review", "in_progress"], to: "check_modulemanager", by: "reviewer" },
  approve: { from: SUBMITTED_STATUSES, to: "approved", by: "reviewer" },
  deny: { from: SUBMITTED_STATUSES, to: "denied", by: "reviewer", needsComment: true },
  request_feedback: { from: SUBMITTED_STATUSES, to: "needs_feedback", by: "reviewer", needsComment: true },
  // Withdrawing is deleting: only while the association does not hold it, and never once published.
  delete: { from: ["draft", "needs_feedback", "denied"], by: "owner" },
};

/** The events that change the status (each is also the history entry's action). */
export type StepEvent = "request_review" | "start_review" | "forward" | "approve" | "deny" | "request_feedback";

/** The event a PATCH with `status` asks for. */
export const EVENT_FOR_TARGET: Record<ReviewTarget, StepEvent> = {
  in_review: "request_review",
  in_progress: "start_review",
  check_modulemanager: "forward",
  approved: "approve",
  denied: "deny",
  needs_feedback: "request_feedback",
};

export interface ReviewActor {
  userId: string;
  roles: ReadonlySet<ReviewRole>;
}

export interface ReviewSubject {
  status: ReviewStatus;
  /** who last requested the review (null before the first request) */
  submittedBy: string | null;
}

export type ReviewDecision =
  | { ok: true; to: ReviewStatus | undefined }
  | { ok: false; code: "ILLEGAL_TRANSITION" | "SELF_REVIEW" | "COMMENT_REQUIRED" | "NOT_ALLOWED"; message: string };

export function decide(subject: ReviewSubject, event: ReviewEvent, actor: ReviewActor, comment?: string): ReviewDecision {
  if (event === "comment") {
    return actor.roles.size > 0 ? { ok: true, to: undefined } : { ok: false, code: "NOT_ALLOWED", message: "Only the supplier and the reviewers may comment." };
  }
  const rule = RULES[event];
  if (!actor.roles.has(rule.by)) return { ok: false, code: "NOT_ALLOWED", message: `Only the ${rule.by === "owner" ? "supplier" : "reviewer"} may ${event.replace("_", " ")}.` };
  if (!rule.from.includes(subject.status)) {
    return { ok: false, code: "ILLEGAL_TRANSITION", message: `A document in status ${subject.status} cannot ${event.replace("_", " ")}.` };
  }
  // Four eyes: whoever asked for the review does not decide it, whatever roles they hold.
  if (rule.by === "reviewer" && subject.submittedBy === actor.userId) {
    return { ok: false, code: "SELF_REVIEW", message: "Nobody may review their own submission." };
  }
  if (rule.needsComment && !comment?.trim()) return { ok: false, code: "COMMENT_REQUIRED", message: "This decision needs a comment." };
  return { ok: true, to: rule.to };
}

/** The events `actor` may trigger on `subject` now (the screen's buttons; comments always need text). */
export function availableEvents(subject: ReviewSubject, actor: ReviewActor): ReviewEvent[] {
  return REVIEW_EVENTS.filter((e) => decide(subject, e, actor, "x").ok);
}
