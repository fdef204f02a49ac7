/**
 * /verband/firmen/{id}/sperre: suspend a member company (its accounts cannot sign in, running
 * sessions end) or reactivate it, with a reason for the audit trail (decision 0953).
 */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "~/lib/forms/parse";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { requireRoute } from "~/.server/guards";
import { saveFailure } from "~/.server/editing";
import { loadMemberCompany } from "~/.server/member-companies";
import { redirectWithToast } from "~/.server/toast";
import { DetailHeader } from "~/components/content/page-title";
import { TextareaField } from "~/components/form/fields";
import { FormAlert } from "~/components/form/form-alert";
import { buttonClass } from "~/components/ui/button";
import { SectionCard } from "~/components/ui/section-card";
import { t, useTranslation } from "~/i18n";
import { companyStatusSchema } from "~/lib/schemas/member-companies";
import { registerAssociationCompanies } from "~/locales/de/association-companies";

registerAssociationCompanies();

export const meta: MetaFunction = () => [{ title: `${t("memberCompanies.detail.statusHeading")} – ${t("portal.title")}` }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireRoute(request, context, "memberCompanies");
  const company = await loadMemberCompany(context, params.id ?? "");
  return { id: company.id, name: company.name, suspended: company.status === "suspended" };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireRoute(request, context, "memberCompanies");
  const company = await loadMemberCompany(context, params.id ?? "");
  const submission = parseWithZod(await request.formData(), { schema: companyStatusSchema() });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await context.upstream.call("memberCompanyStatus", { params: { id: company.id }, body: submission.value });
  } catch (error) {
    const failure = saveFailure(error, t("memberCompanies.detail.statusFailed"));
    return data(submission.reply({ formErrors: [failure.message] }), { status: failure.status });
  }
  const done = submission.value.status === "suspended" ? "memberCompanies.detail.suspended" : "memberCompanies.detail.reactivated";
  return redirectWithToast(context, `/verband/firmen/${company.id}`, { kind: "success", message: t(done, { name: company.name }) });
}

export default function CompanyStatus() {
  const { id, name, suspended } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  const [form, fields] = useForm<{ status: string; reason: string }>({ id: "company-status", lastResult, constraint: { reason: { required: true, maxLength: 500 } } });
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <DetailHeader backTo={`/verband/firmen/${id}`} backLabel={name} title={suspended ? t("memberCompanies.detail.reactivate") : t("memberCompanies.detail.suspend")} />
      <SectionCard id="status" heading={name} intro={suspended ? t("memberCompanies.detail.suspendedText") : t("memberCompanies.detail.suspendIntro")}>
        <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
          <FormAlert id={form.errorId} errors={form.errors} />
          <input {...getInputProps(fields.status, { type: "hidden" })} key={fields.status.key} value={suspended ? "active" : "suspended"} />
          <TextareaField meta={fields.reason} label={t("memberCompanies.detail.reason")} rows={3} />
          <button type="submit" className={buttonClass("primary")}>
            {suspended ? t("memberCompanies.detail.reactivate") : t("memberCompanies.detail.suspend")}
          </button>
        </Form>
      </SectionCard>
    </div>
  );
}
