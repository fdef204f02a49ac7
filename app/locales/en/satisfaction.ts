import type de from "../de/satisfaction";
import type { Translation } from "../translation";

/** English twin of ../de/satisfaction.ts */
const satisfaction: Translation<typeof de> = {
  pageTitle: "Customer satisfaction",
  intro: "Evaluation of the customer ratings of your business.",
  responses: "Ratings",
  average: "Average rating",
  averageValue: "{{value}} out of 5",
  nps: "Recommendation (NPS)",
  noData: "No ratings yet.",
  distribution: "Distribution of ratings",
  stars_one: "{{count}} star",
  stars_other: "{{count}} stars",
  perMonth: "Average per month",
  chartSummary: "Chart; the values are also shown in the table below.",
  month: "Month",
  feedback: "Customer feedback",
  date: "Date",
  customer: "Customer",
  rating: "Rating",
  recommend: "Recommendation (0–10)",
  comment: "Comment",
  status: "Status",
  setStatus: "Set status",
  setStatusLabel: "Status of the feedback of {{date}}",
  statuses: { new: "New", in_progress: "In progress", done: "Done" },
  anonymous: "anonymous",
  feedbackEmpty: "No customer feedback yet.",
  errors: {
    fetchFeedbackData: "The customer feedback could not be loaded.",
    setFeedbackStatus: "The status of the feedback could not be set.",
  },
};

export default satisfaction;
