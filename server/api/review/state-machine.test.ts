import { describe, expect, it } from "vitest";
import { REVIEW_STATUSES, type ReviewStatus } from "../contract/review";
import { availableEvents, decide, REVIEW_EVENTS, type ReviewActor, type ReviewEvent } from "./state-machine";

const owner: ReviewActor = { userId: "supplier", roles: new Set(["owner"]) };
const reviewer: ReviewActor = { userId: "reviewer", roles: new Set(["reviewer"]) };
const stranger: ReviewActor = { userId: "other", roles: new Set() };

/** The whole allowed table: event → from-status → new status (null: stays or goes). Everything else is refused. */
const ALLOWED: Record<ReviewEvent, { by: ReviewActor | "both"; from: Partial<Record<ReviewStatus, ReviewStatus | null>> }> = {
  edit: { by: owner, from: { draft: null, needs_feedback: null } },
  request_review: { by: owner, from: { draft: "in_review", needs_feedback: "in_review" } },
  start_review: { by: reviewer, from: { in_review: "in_progress", check_modulemanager: "in_progress" } },
  forward: { by: reviewer, from: { in_review: "check_modulemanager", in_progress: "check_modulemanager" } },
  approve: { by: reviewer, from: { in_review: "approved", in_progress: "approved", check_modulemanager: "approved" } },
  deny: { by: reviewer, from: { in_review: "denied", in_progress: "denied", check_modulemanager: "denied" } },
  request_feedback: { by: reviewer, from: { in_review: "needs_feedback", in_progress: "needs_feedback", check_modulemanager: "needs_feedback" } },
  delete: { by: owner, from: { draft: null, needs_feedback: null, denied: null } },
  comment: { by: "both", from: Object.fromEntries(REVIEW_STATUSES.map((s) => [s, null])) },
};

const cases = REVIEW_STATUSES.flatMap((status) => REVIEW_EVENTS.flatMap((event) => [owner, reviewer, stranger].map((actor) => ({ status, event, actor }))));

describe("review state machine", () => {
  it.each(cases)("$event from $status by $actor.userId", ({ status, event, actor }) => {
    const rule = ALLOWED[event];
    const roleFits = rule.by === "both" ? actor !== stranger : rule.by === actor;
    const decision = decide({ status, submittedBy: "supplier" }, event, actor, "Bitte Gültigkeit prüfen.");
    if (roleFits && status in rule.from) {
      expect(decision).toEqual({ ok: true, to: rule.from[status] ?? undefined });
    } else {
      expect(decision.ok).toBe(false);
      if (!decision.ok) expect(decision.code).toBe(roleFits ? "ILLEGAL_TRANSITION" : "NOT_ALLOWED");
    }
  });

  it("refuses every decision on one's own submission, even to someone holding both roles", () => {
    const both: ReviewActor = { userId: "supplier", roles: new Set(["owner", "reviewer"]) };
    for (const event of ["start_review", "forward", "approve", "deny", "request_feedback"] as const) {
      const decision = decide({ status: "in_review", submittedBy: "supplier" }, event, both, "Kommentar");
      expect(decision).toMatchObject({ ok: false, code: "SELF_REVIEW" });
    }
  });

  it("asks for a comment when denying or sending back, not when approving", () => {
    const subject = { status: "in_review" as const, submittedBy: "supplier" };
    expect(decide(subject, "deny", reviewer)).toMatchObject({ ok: false, code: "COMMENT_REQUIRED" });
    expect(decide(subject, "request_feedback", reviewer, "  ")).toMatchObject({ ok: false, code: "COMMENT_REQUIRED" });
    expect(decide(subject, "approve", reviewer)).toEqual({ ok: true, to: "approved" });
  });

  it("offers the screen exactly the allowed events", () => {
    expect(availableEvents({ status: "draft", submittedBy: null }, owner)).toEqual(["edit", "request_review", "delete", "comment"]);
    expect(availableEvents({ status: "in_review", submittedBy: "supplier" }, owner)).toEqual(["comment"]);
    expect(availableEvents({ status: "in_review", submittedBy: "supplier" }, reviewer)).toEqual(["start_review", "forward", "approve", "deny", "request_feedback", "comment"]);
    expect(availableEvents({ status: "approved", submittedBy: "supplier" }, reviewer)).toEqual(["comment"]);
  });
});
