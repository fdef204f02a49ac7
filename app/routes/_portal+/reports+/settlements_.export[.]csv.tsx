/** /reports/settlements/export.csv?year=2026 — the months with settlement runs, as the screen lists them (resource route). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { csvResponse } from "~/.server/csv";
import { loadSettlementStatistic } from "~/.server/reports";
import { t } from "~/i18n";
import { euroAmount, monthNumeric } from "~/lib/reports";
import { registerReports } from "~/locales/de/reports";

registerReports();

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { report } = await loadSettlementStatistic(request, context);
  return csvResponse(
    t("reports.settlements.csvFile", { year: report.year }),
    [
      { header: t("reports.month"), value: (m) => monthNumeric(m.month) },
      { header: t("reports.settlements.runs"), value: (m) => m.runs },
      { header: t("reports.settlements.receipts"), value: (m) => m.receipts },
      { header: t("reports.inEuro", { label: t("reports.settlements.gross") }), value: (m) => euroAmount(m.gross_cents) },
      { header: t("reports.inEuro", { label: t("reports.settlements.discount") }), value: (m) => euroAmount(m.discount_cents) },
    ],
    report.months.filter((m) => m.runs > 0),
  );
}
