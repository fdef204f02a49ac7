/**
 * /verband/mitarbeitende/neu: invite a staff member with roles; the API mails the account
 * invitation, through which they set their password (decision 0951).
 */
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "~/lib/forms/parse";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { requireRoute } from "~/.server/guards";
import { saveFailure } from "~/.server/editing";
import { redirectWithToast } from "~/.server/toast";
import { isUpstreamError } from "~/.server/upstream";
import { ChoiceGroup } from "~/components/form/choice-fields";
import { FormAlert } from "~/components/form/form-alert";
import { PersonFields } from "~/components/form/person-fields";
import { roleOptions } from "~/components/staff/staff-parts";
import { SubmitAndCancel } from "~/components/form/submit-and-cancel";
import { BackLinkTitle } from "~/components/content/page-title";
import { t, useTranslation } from "~/i18n";
import { staffInviteSchema } from "~/lib/schemas/staff";
import { registerAccountScreens } from "~/locales/de/account-screens";

registerAccountScreens();

export const meta: MetaFunction = () => [{ title: `${t("account.staff.inviteHeading")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireRoute(request, context, "staffAdministration");
  return { company: user.company.name };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireRoute(request, context, "staffAdministration");
  const submission = parseWithZod(await request.formData(), { schema: staffInviteSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { email, first_name, last_name, roles } = submission.value;
  try {
    await context.upstream.call("staffInvite", {
      body: { email, first_name, last_name, roles, invite_url: new URL("/login/resetpassword", request.url).toString() },
    });
  } catch (error) {
    if (isUpstreamError(error) && error.code === "RECORD_NOT_UNIQUE") {
      return data(submission.reply({ fieldErrors: { email: [t("account.staff.duplicate")] } }), { status: 400 });
    }
    const failure = saveFailure(error, t("account.staff.saveFailed"));
    return data(submission.reply({ formErrors: [failure.message] }), { status: failure.status });
  }
  return redirectWithToast(context, "/verband/mitarbeitende", { kind: "success", message: t("account.staff.invited", { email }) });
}

export default function InviteStaff() {
  const { company } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  const [form, fields] = useForm<z.input<typeof staffInviteSchema>>({
    id: "staff-invite",
    lastResult,
    constraint: { email: { required: true }, first_name: { required: true }, last_name: { required: true } },
  });
  return (
    <div className="mx-auto max-w-3xl">
      <BackLinkTitle backTo="/verband/mitarbeitende" backLabel={t("account.staff.back")}>
        {t("account.staff.inviteHeading")}
      </BackLinkTitle>
      <p className="mt-2 text-slate-700">{t("account.staff.inviteIntro", { company })}</p>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-5 rounded-lg bg-white p-6 shadow-sm">
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="invite" />
        <PersonFields fields={fields} labels={{ firstName: t("account.staff.firstName"), lastName: t("account.staff.lastName"), email: t("account.staff.email") }} />
        <ChoiceGroup meta={fields.roles} legend={t("account.staff.rolesLegend")} type="checkbox" options={roleOptions()} />
        <SubmitAndCancel submitLabel={t("account.staff.inviteSubmit")} cancelTo="/verband/mitarbeitende" cancelLabel={t("account.staff.cancel")} />
      </Form>
    </div>
  );
}
