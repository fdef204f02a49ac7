/**
 * The one detail screen of every described collection: the form generated from the description
 * (fields by input kind, German labels, required marks), the status buttons (per translation
 * where the collection keeps it there), main image and sorted gallery through the shared upload
 * with duplicate confirmation, delete with URL-state confirmation, and the history. An entry the
 * association shares renders read-only from the same access answer the API gives, with the
 * switch for the own website.
 */
import { getFormProps, getInputProps, type FieldMetadata } from "@conform-to/react";
import type { MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useLocation } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { Link } from "~/components/ui/link";
import type { EditLoader } from "~/.server/collection-screens";
import { ConfirmDialog, IntentForm } from "~/components/editing/confirm-dialog";
import { History } from "~/components/editing/history";
import { ImageUpload, withoutUploadParams, type UploadState } from "~/components/editing/image-upload";
import { altDefaults, altName, decorativeName, undescribedCount } from "~/lib/collections/alt-texts";
import { withTarget } from "~/lib/collections/upload-target";
import { useEditForm } from "~/components/editing/use-edit-form";
import { SelectField } from "~/components/form/fields";
import { EditFormActions, EditHeader, FormAlert } from "~/components/form/form-alert";
import { buttonClass } from "~/components/ui/button";
import { t as translate, useTranslation } from "~/i18n";
import { registerWebsite } from "~/locales/de/website";
import type { ScreenField } from "#contract/describe";
import { displayValue, germanOf, itemName, rawValue, type ItemLike } from "./field-value";
import { FieldInput } from "./field-input";
import { htmlKey } from "#contract/rich-text-names";

export { FieldInput, type FieldChoices } from "./field-input";

// Loaded on demand: rendered in full by the server, hydrated once its chunk arrives (collection-images.tsx).
const Gallery = lazy(() => import("./collection-images").then((m) => ({ default: m.Gallery })));
const AltTextInputs = lazy(() => import("./collection-images").then((m) => ({ default: m.AltTextInputs })));

registerWebsite();

type Data = Awaited<ReturnType<EditLoader>>;
type Item = NonNullable<Data["item"]>;
type Fields = Record<string, FieldMetadata<string>>;

export const collectionEditMeta: MetaFunction<EditLoader> = ({ data }) => {
  const label = data?.screen.labels.one ?? "";
  const title = data?.item ? translate(data.item.access === "edit" ? "website.editTitle" : "website.readTitle", { label }) : translate("website.createTitle", { label });
  return [{ title: `${title} – ${translate("portal.title")}` }];
};

const NO_UPLOAD: UploadState = { image: null, file: null, pending: null, error: null };

/** The form's initial values from the loaded item, or the template it starts from (zod-free: this runs in the browser). */
function defaultsOf(fields: readonly ScreenField[], item: ItemLike | null, version: number | undefined, status: string, image: string | null) {
  const values: Record<string, string | string[] | undefined> = { version: version === undefined ? undefined : String(version), status, image: image ?? "" };
  for (const f of fields) {
    const v = item ? rawValue(item, f) : undefined;
    if (f.input === "checkbox") values[f.name] = v ? "on" : "off";
    else if (f.input === "relations" || f.input === "productGroups") values[f.name] = Array.isArray(v) ? v.map(String) : [];
    else if (f.input === "tags") values[f.name] = Array.isArray(v) ? v.join(", ") : "";
    else values[f.name] = v === null || v === undefined ? (f.input === "select" ? f.options?.[0]?.value : "") : String(v);
  }
  return values;
}

function ReadOnly({ data }: { data: Data & { item: Item } }) {
  const { t } = useTranslation();
  const { screen, item } = data;
  const yesNo: [string, string] = [t("website.yes"), t("website.no")];
  return (
    <div className="mx-auto max-w-4xl">
      <EditHeader backTo={screen.back} title={`${t("website.readTitle", { label: screen.labels.one })}: ${itemName(item, screen.nameField)}`} />
      <p className="mt-4 rounded-md border border-slate-300 bg-slate-50 p-3 text-slate-800">{t("website.sharedHint")}</p>
      <dl className="mt-6 grid gap-x-6 gap-y-3 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-[max-content_1fr]">
        {screen.fields
          .filter((f) => !f.fixed)
          .map((f) => (
            <div key={f.name} className="contents">
              <dt className="font-medium text-slate-700">{f.label}</dt>
              <dd className="text-slate-900">
                {f.input === "image" ? (
                  typeof item[f.name] === "string" ? (
                    <img src={`/assets/${String(item[f.name])}?width=320&height=200&fit=contain`} alt={f.label} width={160} height={100} className="h-24 w-40 rounded object-contain" />
                  ) : (
                    "–"
                  )
                ) : f.format ? (
                  // a formatted text as the API rendered and sanitized it (decision 0530)
                  <div className="rich-text" dangerouslySetInnerHTML={{ __html: String(rawValue(item, { name: htmlKey(f.name), translated: f.translated }) ?? "–") }} />
                ) : (
                  displayValue(item, f, yesNo, data.contacts, { ...data.relations, icon: data.icons, address: data.addresses, productGroups: data.productGroups })
                )}
              </dd>
            </div>
          ))}
      </dl>
      <div className="mt-6 flex flex-wrap gap-2">
        <IntentForm intent={item.disabled ? "enable" : "disable"} label={item.disabled ? t("website.enable") : t("website.disable")} className={buttonClass("primary")} />
        <a href={`${screen.previewPath}/${item.id}`} className={buttonClass("secondary")}>
          {t("website.preview")}
        </a>
      </div>
    </div>
  );
}

/** One single-image slot: the main image, or an image field such as a private brand's logo. */
function ImageSlot({
  name,
  label,
  current,
  returnTo,
  upload,
  target,
  meta,
}: {
  name: string;
  label: string;
  current: string | null;
  returnTo: string;
  upload: UploadState;
  target: string;
  meta: Fields;
}) {
  const { t } = useTranslation();
  const main = name === "image";
  const altValue = meta[altName(name)]?.initialValue;
  return (
    <section aria-labelledby={`${name}-title`} className="mt-6 rounded-lg bg-white p-4 shadow-sm">
      <h2 id={`${name}-title`} className="text-lg font-semibold">
        {label}
      </h2>
      <div className="mt-2 flex flex-wrap items-start gap-4">
        {current ? (
          <img
            src={`/assets/${current}?width=320&height=200&fit=${main ? "cover" : "contain"}`}
            alt={typeof altValue === "string" && altValue ? altValue : main ? t("masterdata.upload.current") : t("website.currentImage", { label })}
            width={160}
            height={100}
            className={`h-24 w-40 rounded ${main ? "object-cover" : "object-contain"}`}
          />
        ) : (
          <p className="text-slate-600">{t("website.noImage")}</p>
        )}
        <ImageUpload
          id={main ? "image-upload" : `${name}-upload`}
          returnTo={withTarget(returnTo, name)}
          state={target === name ? upload : NO_UPLOAD}
          label={main ? t("masterdata.upload.label") : t("website.imageUploadLabel", { label })}
        />
      </div>
      {current ? (
        <Suspense fallback={null}>
          <AltTextInputs meta={meta} id={`${name}-image`} name={[altName(name), decorativeName(name)]} label={t("website.alt.namedLabel", { label })} />
        </Suspense>
      ) : null}
    </section>
  );
}

export function CollectionEdit() {
  const data = useLoaderData<EditLoader>();
  const { screen, item, history, contacts, addresses, icons, relations, productGroups, prefill, upload, target, deleting } = data;
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const status = item ? ((screen.status === "translations" ? germanOf(item)?.status : (item.status as string | undefined)) ?? "draft") : "draft";
  const image = (target === "image" ? upload.image : null) ?? item?.image?.id ?? prefill?.image?.id ?? null;
  // Image fields (a logo) come from the upload flow like the main image: their own section, a hidden input in the form.
  const imageFields = screen.fields.filter((f) => f.input === "image");
  const imageOf = (name: string) => {
    const value = (target === name ? upload.image : null) ?? item?.[name] ?? prefill?.[name];
    return typeof value === "string" && value ? value : null;
  };
  const fields = screen.fields.filter((f) => !f.fixed && f.input !== "image");
  const { form, fields: meta, saving, reloadHref } = useEditForm<Record<string, string | string[]>>({
    kind: screen.collection,
    record: item,
    defaultValue: { ...defaultsOf(fields, item ?? prefill, item?.version, status, image), ...altDefaults(screen.imageSlots, item ? screen.galleries : [], item ?? prefill) },
    required: fields.filter((f) => f.required && f.input !== "select").map((f) => f.name),
  });
  if (item?.access === "read") return <ReadOnly data={{ ...data, item }} />;
  const m = meta as unknown as Fields;
  const undescribed = item ? undescribedCount(screen.imageSlots, screen.galleries, item) : 0;
  const returnTo = withoutUploadParams(pathname, search)
    .replace(/([?&])target=[a-z_]+&?/, "$1")
    .replace(/[?&]$/, "");
  const title = item ? `${t("website.editTitle", { label: screen.labels.one })}: ${itemName(item, screen.nameField)}` : t("website.createTitle", { label: screen.labels.one });
  const statusLabel = (value: string) => screen.statuses.find((s) => s.value === value)?.label ?? value;
  return (
    <div className="mx-auto max-w-4xl">
      <EditHeader backTo={screen.back} title={title} />
      {prefill ? <p className="mt-4 rounded-md border border-slate-300 bg-slate-50 p-3 text-slate-800">{t("website.fromTemplateHint", { name: itemName(prefill, screen.nameField) })}</p> : null}

      {item ? (
        <section aria-labelledby="status-title" className="mt-6 flex flex-wrap items-center gap-3 rounded-lg bg-white p-4 shadow-sm">
          <h2 id="status-title" className="text-lg font-semibold">
            {t("website.status")}
          </h2>
          <p>{t("website.statusCurrent", { status: statusLabel(status) })}</p>
          <div className="flex flex-wrap gap-2">
            {screen.statuses
              .filter((s) => s.value !== status)
              .map((s) => (
                <IntentForm key={s.value} intent="status" fields={{ status: s.value, version: item.version }} label={t("website.setStatus", { status: s.label })} className={buttonClass("secondary", "sm")} />
              ))}
          </div>
          <a href={`${screen.previewPath}/${item.id}`} className={buttonClass("ghost", "sm")}>
            {t("website.preview")}
          </a>
          {undescribed ? <p className="w-full text-sm font-medium text-amber-900">{t("website.alt.missingCount", { count: undescribed })}</p> : null}
        </section>
      ) : null}

      {screen.image ? <ImageSlot name="image" label={screen.image.label} current={image} returnTo={returnTo} upload={upload} target={target} meta={m} /> : null}
      {imageFields.map((f) => (
        <ImageSlot key={f.name} name={f.name} label={f.label} current={imageOf(f.name)} returnTo={returnTo} upload={upload} target={target} meta={m} />
      ))}

      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-6" preventScrollReset>
        <FormAlert id={form.errorId} errors={form.errors} reloadHref={reloadHref} />
        <input {...getInputProps(m.version!, { type: "hidden" })} key={m.version!.key} />
        {/* The image comes from the upload flow (URL state), so it is rendered from the loader, not kept by conform. */}
        <input type="hidden" name="image" value={image ?? ""} />
        {imageFields.map((f) => (
          <input key={f.name} type="hidden" name={f.name} value={imageOf(f.name) ?? ""} />
        ))}
        {item ? <input type="hidden" name="status" value={status} /> : null}
        <fieldset className="grid gap-4 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-2">
          <legend className="px-1 text-lg font-semibold">{screen.labels.one}</legend>
          {fields.map((f) => (
            <FieldInput
              key={f.name}
              field={f}
              meta={m[f.name]!}
              html={f.format && item ? (rawValue(item, { name: htmlKey(f.name), translated: f.translated }) as string | null | undefined) : null}
              contacts={contacts}
              addresses={addresses}
              icons={icons}
              relations={relations}
              productGroups={productGroups}
            />
          ))}
          {item ? null : <SelectField meta={m.status!} label={t("website.status")} options={screen.statuses} />}
        </fieldset>
        <EditFormActions cancelTo={screen.back} saving={saving} />
      </Form>

      {item ? (
        <Suspense fallback={null}>
          {screen.galleries.map((g) => (
            <Gallery key={g.field} data={{ ...data, item }} spec={g} returnTo={returnTo} meta={m} />
          ))}
        </Suspense>
      ) : null}
      {!item && screen.galleries.length ? <p className="mt-4 text-sm text-slate-600">{t("website.imageAfterCreate")}</p> : null}

      {item ? (
        <section className="mt-6">
          {deleting ? (
            <ConfirmDialog
              title={t("website.deleteTitle")}
              cancelTo={pathname}
              cancelLabel={t("masterdata.cancel")}
              actions={<IntentForm intent="delete" label={t("website.deleteConfirm")} className={buttonClass("primary")} />}
            >
              <p>{t("website.deleteText", { name: itemName(item, screen.nameField) })}</p>
            </ConfirmDialog>
          ) : (
            <Link to="?delete" preventScrollReset className={buttonClass("ghost")} aria-label={t("website.deleteLabel", { name: itemName(item, screen.nameField) })}>
              {t("website.delete")}
            </Link>
          )}
        </section>
      ) : null}
      {item ? <History entries={history} /> : null}
    </div>
  );
}
