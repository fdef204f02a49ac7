/** /Account-Management/new: create an account of the own company; the API mails the invitation. */
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "~/lib/forms/parse";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { SubmitAndCancel } from "~/components/form/submit-and-cancel";
import { BackLinkTitle } from "~/components/content/page-title";
import { useTranslation } from "~/i18n";
import type { z } from "zod";
import { isPagePermission, type PagePermission } from "#contract/permissions";
import { requireRoute } from "~/.server/guards";
import { redirectWithToast } from "~/.server/toast";
import { isUpstreamError } from "~/.server/upstream";
import { FormAlert } from "~/components/form/form-alert";
import { PermissionCheckboxes } from "~/components/form/permission-checkboxes";
import { PersonFields } from "~/components/form/person-fields";
import { t } from "~/i18n";
import { accountFormSchema } from "~/lib/schemas/account";
import { registerAccountScreens } from "~/locales/de/account-screens";

registerAccountScreens();

export const meta: MetaFunction = () => [{ title: `${t("account.management.createHeading")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireRoute(request, context, "accountManagement");
  return { company: user.company.name, grantable: (await context.upstream.call("grantablePermissions")).map((i) => i.identifier) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireRoute(request, context, "accountManagement");
  const submission = parseWithZod(await request.formData(), { schema: accountFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { email, first_name, last_name, permissions } = submission.value;
  try {
    // No company in the payload: the API takes the signed-in user's.
    await context.upstream.call("accountCreate", {
      body: {
        email,
        first_name: first_name ?? null,
        last_name: last_name ?? null,
        permissions,
        invite_url: new URL("/login/resetpassword", request.url).toString(),
      },
    });
  } catch (error) {
    if (isUpstreamError(error) && error.code === "RECORD_NOT_UNIQUE") {
      return data(submission.reply({ fieldErrors: { email: [t("account.management.duplicate")] } }), { status: 400 });
    }
    if (isUpstreamError(error) && error.status < 500) {
      return data(submission.reply({ formErrors: [t("account.saveFailed")] }), { status: 400 });
    }
    throw error;
  }
  return redirectWithToast(context, "/account-management", { kind: "success", message: t("account.management.created", { email }) });
}

export default function NewAccount() {
  const { company, grantable } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  const [form, fields] = useForm<z.input<typeof accountFormSchema>>({
    id: "account-new",
    lastResult,
    constraint: { email: { required: true } },
  });
  // A failed save keeps the ticked permissions (one value arrives as a string, several as a list).
  const chosen = [lastResult?.initialValue?.permissions ?? []].flat().filter((p): p is PagePermission => isPagePermission(String(p)));
  return (
    <div className="mx-auto max-w-3xl">
      <BackLinkTitle backTo="/account-management" backLabel={t("account.management.back")}>
        {t("account.management.createHeading")}
      </BackLinkTitle>
      <p className="mt-2 text-slate-700">{t("account.management.createIntro", { company })}</p>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-5 rounded-lg bg-white p-6 shadow-sm">
        <FormAlert id={form.errorId} errors={form.errors} />
        <PersonFields fields={fields} labels={{ firstName: t("account.management.firstName"), lastName: t("account.management.lastName"), email: t("account.management.email") }} />
        <PermissionCheckboxes idPrefix="new" grantable={grantable} checked={chosen} legend={t("account.management.permissionsLegend")} />
        <SubmitAndCancel submitLabel={t("account.management.createSubmit")} cancelTo="/account-management" cancelLabel={t("account.management.cancel")} />
      </Form>
    </div>
  );
}
