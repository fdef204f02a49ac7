/**
 * /verband/firmen/{id}/einladen: invite a member company's first account manager by name and
 * e-mail (decision 0953): the account invitation mail, account management and the company's
 * allowed permissions. A company with accounts gets further ones from its own account management.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "~/lib/forms/parse";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { requireRoute } from "~/.server/guards";
import { saveFailure } from "~/.server/editing";
import { loadMemberCompany } from "~/.server/member-companies";
import { redirectWithToast } from "~/.server/toast";
import { isUpstreamError } from "~/.server/upstream";
import { DetailHeader } from "~/components/content/page-title";
import { FormAlert } from "~/components/form/form-alert";
import { PersonFields } from "~/components/form/person-fields";
import { buttonClass } from "~/components/ui/button";
import { SectionCard } from "~/components/ui/section-card";
import { t, useTranslation } from "~/i18n";
import { firstAccountSchema } from "~/lib/schemas/member-companies";
import { registerAssociationCompanies } from "~/locales/de/association-companies";

registerAssociationCompanies();

export const meta: MetaFunction = () => [{ title: `${t("memberCompanies.detail.firstHeading")} – ${t("portal.title")}` }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireRoute(request, context, "memberCompanies");
  const company = await loadMemberCompany(context, params.id ?? "");
  return { id: company.id, name: company.name, hasAccounts: company.accounts > 0 };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireRoute(request, context, "memberCompanies");
  const company = await loadMemberCompany(context, params.id ?? "");
  const submission = parseWithZod(await request.formData(), { schema: firstAccountSchema() });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await context.upstream.call("memberCompanyFirstAccount", { params: { id: company.id }, body: { ...submission.value, invite_url: new URL("/login/resetpassword", request.url).toString() } });
  } catch (error) {
    if (isUpstreamError(error) && error.code === "RECORD_NOT_UNIQUE") return data(submission.reply({ fieldErrors: { email: [t("memberCompanies.detail.emailTaken")] } }), { status: 400 });
    if (isUpstreamError(error) && error.reason === "HAS_ACCOUNTS") return data(submission.reply({ formErrors: [t("memberCompanies.detail.firstDone")] }), { status: 400 });
    const failure = saveFailure(error, t("memberCompanies.detail.inviteFailed"));
    return data(submission.reply({ formErrors: [failure.message] }), { status: failure.status });
  }
  return redirectWithToast(context, `/verband/firmen/${company.id}`, { kind: "success", message: t("memberCompanies.detail.invited", { email: submission.value.email }) });
}

export default function FirstAccount() {
  const { id, name, hasAccounts } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  const [form, fields] = useForm<{ first_name: string; last_name: string; email: string }>({
    id: "first-account",
    lastResult,
    constraint: { first_name: { required: true }, last_name: { required: true }, email: { required: true } },
  });
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <DetailHeader backTo={`/verband/firmen/${id}`} backLabel={name} title={t("memberCompanies.detail.firstHeading")} />
      <SectionCard id="first-account" heading={name} intro={hasAccounts ? t("memberCompanies.detail.firstDone") : t("memberCompanies.detail.firstIntro")}>
        {hasAccounts ? null : (
          <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
            <FormAlert id={form.errorId} errors={form.errors} />
            <PersonFields fields={fields} labels={{ firstName: t("memberCompanies.detail.firstName"), lastName: t("memberCompanies.detail.lastName"), email: t("memberCompanies.detail.email") }} />
            <button type="submit" className={buttonClass("primary")}>
              {t("memberCompanies.detail.invite")}
            </button>
          </Form>
        )}
      </SectionCard>
    </div>
  );
}
