/**
 * /verband/firmen/import/{id}: a stored import's dry run (decision 0953): every row's outcome and
 * every error by row and column; a file without errors is applied by a plain form post (the file
 * stays on the server between dry run and apply). Applied again it changes nothing.
 */
import { wordsOf } from "~/lib/text-key";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { loadOrForbidden, saveFailure } from "~/.server/editing";
import { requireRoute } from "~/.server/guards";
import { redirectWithToast } from "~/.server/toast";
import { isUpstreamError } from "~/.server/upstream";
import { DetailHeader } from "~/components/content/page-title";
import { FormAlert } from "~/components/form/form-alert";
import { buttonClass } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { Link } from "~/components/ui/link";
import { SectionCard } from "~/components/ui/section-card";
import { t, useTranslation } from "~/i18n";
import { formatDateTime } from "~/lib/format";
import { registerAssociationCompanies } from "~/locales/de/association-companies";

registerAssociationCompanies();

/** The most rows the page lists (errors are always listed in full). */
const ROWS_SHOWN = 500;

export const meta: MetaFunction = () => [{ title: `${t("memberCompanies.import.heading")} – ${t("portal.title")}` }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireRoute(request, context, "memberCompanies");
  const result = await loadOrForbidden(() => context.upstream.call("companyImport", { params: { id: params.id ?? "" } }));
  // A row error is a rule's message of the description: a text key, worded here (decision 0967).
  const errors = result.errors.map((e) => ({ ...e, message: wordsOf(e.message) }));
  return { ...result, errors, rows: result.rows.slice(0, ROWS_SHOWN), rowCount: result.rows.length, appliedAt: result.applied_at ? formatDateTime(result.applied_at) : null };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireRoute(request, context, "memberCompanies");
  const id = params.id ?? "";
  try {
    const applied = await context.upstream.call("companyImportApply", { params: { id }, body: { invite_url: new URL("/login/resetpassword", request.url).toString() } });
    return redirectWithToast(context, `/verband/firmen/import/${id}`, { kind: "success", message: t("memberCompanies.result.applied", applied.counts) });
  } catch (error) {
    if (isUpstreamError(error) && error.reason === "IMPORT_FAILED") return data({ error: t("memberCompanies.result.applyFailed") }, { status: 400 });
    const failure = saveFailure(error, t("memberCompanies.result.applyFailed"));
    return data({ error: failure.message }, { status: failure.status });
  }
}

export default function CompanyImportResult() {
  const result = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <DetailHeader
        backTo="/verband/firmen"
        backLabel={t("memberCompanies.back")}
        title={t(result.appliedAt ? "memberCompanies.result.appliedHeading" : "memberCompanies.result.heading", { file: result.filename })}
        intro={result.encoding && result.delimiter ? t("memberCompanies.result.read", { encoding: result.encoding, delimiter: result.delimiter }) : undefined}
      />
      <SectionCard id="summary" heading={t("memberCompanies.result.counts", result.counts)}>
        <FormAlert id="apply-error" errors={answer?.error ? [answer.error] : undefined} />
        {result.appliedAt ? <p className="mt-2">{t("memberCompanies.result.appliedAt", { date: result.appliedAt })}</p> : null}
        {result.applicable ? (
          <>
            {result.appliedAt ? null : <p className="mt-2">{t("memberCompanies.result.ready")}</p>}
            <Form method="post" className="mt-4">
              <button type="submit" className={buttonClass("primary")}>
                {t("memberCompanies.result.apply")}
              </button>
            </Form>
          </>
        ) : (
          <p className="mt-2 font-medium text-red-800">{t("memberCompanies.result.failed")}</p>
        )}
        <p className="mt-4">
          <Link to="/verband/firmen/import" className="text-brand-700 underline">
            {t("memberCompanies.result.newImport")}
          </Link>
        </p>
      </SectionCard>
      {result.errors.length ? (
        <DataTable
          caption={t("memberCompanies.result.errorsHeading")}
          showCaption
          rows={result.errors.map((e, i) => ({ ...e, i }))}
          rowKey={(e) => String(e.i)}
          empty=""
          columns={[
            { key: "row", header: t("memberCompanies.result.row"), cell: (e) => (e.row === 0 ? t("memberCompanies.result.file") : e.row) },
            { key: "column", header: t("memberCompanies.result.column"), cell: (e) => e.column },
            { key: "message", header: t("memberCompanies.result.message"), cell: (e) => e.message },
          ]}
        />
      ) : null}
      {result.rows.length ? (
        <DataTable
          caption={t("memberCompanies.result.rowsHeading")}
          showCaption
          rows={result.rows}
          rowKey={(r) => String(r.row)}
          empty=""
          columns={[
            { key: "row", header: t("memberCompanies.result.row"), cell: (r) => r.row },
            { key: "number", header: t("memberCompanies.result.customerNumber"), cell: (r) => r.customer_number },
            { key: "name", header: t("memberCompanies.result.name"), cell: (r) => r.name },
            { key: "outcome", header: t("memberCompanies.result.outcome"), cell: (r) => t(`memberCompanies.result.outcomes.${r.outcome}`) },
            { key: "invites", header: t("memberCompanies.result.invites"), cell: (r) => (r.invites ? t("memberCompanies.result.inviteYes") : "") },
          ]}
        />
      ) : null}
      {result.rowCount > result.rows.length ? <p>{t("memberCompanies.result.rowsShown", { shown: result.rows.length, count: result.rowCount })}</p> : null}
    </div>
  );
}
