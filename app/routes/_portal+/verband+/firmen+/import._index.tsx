/**
 * /verband/firmen/import: upload a CSV file of companies and their first account managers for a
 * dry run (decision 0953). The columns and a template are shown; the API stores the checked file,
 * and the result page (/verband/firmen/import/{id}) applies it — without JavaScript, too.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData } from "@remix-run/react";
import { IMPORT_COLUMNS, IMPORT_MAX_BYTES } from "#contract/member-company-import";
import { requireRoute } from "~/.server/guards";
import { saveFailure } from "~/.server/editing";
import { DetailHeader } from "~/components/content/page-title";
import { FormAlert } from "~/components/form/form-alert";
import { buttonClass } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { SectionCard } from "~/components/ui/section-card";
import { t, useTranslation } from "~/i18n";
import { registerAssociationCompanies } from "~/locales/de/association-companies";

registerAssociationCompanies();

export const meta: MetaFunction = () => [{ title: `${t("memberCompanies.import.heading")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRoute(request, context, "memberCompanies");
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireRoute(request, context, "memberCompanies");
  const file = (await request.formData()).get("datei");
  if (!(file instanceof File) || file.size === 0) return data({ error: t("memberCompanies.import.fileRequired") }, { status: 400 });
  if (file.size > IMPORT_MAX_BYTES) return data({ error: t("memberCompanies.import.fileTooLarge") }, { status: 400 });
  try {
    const checked = await context.upstream.call("companyImportCheck", { body: { filename: file.name.slice(0, 200) || "import.csv", content_base64: Buffer.from(await file.arrayBuffer()).toString("base64") } });
    return redirect(`/verband/firmen/import/${checked.id}`);
  } catch (error) {
    const failure = saveFailure(error, t("memberCompanies.import.checkFailed"));
    return data({ error: failure.message }, { status: failure.status });
  }
}

export default function CompanyImport() {
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <DetailHeader backTo="/verband/firmen" backLabel={t("memberCompanies.back")} title={t("memberCompanies.import.heading")} intro={t("memberCompanies.import.intro")} />
      <SectionCard id="upload" heading={t("memberCompanies.import.file")} intro={t("memberCompanies.import.format")}>
        <Form method="post" encType="multipart/form-data" className="mt-4 space-y-4">
          <FormAlert id="import-error" errors={answer?.error ? [answer.error] : undefined} />
          <div>
            <label htmlFor="import-file" className="block text-sm font-medium text-slate-800">
              {t("memberCompanies.import.file")}
            </label>
            <input id="import-file" type="file" name="datei" accept=".csv,text/csv" required className="mt-1 block" aria-describedby={answer?.error ? "import-error" : undefined} />
          </div>
          <div className="flex flex-wrap items-center gap-4">
            <button type="submit" className={buttonClass("primary")}>
              {t("memberCompanies.import.check")}
            </button>
            <a href="/verband/firmen/vorlage.csv" download={t("memberCompanies.import.templateFile")} className="text-brand-700 underline">
              {t("memberCompanies.import.template")}
            </a>
          </div>
        </Form>
      </SectionCard>
      <DataTable
        caption={t("memberCompanies.import.columnsHeading")}
        showCaption
        rows={[...IMPORT_COLUMNS]}
        rowKey={(c) => c.key}
        empty=""
        columns={[
          { key: "header", header: t("memberCompanies.import.column"), cell: (c) => <code>{c.header}</code>, className: "whitespace-nowrap" },
          { key: "required", header: t("memberCompanies.import.required"), cell: (c) => (c.required ? t("memberCompanies.import.requiredYes") : t("memberCompanies.import.requiredNo")) },
          { key: "note", header: t("memberCompanies.import.note"), cell: (c) => t(`memberCompanies.import.columns.${c.key as "name"}`) },
        ]}
      />
    </div>
  );
}
