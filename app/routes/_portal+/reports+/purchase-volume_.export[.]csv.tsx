/**
 * /reports/purchase-volume/export.csv?year=2026 — the months as the screen's table shows them;
 * with `part=suppliers` the table per supplier (resource route). Amounts as 1.234,56 in euros.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { csvResponse } from "~/.server/csv";
import { enumParam } from "~/.server/query";
import { loadPurchaseVolume } from "~/.server/reports";
import { t } from "~/i18n";
import { changeOf, euroAmount, monthNumeric } from "~/lib/reports";
import { registerReports } from "~/locales/de/reports";

registerReports();

const amount = (cents: number | null) => (cents === null ? null : euroAmount(cents));

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { report } = await loadPurchaseVolume(request, context);
  const { year } = report;
  const money = [
    { header: t("reports.inEuro", { label: t("reports.purchaseVolume.total", { year }) }), value: (r: { cents: number | null }) => amount(r.cents) },
    { header: t("reports.inEuro", { label: t("reports.purchaseVolume.total", { year: year - 1 }) }), value: (r: { previous_cents: number }) => amount(r.previous_cents) },
    { header: t("reports.change"), value: (r: { cents: number | null; previous_cents: number }) => changeOf(r.cents, r.previous_cents) },
  ];
  if (enumParam(new URL(request.url), "part", ["suppliers"]) === "suppliers") {
    return csvResponse(t("reports.purchaseVolume.suppliersCsvFile", { year }), [{ header: t("reports.purchaseVolume.supplier"), value: (s) => s.supplier }, ...money], report.suppliers);
  }
  return csvResponse(t("reports.purchaseVolume.csvFile", { year }), [{ header: t("reports.month"), value: (m) => monthNumeric(m.month) }, ...money], report.months);
}
