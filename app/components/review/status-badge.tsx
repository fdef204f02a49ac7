/** A review status in German (spec §4: in_review and check_modulemanager both read "eingereicht"). */
import { useTranslation } from "~/i18n";
import type { ReviewStatus } from "#contract/review";
import { registerReview } from "~/locales/de/review";

registerReview();

const TONE: Record<ReviewStatus, string> = {
  draft: "bg-slate-100 text-slate-800",
  in_review: "bg-blue-100 text-blue-900",
  check_modulemanager: "bg-blue-100 text-blue-900",
  in_progress: "bg-indigo-100 text-indigo-900",
  needs_feedback: "bg-amber-100 text-amber-900",
  approved: "bg-green-100 text-green-900",
  denied: "bg-red-100 text-red-900",
};

/** The status's German label; reviewers tell the submitted stages apart. */
export function useStatusLabel(reviewer: boolean): (status: ReviewStatus) => string {
  const { t } = useTranslation();
  return (status) =>
    reviewer && (status === "in_review" || status === "check_modulemanager") ? t(`content.review.reviewerStatuses.${status}`) : t(`content.review.statuses.${status}`);
}

export function StatusBadge({ status, reviewer = false }: { status: ReviewStatus; reviewer?: boolean }) {
  const label = useStatusLabel(reviewer);
  return <span className={`inline-block rounded-full px-2 py-0.5 text-sm font-medium ${TONE[status]}`}>{label(status)}</span>;
}
