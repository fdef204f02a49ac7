/**
 * /reports/purchase-volume (IVO, trading partners; decision 0566): the company's purchase volume
 * with the association's suppliers per month against the previous year, as a server-rendered SVG
 * chart with its table, and per supplier; the year is chosen by a GET form. Figures from
 * GET extranet/reports/purchase-volume.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadPurchaseVolume } from "~/.server/reports";
import { ComparisonChart } from "~/components/reports/comparison-chart";
import { PageTitle } from "~/components/content/page-title";
import { YearForm } from "~/components/reports/year-form";
import { CsvLink } from "~/components/ui/csv-link";
import { DataTable } from "~/components/ui/data-table";
import { KeyFigures } from "~/components/ui/key-figures";
import { t, useTranslation } from "~/i18n";
import { changeOf, euros, monthComparisonBars, monthName, yearsToOffer } from "~/lib/reports";
import { registerReports } from "~/locales/de/reports";

registerReports();

export const meta: MetaFunction = () => [{ title: `${t("reports.purchaseVolume.pageTitle")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadPurchaseVolume(request, context);
}

export default function PurchaseVolume() {
  const { report } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { year } = report;
  const previous = year - 1;
  const begun = report.months.filter((m) => m.cents !== null);
  const hasData = report.months.some((m) => (m.cents ?? 0) !== 0 || m.previous_cents !== 0);
  const max = Math.max(0, ...report.months.map((m) => Math.max(m.cents ?? 0, m.previous_cents)));
  const csv = `/reports/purchase-volume/export.csv?year=${year}`;
  return (
    <div className="mx-auto max-w-6xl">
      <PageTitle title={t("reports.purchaseVolume.pageTitle")} intro={t("reports.purchaseVolume.intro")} />
      <YearForm year={year} years={yearsToOffer(year, report.years)} />
      {!hasData ? (
        <p className="mt-6">{t("reports.purchaseVolume.empty")}</p>
      ) : (
        <>
          <KeyFigures
            figures={[
              {
                label: t("reports.purchaseVolume.total", { year }),
                value: euros(report.total_cents),
                note: begun.length > 0 && begun.length < 12 ? t("reports.purchaseVolume.period", { month: monthName(begun[begun.length - 1]!.month) }) : undefined,
                testId: "volume-total",
              },
              { label: t("reports.purchaseVolume.previousTotal", { year: previous }), value: euros(report.previous_total_cents) },
              { label: t("reports.change"), value: changeOf(report.total_cents, report.previous_total_cents) ?? t("reports.noChange") },
            ]}
          />
          <p className="mt-6 flex justify-end">
            <CsvLink href={csv} label={t("reports.exportCsv")} size="sm" />
          </p>
          <div className="mt-2">
            <ComparisonChart
              id="volume-months"
              title={t("reports.purchaseVolume.chartTitle", { year, previous })}
              desc={t("reports.purchaseVolume.chartDesc", { year, previous, max: euros(max) })}
              caption={t("reports.purchaseVolume.monthsCaption", { year })}
              columnLabel={t("reports.month")}
              valueLabel={String(year)}
              previousLabel={String(previous)}
              changeLabel={t("reports.change")}
              bars={monthComparisonBars(
                report.months.map((m) => ({ month: m.month, value: m.cents, previous: m.previous_cents })),
                euros,
                { notYet: t("reports.notYet"), noChange: t("reports.noChange") },
              )}
            />
          </div>
          <h2 className="mt-8 text-lg font-semibold">{t("reports.purchaseVolume.suppliers")}</h2>
          <DataTable
            className="mt-2"
            caption={t("reports.purchaseVolume.suppliersCaption", { year })}
            rows={report.suppliers}
            rowKey={(s) => s.supplier}
            empty={t("reports.purchaseVolume.empty")}
            csv={{ href: `${csv}&part=suppliers`, label: t("reports.exportCsv") }}
            columns={[
              { key: "supplier", header: t("reports.purchaseVolume.supplier"), cell: (s) => s.supplier },
              { key: "cents", header: String(year), cell: (s) => euros(s.cents), className: "whitespace-nowrap text-right tabular-nums" },
              { key: "previous", header: String(previous), cell: (s) => euros(s.previous_cents), className: "whitespace-nowrap text-right tabular-nums" },
              { key: "change", header: t("reports.change"), cell: (s) => changeOf(s.cents, s.previous_cents) ?? t("reports.noChange"), className: "whitespace-nowrap text-right tabular-nums" },
            ]}
          />
        </>
      )}
    </div>
  );
}
