/** /customer-satisfaction/export.csv — the feedback list as the screen shows it, sorted by -date (resource route). */
import { itemsOf } from "#contract/items";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { csvResponse } from "~/.server/csv";
import { loadOrForbidden } from "~/.server/editing";
import { requireRoute } from "~/.server/guards";
import { t } from "~/i18n";
import { formatDate } from "~/lib/format";
import { registerSatisfaction } from "~/locales/de/satisfaction";

registerSatisfaction();

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRoute(request, context, "customerSatisfaction");
  const feedback = await loadOrForbidden(() => context.upstream.call("customerFeedback", { query: { sort: "-date" } }).then(itemsOf));
  return csvResponse(
    "kundenfeedback.csv",
    [
      { header: t("masterdata.satisfaction.date"), value: (f) => formatDate(f.date) },
      { header: t("masterdata.satisfaction.customer"), value: (f) => f.customer_name ?? t("masterdata.satisfaction.anonymous") },
      { header: t("masterdata.satisfaction.rating"), value: (f) => f.rating },
      { header: t("masterdata.satisfaction.recommend"), value: (f) => f.recommend },
      { header: t("masterdata.satisfaction.comment"), value: (f) => f.comment },
      { header: t("masterdata.satisfaction.status"), value: (f) => t(`masterdata.satisfaction.statuses.${f.status}`) },
    ],
    feedback,
  );
}
