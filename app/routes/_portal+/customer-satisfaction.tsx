/**
 * /Customer-Satisfaction (STATISTIC and IVO): the figures of extranet/customer-satisfaction as
 * numbers and plain SVG charts (each with its table), and the feedback list by -date with a
 * status form per entry (PATCH items/customer_feedback/{id}).
 */
import { itemsOf } from "#contract/items";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n";
import { saveFailure } from "~/.server/editing";
import { requireRoute } from "~/.server/guards";
import { redirectWithToast } from "~/.server/toast";
import { BarChart } from "~/components/masterdata/bar-chart";
import { ErrorNotice } from "~/components/ui/error-notice";
import { buttonClass } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { t } from "~/i18n";
import { formatDate, formatNumber } from "~/lib/format";
import { FEEDBACK_STATUSES, type FeedbackStatus } from "#contract/values";
import { isUpstreamError } from "~/.server/upstream";
import { feedbackStatusSchema } from "~/lib/schemas/feedback";
import { registerSatisfaction } from "~/locales/de/satisfaction";
import { monthNumeric } from "~/lib/reports";
import { KeyFigures } from "~/components/ui/key-figures";

registerSatisfaction();

export const meta: MetaFunction = () => [{ title: `${t("masterdata.satisfaction.pageTitle")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRoute(request, context, "customerSatisfaction");
  try {
    const [figures, feedback] = await Promise.all([context.upstream.call("customerSatisfaction"), context.upstream.call("customerFeedback", { query: { sort: "-date" } }).then(itemsOf)]);
    return { figures, feedback, error: null };
  } catch (error) {
    // Spec §8: feedback failures go to the shared error handler with their type label.
    if (!isUpstreamError(error) || error.status === 403) throw error;
    return { figures: null, feedback: [], error: t("masterdata.satisfaction.errors.fetchFeedbackData") };
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireRoute(request, context, "customerSatisfaction");
  const here = new URL(request.url).pathname;
  const failed = t("masterdata.satisfaction.errors.setFeedbackStatus");
  const parsed = feedbackStatusSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return redirectWithToast(context, here, { kind: "error", message: failed });
  try {
    await context.upstream.call("customerFeedbackStatus", { params: { id: parsed.data.id }, body: { status: parsed.data.status } });
  } catch (error) {
    return redirectWithToast(context, here, { kind: "error", message: saveFailure(error, failed).message });
  }
  return redirectWithToast(context, `${here}#feedback-${parsed.data.id}`, { kind: "success", message: t("masterdata.saved") });
}

export default function CustomerSatisfaction() {
  const { figures, feedback, error } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-semibold text-slate-900">{t("masterdata.satisfaction.pageTitle")}</h1>
      <p className="mt-1 text-slate-600">{t("masterdata.satisfaction.intro")}</p>
      <ErrorNotice message={error} className="mt-4" />
      {figures && figures.responses === 0 ? <p className="mt-4">{t("masterdata.satisfaction.noData")}</p> : null}
      {figures && figures.responses > 0 ? (
        <>
          <KeyFigures
            figures={[
              { label: t("masterdata.satisfaction.responses"), value: formatNumber(figures.responses) },
              { label: t("masterdata.satisfaction.average"), value: t("masterdata.satisfaction.averageValue", { value: formatNumber(figures.average_rating ?? 0) }) },
              { label: t("masterdata.satisfaction.nps"), value: formatNumber(figures.nps ?? 0) },
            ]}
          />
          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            <BarChart
              id="distribution"
              title={t("masterdata.satisfaction.distribution")}
              summary={t("masterdata.satisfaction.chartSummary")}
              columnLabel={t("masterdata.satisfaction.rating")}
              valueLabel={t("masterdata.satisfaction.responses")}
              bars={figures.ratings.map((r) => ({ label: t("masterdata.satisfaction.stars", { count: r.rating }), value: r.count, display: formatNumber(r.count) }))}
            />
            <BarChart
              id="months"
              title={t("masterdata.satisfaction.perMonth")}
              summary={t("masterdata.satisfaction.chartSummary")}
              columnLabel={t("masterdata.satisfaction.month")}
              valueLabel={t("masterdata.satisfaction.average")}
              max={5}
              bars={figures.months.map((m) => ({ label: monthNumeric(m.month), value: m.average_rating, display: formatNumber(m.average_rating) }))}
            />
          </div>
        </>
      ) : null}
      <h2 className="mt-8 text-lg font-semibold">{t("masterdata.satisfaction.feedback")}</h2>
      <DataTable
        className="mt-2"
        caption={t("masterdata.satisfaction.feedback")}
        rows={feedback}
        rowKey={(f) => f.id}
        rowProps={(f) => ({ id: `feedback-${f.id}` })}
        empty={t("masterdata.satisfaction.feedbackEmpty")}
        csv={{ href: "/customer-satisfaction/export.csv", label: t("masterdata.exportCsv") }}
        columns={[
          { key: "date", header: t("masterdata.satisfaction.date"), cell: (f) => formatDate(f.date), className: "whitespace-nowrap" },
          { key: "customer", header: t("masterdata.satisfaction.customer"), cell: (f) => f.customer_name ?? t("masterdata.satisfaction.anonymous") },
          { key: "rating", header: t("masterdata.satisfaction.rating"), cell: (f) => f.rating },
          { key: "recommend", header: t("masterdata.satisfaction.recommend"), cell: (f) => f.recommend },
          { key: "comment", header: t("masterdata.satisfaction.comment"), cell: (f) => f.comment ?? "" },
          { key: "status", header: t("masterdata.satisfaction.status"), cell: (f) => <StatusForm id={f.id} date={f.date} status={f.status} /> },
        ]}
      />
    </div>
  );
}

function StatusForm({ id, date, status }: { id: number; date: string; status: FeedbackStatus }) {
  const { t } = useTranslation();
  return (
    <Form method="post" preventScrollReset className="flex items-center gap-2">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="id" value={id} />
      <select name="status" defaultValue={status} aria-label={t("masterdata.satisfaction.setStatusLabel", { date: formatDate(date) })} className="h-control-sm rounded-md border border-slate-300 bg-white px-2">
        {FEEDBACK_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`masterdata.satisfaction.statuses.${s}`)}
          </option>
        ))}
      </select>
      <button type="submit" className={buttonClass("secondary", "sm")}>
        {t("masterdata.satisfaction.setStatus")}
      </button>
    </Form>
  );
}
