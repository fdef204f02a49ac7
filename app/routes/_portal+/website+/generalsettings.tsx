/**
 * /Website/GeneralSettings: the single website settings record of the user's company
 * (decision 0730). The fields come from one description (contract/collections/website-settings.ts) and are
 * rendered by the collection editor's field inputs; the logo comes through the shared upload.
 * The first save creates the record, later saves carry its version (a stale one is refused and
 * the input kept). Failures use the error-handler labels setWebsiteSettings (the form) and
 * setWebsiteSetting (one setting: removing the logo).
 */
import { getFormProps, getInputProps, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "~/lib/forms/parse";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useLocation } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { addressChoice } from "~/.server/address-choice";
import { failedSaveReply, invalidReply, loadOrForbidden, saveFailure } from "~/.server/editing";
import { requireRoute } from "~/.server/guards";
import { redirectWithToast } from "~/.server/toast";
import { websiteSettingsRecord } from "~/.server/website-overview";
import { FieldInput } from "~/components/collections/field-input";
import { IntentForm } from "~/components/editing/confirm-dialog";
import { History } from "~/components/editing/history";
import { ImageUpload, withoutUploadParams } from "~/components/editing/image-upload";
import { uploadStateOf } from "~/.server/upload-state";
import { wordedFields } from "~/.server/collection-screens";
import { useEditForm } from "~/components/editing/use-edit-form";
import { EditFormActions, FormAlert } from "~/components/form/form-alert";
import { PageTitle } from "~/components/content/page-title";
import { buttonClass } from "~/components/ui/button";
import { t, useTranslation } from "~/i18n";
import { singletonPayload } from "~/lib/collections/payload";
import { altDefaults, altName, altPayload, decorativeName, imageAlt, slotText } from "~/lib/collections/alt-texts";
import { registerWebsitePages } from "~/locales/de/website-pages";
import { WEBSITE_SETTINGS_NAME, WEBSITE_SETTINGS_SECTIONS } from "#contract/collections/website-settings-names";
import { htmlKey } from "#contract/rich-text-names";
import { WEBSITE_SETTINGS_FIELDS, websiteSettingsFormSchema, websiteSettingsScreenFields } from "#contract/collections/website-settings";

registerWebsitePages();

// The logo's alternative text, loaded on demand like the collection editor's (collection-images.tsx).
const AltTextInputs = lazy(() => import("~/components/collections/collection-images").then((m) => ({ default: m.AltTextInputs })));

const PATH = "/website/generalsettings";

export const meta: MetaFunction = () => [{ title: `${t("website.nav.generalSettings")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRoute(request, context, "websiteGeneralSettings");
  const settings = await loadOrForbidden(() => websiteSettingsRecord(context));
  const history = settings ? await loadOrForbidden(() => context.upstream.call("activity", { query: { collection: WEBSITE_SETTINGS_NAME, item: String(settings.id) } })) : [];
  // The choice comes with the record (a TRADINGPAGES user may not read the address management); before the first save there is none.
  const addresses = (settings?.addresses ?? []).map(addressChoice);
  return { settings, history, addresses, fields: wordedFields(websiteSettingsScreenFields()), upload: uploadStateOf(new URL(request.url)) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireRoute(request, context, "websiteGeneralSettings");
  const form = await request.formData();
  const up = context.upstream;
  if (form.get("intent") === "remove-logo") {
    try {
      const loaded = await loadOrForbidden(() => websiteSettingsRecord(context));
      if (loaded) await up.call("websiteSettingsUpdate", { params: { id: loaded.id }, body: { logo: null, version: Number(form.get("version")) || loaded.version } });
    } catch (error) {
      return redirectWithToast(context, PATH, { kind: "error", message: saveFailure(error, t("website.settings.errors.setWebsiteSetting")).message });
    }
    return redirectWithToast(context, PATH, { kind: "success", message: t("website.settings.logoRemoved") });
  }
  const submission = parseWithZod(form, { schema: websiteSettingsFormSchema });
  if (submission.status !== "success") return invalidReply(submission);
  try {
    const loaded = await loadOrForbidden(() => websiteSettingsRecord(context));
    // The logo's alternative text as posted (an emptied one is "" here, so clearing it is seen).
    const payload = { ...singletonPayload(Object.keys(WEBSITE_SETTINGS_FIELDS), "logo", submission.value, loaded), ...altPayload(["logo"], [], Object.fromEntries(form), null) };
    if (loaded) await up.call("websiteSettingsUpdate", { params: { id: loaded.id }, body: payload });
    else await up.call("websiteSettingsCreate", { body: payload });
  } catch (error) {
    return failedSaveReply(submission, error, t("website.settings.errors.setWebsiteSettings"));
  }
  return redirectWithToast(context, PATH, { kind: "success", message: t("masterdata.saved") });
}

type Data = Awaited<ReturnType<typeof loader>>;

/** The form's initial values (zod-free: this runs in the browser). */
function defaultsOf(data: Data, logo: string | null): Record<string, string> {
  const values: Record<string, string> = { logo: logo ?? "", ...altDefaults(["logo"], [], data.settings) };
  if (data.settings) values.version = String(data.settings.version);
  for (const f of data.fields) {
    const v = data.settings?.[f.name];
    values[f.name] = v === null || v === undefined ? "" : String(v);
  }
  return values;
}

export default function WebsiteGeneralSettings() {
  const data = useLoaderData<typeof loader>();
  const { settings, history, addresses, fields, upload } = data;
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const logo = upload.image ?? settings?.logo?.id ?? null;
  const { form, fields: meta, saving, reloadHref } = useEditForm<Record<string, string>>({
    kind: WEBSITE_SETTINGS_NAME,
    record: settings,
    defaultValue: defaultsOf(data, logo),
    required: fields.filter((f) => f.required).map((f) => f.name),
  });
  const m = meta as unknown as Record<string, FieldMetadata<string>>;
  const byName = new Map(fields.map((f) => [f.name, f]));
  return (
    <div className="mx-auto max-w-4xl">
      <PageTitle title={t("website.nav.generalSettings")} intro={t("website.settings.intro")} />
      {settings ? null : <p className="mt-2 rounded-md border border-slate-300 bg-slate-50 p-3 text-slate-800">{t("website.settings.none")}</p>}

      <section aria-labelledby="logo-title" className="mt-6 rounded-lg bg-white p-4 shadow-sm">
        <h2 id="logo-title" className="text-lg font-semibold">
          {t("website.settings.logo")}
        </h2>
        <div className="mt-2 flex flex-wrap items-start gap-4">
          {logo ? (
            <img src={`/assets/${logo}?width=320&height=200&fit=contain`} alt={imageAlt(slotText(settings ?? {}, "logo"), t("website.settings.logoCurrent"))} width={160} height={100} className="h-24 w-40 rounded object-contain" />
          ) : (
            <p className="text-slate-600">{t("website.settings.logoNone")}</p>
          )}
          <ImageUpload returnTo={withoutUploadParams(pathname, search)} state={upload} label={t("masterdata.upload.label")} />
          {settings?.logo && !upload.image ? (
            <IntentForm intent="remove-logo" fields={{ version: settings.version }} label={t("website.settings.removeLogo")} className={buttonClass("ghost", "sm")} />
          ) : null}
        </div>
        {upload.image ? <p className="mt-2 text-sm text-slate-700">{t("website.settings.logoAfterSave")}</p> : null}
        {logo ? (
          <Suspense fallback={null}>
            <AltTextInputs meta={m} id="logo-image" name={[altName("logo"), decorativeName("logo")]} label={t("website.alt.namedLabel", { label: t("website.settings.logo") })} />
          </Suspense>
        ) : null}
      </section>

      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-6" preventScrollReset>
        <FormAlert id={form.errorId} errors={form.errors} reloadHref={reloadHref} />
        <input {...getInputProps(m.version!, { type: "hidden" })} key={m.version!.key} />
        <input type="hidden" name="logo" value={logo ?? ""} />
        {(Object.keys(WEBSITE_SETTINGS_SECTIONS) as (keyof typeof WEBSITE_SETTINGS_SECTIONS)[]).map((section) => (
          <fieldset key={section} className="grid gap-4 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-2">
            <legend className="px-1 text-lg font-semibold">{t(`website.settings.sections.${section}`)}</legend>
            {WEBSITE_SETTINGS_SECTIONS[section].map((name) => (
              <FieldInput key={name} field={byName.get(name)!} meta={m[name]!} addresses={addresses} html={settings?.[htmlKey(name)] as string | null | undefined} />
            ))}
          </fieldset>
        ))}
        <EditFormActions cancelTo="/dashboard" saving={saving} />
      </Form>
      {settings ? <History entries={history} /> : null}
    </div>
  );
}
