/**
 * /CompanyMasterdata: the company record of the signed-in user (GET extranet/company/{id}),
 * editable where the partner maintains it (PATCH items/company/{id}); name and relation are shown
 * read-only. The save carries the loaded version; a stale one is refused and the input kept.
 */
import { entityScreen } from "~/.server/entity-screen";
import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "~/lib/forms/parse";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n";
import { failedSaveReply, invalidReply, loadOrForbidden } from "~/.server/editing";
import { requireRoute } from "~/.server/guards";
import { redirectWithToast } from "~/.server/toast";
import { History } from "~/components/editing/history";
import { useEditForm } from "~/components/editing/use-edit-form";
import { EntityFields, requiredFields } from "~/components/form/entity-fields";
import { EditFormActions, FormAlert } from "~/components/form/form-alert";
import { t } from "~/i18n";
import { companyFormSchema, companyPayload } from "~/lib/schemas/company";
import { companyEntity } from "#contract/entities/company";
import { entityDefaultsOf } from "#contract/describe";
import { registerMasterdata } from "~/locales/de/masterdata";

registerMasterdata();

export const meta: MetaFunction = () => [{ title: `${t("masterdata.nav.company")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireRoute(request, context, "companyMasterdata");
  const id = user.company.id;
  const [company, history] = await Promise.all([
    loadOrForbidden(() => context.upstream.call("companyItem", { params: { id: id } })),
    loadOrForbidden(() => context.upstream.call("activity", { query: { collection: "company", item: String(id) } })),
  ]);
  return { company, history, screen: entityScreen(companyEntity), defaults: entityDefaultsOf(companyEntity, company) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireRoute(request, context, "companyMasterdata");
  const submission = parseWithZod(await request.formData(), { schema: companyFormSchema });
  if (submission.status !== "success") {
    return invalidReply(submission);
  }
  const id = user.company.id;
  try {
    const loaded = await loadOrForbidden(() => context.upstream.call("companyItem", { params: { id: id } }));
    await context.upstream.call("companyUpdate", { params: { id: id }, body: companyPayload(submission.value, loaded) });
  } catch (error) {
    return failedSaveReply(submission, error, t("masterdata.companySaveFailed"));
  }
  return redirectWithToast(context, "/companymasterdata", { kind: "success", message: t("masterdata.saved") });
}

export default function CompanyMasterdata() {
  const { company, history, screen, defaults } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { form, fields, saving, reloadHref } = useEditForm<Record<string, unknown>>({ kind: "company", record: company, defaultValue: defaults, required: requiredFields(screen, false) });
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-2xl font-semibold text-slate-900">{t("masterdata.nav.company")}</h1>
      <p className="mt-1 text-slate-600">{t("masterdata.company.intro")}</p>
      <section aria-labelledby="company-readonly" className="mt-6 rounded-lg bg-white p-4 shadow-sm">
        <h2 id="company-readonly" className="text-lg font-semibold">{t("masterdata.company.readOnly")}</h2>
        <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
          <dt className="text-sm font-medium text-slate-600">{t("masterdata.company.name")}</dt>
          <dd className="text-slate-900">{company.name}</dd>
          <dt className="text-sm font-medium text-slate-600">{t("masterdata.company.relation")}</dt>
          <dd className="text-slate-900">{t(`masterdata.overview.relation.${company.relation}`)}</dd>
        </dl>
      </section>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-6">
        <FormAlert id={form.errorId} errors={form.errors} reloadHref={reloadHref} />
        <input {...getInputProps(fields.version!, { type: "hidden" })} key={fields.version!.key} />
        <EntityFields screen={screen} fields={fields} />
        <EditFormActions cancelTo="/masterdata" saving={saving} />
      </Form>
      <History entries={history} />
    </div>
  );
}
