/**
 * /Contact-Management/{id}: create ("add", status published) or edit a contact with every field
 * of spec §3. The save carries the loaded version; a stale one is refused and the form keeps
 * what was typed. The thumbnail is uploaded by the shared image upload and saved with the form.
 */
import { itemsOf } from "#contract/items";
import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n";
import { failedSaveReply, idParam, invalidReply, loadOrForbidden } from "~/.server/editing";
import { requireRoute } from "~/.server/guards";
import { redirectWithToast } from "~/.server/toast";
import { History } from "~/components/editing/history";
import { ImageUpload, uploadStateOf, withoutUploadParams } from "~/components/editing/image-upload";
import { ChoiceGroup } from "~/components/form/choice-fields";
import { CheckboxField, SelectField, TextareaField } from "~/components/form/fields";
import { useEditForm } from "~/components/editing/use-edit-form";
import { EditFormActions, EditHeader, FormAlert } from "~/components/form/form-alert";
import { TextField } from "~/components/form/text-field";
import { t } from "~/i18n";
import { archiveBlocked } from "~/.server/contact-archive";
import { contactName } from "~/lib/contacts";
import { contactDefaults } from "~/lib/form-values/contact";
import { contactFormSchema, contactPayload, type ContactForm } from "~/lib/schemas/contact";
import { CONTACT_GENDERS, CONTACT_POSITIONS, CONTENT_STATUSES } from "#contract/values";
import { registerMasterdata } from "~/locales/de/masterdata";

registerMasterdata();

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.contact ? t("masterdata.contacts.editTitle") : t("masterdata.contacts.createTitle")} – ${t("portal.title")}` },
];

const isNew = (id: string | undefined) => id === "add";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireRoute(request, context, "contactManagement");
  const up = context.upstream;
  const id = isNew(params.id) ? null : idParam(params.id);
  const [contact, history, department, jobtitle, country, salesRegion, salesState, brands] = await Promise.all([
    id ? loadOrForbidden(() => up.call("contact", { params: { id: id } })) : null,
    id ? loadOrForbidden(() => up.call("activity", { query: { collection: "contact", item: String(id) } })) : [],
    up.call("lookups", { params: { lookup: "department" }, query: { sort: "name" } }).then(itemsOf),
    up.call("lookups", { params: { lookup: "jobtitle" }, query: { sort: "name" } }).then(itemsOf),
    up.call("lookups", { params: { lookup: "country" }, query: { sort: "name" } }).then(itemsOf),
    up.call("lookups", { params: { lookup: "sales_region" }, query: { sort: "name" } }).then(itemsOf),
    up.call("lookups", { params: { lookup: "sales_state" }, query: { sort: "name" } }).then(itemsOf),
    up.call("contactBrands"),
  ]);
  return { contact, history, lookups: { department, jobtitle, country, salesRegion, salesState, brands }, upload: uploadStateOf(new URL(request.url)) };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireRoute(request, context, "contactManagement");
  const submission = parseWithZod(await request.formData(), { schema: contactFormSchema });
  if (submission.status !== "success") {
    return invalidReply(submission);
  }
  const id = isNew(params.id) ? null : idParam(params.id);
  try {
    if (id === null) {
      // Spec §4: a contact is created as published.
      const created = await context.upstream.call("contactCreate", { body: contactPayload({ ...submission.value, status: "published" }, null) });
      return redirectWithToast(context, `/contact-management/${created.id}`, { kind: "success", message: t("masterdata.saved") });
    }
    const loaded = await loadOrForbidden(() => context.upstream.call("contact", { params: { id: id } }));
    // Archiving is deleting (spec §4): refused while the contact is an area's contact person, with the areas named.
    const blocked = submission.value.status === "archived" && loaded.status !== "archived" ? archiveBlocked(loaded) : null;
    if (blocked) return data({ result: submission.reply({ fieldErrors: { status: [blocked] } }), conflict: false }, { status: 400 });
    await context.upstream.call("contactUpdate", { params: { id: id }, body: contactPayload(submission.value, loaded) });
  } catch (error) {
    return failedSaveReply(submission, error, t("masterdata.contactSaveFailed"));
  }
  return redirectWithToast(context, `/contact-management/${id}`, { kind: "success", message: t("masterdata.saved") });
}

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

export default function ContactEdit() {
  const { contact, history, lookups, upload } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { form, fields, saving, reloadHref } = useEditForm<ContactForm>({ kind: "contact", record: contact, defaultValue: contactDefaults(contact, upload.image), required: ["last_name"] });
  const options = (rows: readonly { id: string | number; name: string }[]) => rows.map((r) => ({ value: String(r.id), label: r.name }));
  const quote = String(fields.quote.value ?? fields.quote.initialValue ?? "");
  const image = upload.image ?? contact?.thumbnail?.id ?? null;
  const returnTo = withoutUploadParams(pathname, search);
  return (
    <div className="mx-auto max-w-4xl">
      <EditHeader backTo="/contact-management" title={contact ? `${t("masterdata.contacts.editTitle")}: ${contactName(contact)}` : t("masterdata.contacts.createTitle")} />

      <section aria-labelledby="image-title" className="mt-6 rounded-lg bg-white p-4 shadow-sm">
        <h2 id="image-title" className="text-lg font-semibold">{t("masterdata.contacts.sections.image")}</h2>
        <div className="mt-2 flex flex-wrap items-start gap-4">
          {image ? (
            <img src={`/assets/${image}?width=240&height=240&fit=cover`} alt={t("masterdata.upload.current")} width={120} height={120} className="h-28 w-28 rounded object-cover" />
          ) : (
            <p className="text-slate-600">{t("masterdata.contacts.noImage")}</p>
          )}
          <ImageUpload returnTo={returnTo} state={upload} label={t("masterdata.upload.label")} />
        </div>
      </section>

      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-6" preventScrollReset>
        <FormAlert id={form.errorId} errors={form.errors} reloadHref={reloadHref} />
        <input {...getInputProps(fields.version, { type: "hidden" })} key={fields.version.key} />
        {/* The image comes from the upload flow (URL state), so it is rendered from the loader, not kept by conform. */}
        <input type="hidden" name={fields.thumbnail.name} value={image ?? ""} />

        <fieldset className="grid gap-4 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-2">
          <legend className="px-1 text-lg font-semibold">{t("masterdata.contacts.sections.person")}</legend>
          <SelectField meta={fields.gender} label={t("masterdata.contacts.fields.gender")} placeholder={t("masterdata.contacts.choose")} options={CONTACT_GENDERS.map((g) => ({ value: g, label: t(`masterdata.contacts.genders.${g}`) }))} />
          <TextField meta={fields.title} label={t("masterdata.contacts.fields.title")} />
          <TextField meta={fields.first_name} label={t("masterdata.contacts.fields.first_name")} autoComplete="off" />
          <TextField meta={fields.last_name} label={t("masterdata.contacts.fields.last_name")} autoComplete="off" />
          <TextField meta={fields.post_title} label={t("masterdata.contacts.fields.post_title")} />
          {/* A new contact is published (spec §4); archiving is the list's "Löschen", which asks first. */}
          {contact ? (
            <SelectField
              meta={fields.status}
              label={t("masterdata.contacts.fields.status")}
              options={CONTENT_STATUSES.filter((s) => s !== "archived" || contact.status === "archived").map((s) => ({ value: s, label: t(`masterdata.status.${s}`) }))}
            />
          ) : null}
        </fieldset>

        <fieldset className="grid gap-4 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-2">
          <legend className="px-1 text-lg font-semibold">{t("masterdata.contacts.sections.contact")}</legend>
          <TextField meta={fields.email} label={t("masterdata.contacts.fields.email")} type="email" autoComplete="off" />
          <TextField meta={fields.phone} label={t("masterdata.contacts.fields.phone")} type="tel" autoComplete="off" />
          <TextField meta={fields.mobile} label={t("masterdata.contacts.fields.mobile")} type="tel" autoComplete="off" />
        </fieldset>

        <fieldset className="grid gap-4 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-2">
          <legend className="px-1 text-lg font-semibold">{t("masterdata.contacts.sections.organisation")}</legend>
          <SelectField meta={fields.position} label={t("masterdata.contacts.fields.position")} placeholder={t("masterdata.contacts.choose")} options={CONTACT_POSITIONS.map((p) => ({ value: p, label: t(`masterdata.contacts.positions.${p}`) }))} />
          <SelectField meta={fields.department} label={t("masterdata.contacts.fields.department")} placeholder={t("masterdata.contacts.choose")} options={options(lookups.department)} />
          <SelectField meta={fields.jobtitle} label={t("masterdata.contacts.fields.jobtitle")} placeholder={t("masterdata.contacts.choose")} options={options(lookups.jobtitle)} />
        </fieldset>

        <fieldset className="grid gap-4 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-2">
          <legend className="px-1 text-lg font-semibold">{t("masterdata.contacts.sections.website")}</legend>
          <TextField meta={fields.department_web} label={t("masterdata.contacts.fields.department_web")} />
          <TextField meta={fields.jobtitle_web} label={t("masterdata.contacts.fields.jobtitle_web")} />
          <div className="sm:col-span-2">
            <TextareaField meta={fields.quote} label={t("masterdata.contacts.fields.quote")} hint={t("masterdata.contacts.quoteHint", { count: words(quote) })} />
          </div>
          <CheckboxField meta={fields.show_on_website} label={t("masterdata.contacts.fields.show_on_website")} />
          <CheckboxField meta={fields.show_email} label={t("masterdata.contacts.fields.show_email")} />
          <CheckboxField meta={fields.show_phone} label={t("masterdata.contacts.fields.show_phone")} />
        </fieldset>

        <fieldset className="grid gap-4 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-2">
          <legend className="px-1 text-lg font-semibold">{t("masterdata.contacts.sections.sales")}</legend>
          <SelectField meta={fields.sales_countries} multiple label={t("masterdata.contacts.fields.sales_countries")} hint={t("masterdata.contacts.multiHint")} options={options(lookups.country)} />
          <SelectField meta={fields.sales_regions} multiple label={t("masterdata.contacts.fields.sales_regions")} hint={t("masterdata.contacts.multiHint")} options={options(lookups.salesRegion)} />
          <SelectField meta={fields.sales_states} multiple label={t("masterdata.contacts.fields.sales_states")} hint={t("masterdata.contacts.multiHint")} options={options(lookups.salesState)} />
          <ChoiceGroup
            meta={fields.contact_brand}
            legend={t("masterdata.contacts.fields.contact_brand")}
            hint={t("masterdata.contacts.brandHint")}
            type="checkbox"
            options={options(lookups.brands)}
          />
        </fieldset>

        <EditFormActions cancelTo="/contact-management" saving={saving} />
      </Form>
      {contact ? <History entries={history} /> : null}
    </div>
  );
}
