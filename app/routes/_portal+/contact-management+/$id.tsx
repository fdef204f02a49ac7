/**
 * /Contact-Management/{id}: create ("add", status published) or edit a contact with every field
 * of spec §3. The save carries the loaded version; a stale one is refused and the form keeps
 * what was typed. The thumbnail is uploaded by the shared image upload and saved with the form.
 */
import { entityScreen } from "~/.server/entity-screen";
import { itemsOf } from "#contract/items";
import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "~/lib/forms/parse";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n";
import { failedSaveReply, idParam, invalidReply, loadOrForbidden } from "~/.server/editing";
import { requireRoute } from "~/.server/guards";
import { redirectWithToast } from "~/.server/toast";
import { History } from "~/components/editing/history";
import { ImageUpload, withoutUploadParams } from "~/components/editing/image-upload";
import { uploadStateOf } from "~/.server/upload-state";
import { SelectField, TextareaField } from "~/components/form/fields";
import { EntityFields, requiredFields } from "~/components/form/entity-fields";
import { useEditForm } from "~/components/editing/use-edit-form";
import { EditFormActions, EditHeader, FormAlert } from "~/components/form/form-alert";
import { t } from "~/i18n";
import { archiveBlocked } from "~/.server/contact-archive";
import { contactName } from "~/lib/contacts";
import { lookupChoices } from "~/lib/entities/lookup-choices";
import { contactFormSchema, contactPayload } from "~/lib/schemas/contact";
import { contactEntity } from "#contract/entities/contacts";
import { entityDefaultsOf } from "#contract/describe";
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
  const upload = uploadStateOf(new URL(request.url));
  const options = (rows: readonly { id: string | number; name: string }[]) => rows.map((r) => ({ value: String(r.id), label: r.name }));
  return {
    contact,
    history,
    screen: entityScreen(contactEntity),
    defaults: { ...entityDefaultsOf(contactEntity, contact), thumbnail: upload.image ?? contact?.thumbnail?.id ?? "" },
    choices: {
      department: options(department),
      jobtitle: options(jobtitle),
      sales_countries: lookupChoices(country),
      sales_regions: lookupChoices(salesRegion, country),
      sales_states: lookupChoices(salesState, country),
      contact_brand: options(brands),
    },
    upload,
  };
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
  const { contact, history, screen, defaults, choices, upload } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { form, fields, saving, reloadHref } = useEditForm<Record<string, unknown>>({ kind: "contact", record: contact, defaultValue: defaults, required: requiredFields(screen, !contact) });
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
        <input {...getInputProps(fields.version!, { type: "hidden" })} key={fields.version!.key} />
        {/* The image comes from the upload flow (URL state), so it is rendered from the loader, not kept by conform. */}
        <input type="hidden" name={fields.thumbnail!.name} value={image ?? ""} />
        <EntityFields
          screen={screen}
          fields={fields}
          choices={choices}
          isNew={!contact}
          placeholder={t("masterdata.contacts.choose")}
          render={{
            // A new contact is published (spec §4); archiving is the list's "Löschen", which asks first.
            status: (meta, field) =>
              contact ? <SelectField meta={meta} label={field.label} options={(field.options ?? []).filter((o) => o.value !== "archived" || contact.status === "archived")} /> : null,
            quote: (meta, field) => (
              <div className="sm:col-span-2">
                <TextareaField meta={meta} label={field.label} hint={t("masterdata.contacts.quoteHint", { count: words(String(meta.value ?? meta.initialValue ?? "")) })} />
              </div>
            ),
          }}
        />
        <EditFormActions cancelTo="/contact-management" saving={saving} />
      </Form>
      {contact ? <History entries={history} /> : null}
    </div>
  );
}
