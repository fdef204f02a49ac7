/**
 * Rules of a Wohnsinnspreis round's submission window (decision 0920), zod-free so the screen and
 * the API share them: the API decides with its own clock, the screen only shows the outcome.
 */
import { AWARD_STORED_STATUSES, type AwardStoredStatus } from "../values/awards";

export { AWARD_STORED_STATUSES, type AwardStoredStatus };

/** What the partner sees: after the deadline a submitted entry is being judged ("in Bewertung"). */
export type AwardShownStatus = "draft" | "submitted" | "in_review" | "not_submitted" | "awarded";

export type AwardWindowState = "upcoming" | "open" | "closed";

export interface AwardWindow {
  /** first moment entries are accepted */
  submissionFrom: Date;
  /** last moment entries are accepted (inclusive) */
  submissionUntil: Date;
}

export function windowState(round: AwardWindow, now: Date): AwardWindowState {
  if (now.getTime() < round.submissionFrom.getTime()) return "upcoming";
  if (now.getTime() > round.submissionUntil.getTime()) return "closed";
  return "open";
}

/** Entries are created, changed, submitted and withdrawn only while the window is open. */
export function canChangeEntries(round: AwardWindow, now: Date): boolean {
  return windowState(round, now) === "open";
}

export function shownStatus(stored: AwardStoredStatus, round: AwardWindow, now: Date): AwardShownStatus {
  if (stored === "awarded") return "awarded";
  if (windowState(round, now) !== "closed") return stored;
  return stored === "submitted" ? "in_review" : "not_submitted";
}

/** The fields a submission needs before it can be submitted; empty: complete. */
export function missingForSubmission(entry: { title: string; text: string; images: readonly string[] }): ("title" | "text" | "images")[] {
  const missing: ("title" | "text" | "images")[] = [];
  if (!entry.title.trim()) missing.push("title");
  if (entry.text.trim().length < AWARD_TEXT_MIN) missing.push("text");
  if (entry.images.length === 0) missing.push("images");
  return missing;
}

export const AWARD_TEXT_MIN = 50;
export const AWARD_TEXT_MAX = 4000;
export const AWARD_TITLE_MAX = 120;
export const AWARD_IMAGES_MAX = 4;
