/**
 * /reports/settlements (STATISTIC; decision 0566): the settlement runs of the company's ZR
 * accounts per month of the chosen year, with the year's sum, and their gross amount per month
 * against the previous year as a server-rendered SVG chart; from
 * GET extranet/reports/settlement-statistic.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadSettlementStatistic } from "~/.server/reports";
import { ComparisonChart } from "~/components/reports/comparison-chart";
import { PageTitle } from "~/components/content/page-title";
import { YearForm } from "~/components/reports/year-form";
import { DataTable } from "~/components/ui/data-table";
import { t, useTranslation } from "~/i18n";
import { formatNumber } from "~/lib/format";
import { euros, monthComparisonBars, monthName, yearsToOffer } from "~/lib/reports";
import { registerReports } from "~/locales/de/reports";

registerReports();

export const meta: MetaFunction = () => [{ title: `${t("reports.settlements.pageTitle")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadSettlementStatistic(request, context);
}

export default function Settlements() {
  const { report } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { year } = report;
  const used = report.months.filter((m) => m.runs > 0);
  const sum = used.reduce((s, m) => ({ month: "sum", runs: s.runs + m.runs, receipts: s.receipts + m.receipts, gross_cents: s.gross_cents + m.gross_cents, discount_cents: s.discount_cents + m.discount_cents }), { month: "sum", runs: 0, receipts: 0, gross_cents: 0, discount_cents: 0 });
  const rows = used.length ? [...used, sum] : [];
  const previous = year - 1;
  const compared = report.months.map((m) => ({ month: m.month, value: m.begun ? m.gross_cents : null, previous: m.previous_gross_cents }));
  const max = Math.max(0, ...compared.map((m) => Math.max(m.value ?? 0, m.previous)));
  return (
    <div className="mx-auto max-w-6xl">
      <PageTitle title={t("reports.settlements.pageTitle")} intro={t("reports.settlements.intro")} />
      <YearForm year={year} years={yearsToOffer(year, report.years)} />
      {max > 0 ? (
        <div className="mt-6">
          <ComparisonChart
            id="settlement-months"
            title={t("reports.settlements.chartTitle", { year, previous })}
            desc={t("reports.settlements.chartDesc", { year, previous, max: euros(max) })}
            caption={t("reports.settlements.chartCaption", { year })}
            columnLabel={t("reports.month")}
            valueLabel={String(year)}
            previousLabel={String(previous)}
            changeLabel={t("reports.change")}
            bars={monthComparisonBars(compared, euros, { notYet: t("reports.notYet"), noChange: t("reports.noChange") })}
          />
        </div>
      ) : null}
      <DataTable
        className="mt-6"
        caption={t("reports.settlements.caption", { year })}
        showCaption
        rows={rows}
        rowKey={(m) => m.month}
        rowProps={(m) => (m.month === "sum" ? { className: "border-t-2 border-slate-300 font-semibold" } : {})}
        empty={t("reports.settlements.empty")}
        csv={used.length ? { href: `/reports/settlements/export.csv?year=${year}`, label: t("reports.exportCsv") } : undefined}
        columns={[
          { key: "month", header: t("reports.month"), cell: (m) => (m.month === "sum" ? t("reports.settlements.sum") : monthName(m.month)) },
          { key: "runs", header: t("reports.settlements.runs"), cell: (m) => formatNumber(m.runs), className: "text-right tabular-nums" },
          { key: "receipts", header: t("reports.settlements.receipts"), cell: (m) => formatNumber(m.receipts), className: "text-right tabular-nums" },
          { key: "gross", header: t("reports.settlements.gross"), cell: (m) => euros(m.gross_cents), className: "whitespace-nowrap text-right tabular-nums" },
          { key: "discount", header: t("reports.settlements.discount"), cell: (m) => euros(m.discount_cents), className: "whitespace-nowrap text-right tabular-nums" },
        ]}
      />
    </div>
  );
}
