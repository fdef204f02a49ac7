/**
 * /Contact-Properties: definition values (published, additional5 'export-middleware') of the
 * user's type — LF for 'vL:'/'oL:', HP for 'vM:'/'oM:' — with the contacts holding each; assign
 * and remove are form posts (PATCH items/contact/{id} with property create / delete).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n";
import { propertyAssignments } from "~/.server/contact-properties";
import { loadOrForbidden, saveFailure } from "~/.server/editing";
import { requireRoute } from "~/.server/guards";
import { redirectWithToast } from "~/.server/toast";
import { nullWhenFailed } from "~/.server/content";
import { IntentForm } from "~/components/editing/confirm-dialog";
import { ErrorNotice } from "~/components/ui/error-notice";
import { buttonClass } from "~/components/ui/button";
import { t } from "~/i18n";
import { accessSubjectOf } from "#contract/access";
import { PageTitle } from "~/components/content/page-title";
import { CsvLink } from "~/components/ui/csv-link";
import { contactPropertyActionSchema } from "~/lib/schemas/contact-properties";
import { registerMasterdata } from "~/locales/de/masterdata";

registerMasterdata();

export const meta: MetaFunction = () => [{ title: `${t("masterdata.properties.pageTitle")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireRoute(request, context, "contactProperties");
  // Spec §8: a failed fetch of the properties (fetchContactProperties) is a message on the page.
  const assignments = await nullWhenFailed(propertyAssignments(context, user));
  return assignments ? { ...assignments, failed: false } : { userType: accessSubjectOf(user).userType, properties: [], contacts: [], failed: true };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireRoute(request, context, "contactProperties");
  const here = new URL(request.url).pathname;
  const failed = t("masterdata.properties.errors.upsertContactProperties");
  const parsed = contactPropertyActionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return redirectWithToast(context, here, { kind: "error", message: failed });
  const input = parsed.data;
  const contact = await loadOrForbidden(() => context.upstream.call("contact", { params: { id: input.contact } }));
  if (input.intent === "assign" && contact.property.some((p) => p.definition_value_id === input.property)) {
    return redirectWithToast(context, here, { kind: "info", message: t("masterdata.properties.alreadyAssigned") });
  }
  const property = input.intent === "assign" ? { create: [{ definition_value_id: input.property }], delete: [] } : { create: [], delete: [input.link] };
  try {
    await context.upstream.call("contactUpdate", { params: { id: contact.id }, body: { property, version: contact.version } });
  } catch (error) {
    return redirectWithToast(context, here, { kind: "error", message: saveFailure(error, failed).message });
  }
  return redirectWithToast(context, here, { kind: "success", message: t("masterdata.saved") });
}

export default function ContactProperties() {
  const { userType, properties, contacts, failed } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl">
      <PageTitle title={t("masterdata.properties.pageTitle")} intro={t("masterdata.properties.intro")} actions={<CsvLink href="/contact-properties/export.csv" label={t("masterdata.exportCsv")} />} />
      <h2 className="mt-6 text-lg font-semibold">{userType === "LF" ? t("masterdata.properties.lf") : t("masterdata.properties.hp")}</h2>
      <ErrorNotice message={failed && t("masterdata.properties.errors.fetchContactProperties")} className="mt-2" />
      {!failed && properties.length === 0 ? <p className="mt-2 text-slate-600">{t("masterdata.properties.none")}</p> : null}
      <ul className="mt-2 space-y-4">
        {properties.map((p) => (
          <li key={p.id} className="rounded-lg bg-white p-4 shadow-sm">
            <h3 className="font-semibold text-slate-900">{p.label}</h3>
            {p.holders.length === 0 ? <p className="mt-1 text-sm text-slate-600">{t("masterdata.properties.assigned")}</p> : null}
            <ul className="mt-2 flex flex-wrap gap-2">
              {p.holders.map((h) => (
                <li key={h.linkId} className="flex items-center gap-2 rounded-full bg-slate-100 py-1 pl-3 pr-1 text-sm">
                  <span>{h.name}</span>
                  <IntentForm
                    intent="remove"
                    fields={{ contact: h.contactId, link: h.linkId }}
                    label={t("masterdata.properties.remove")}
                    className={buttonClass("ghost", "sm")}
                    ariaLabel={t("masterdata.properties.removeLabel", { property: p.label, name: h.name })}
                  />
                </li>
              ))}
            </ul>
            <Form method="post" preventScrollReset className="mt-3 flex flex-wrap items-end gap-2">
              <input type="hidden" name="intent" value="assign" />
              <input type="hidden" name="property" value={p.id} />
              <div>
                <label htmlFor={`assign-${p.id}`} className="block text-sm font-medium text-slate-800">
                  {t("masterdata.properties.chooseContact")} ({p.label})
                </label>
                <select id={`assign-${p.id}`} name="contact" required className="mt-1 h-control rounded-md border border-slate-300 bg-white px-3">
                  {contacts.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className={buttonClass("secondary")}>
                {t("masterdata.properties.assign")}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </div>
  );
}
