/**
 * The Redaktion's news form (decision 0954), for a new and a loaded item: content, audience and
 * publication. A plain form post (multipart: the image is chosen in the form, decision 0964): it
 * works without JavaScript; refusals show at their field.
 */
import { getFormProps, getInputProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { NEWS_AUDIENCE_PERMISSIONS, NEWS_STATUSES, NEWS_USER_TYPES } from "#contract/news-audience";
import type { ScreenField } from "#contract/describe";
import { FieldInput } from "~/components/collections/field-input";
import { ChoiceGroup } from "~/components/form/choice-fields";
import { CheckboxField, Errors, Hint, Label, SelectField, TextareaField } from "~/components/form/fields";
import { FormAlert } from "~/components/form/form-alert";
import { ImageField, imageValueOf } from "~/components/form/image-field";
import { TextField } from "~/components/form/text-field";
import { SubmitAndCancel } from "~/components/form/submit-and-cancel";
import { useTranslation } from "~/i18n";

export interface NewsFormChoices {
  groups: { id: number; title: string }[];
  brands: { id: number; name: string }[];
}

function MomentField({ meta, label, hint }: { meta: FieldMetadata<string | null>; label: string; hint: string }) {
  const hintId = `${meta.id}-hint`;
  const { key, ...props } = getInputProps(meta as FieldMetadata<string>, { type: "datetime-local", ariaDescribedBy: hintId });
  return (
    <div>
      <Label id={meta.id} label={label} />
      <input key={key} {...props} className={`block h-control w-full rounded border px-3 ${meta.errors?.length ? "border-red-600" : "border-slate-300"}`} />
      <Hint id={hintId} hint={hint} />
      <Errors meta={meta as FieldMetadata<unknown>} />
    </div>
  );
}

/** The text as the collection screens render a formatted long text (decision 0530): toolbar, help and preview. */
const textField = (label: string): ScreenField => ({ name: "text", label, input: "textarea", format: "markdown", required: false, translated: false, fixed: false });

export function NewsForm({
  id,
  defaults,
  choices,
  lastResult,
  textHtml,
}: {
  id: string;
  defaults: Record<string, string | string[] | undefined>;
  choices: NewsFormChoices;
  lastResult: SubmissionResult<string[]> | undefined;
  textHtml: string | null;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm({ id, lastResult, defaultValue: defaults, constraint: { title: { required: true } }, shouldRevalidate: "onBlur" });
  const f = fields as unknown as Record<string, FieldMetadata<string>>;
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-6 space-y-6 rounded-lg bg-white p-6 shadow-sm">
      <FormAlert id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="save" />
      {defaults.version !== undefined ? <input type="hidden" name="version" value={String(defaults.version)} /> : null}
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">{t("associationNews.sections.content")}</legend>
        <TextField meta={f.title!} label={t("associationNews.fields.title")} autoComplete="off" />
        <TextareaField meta={f.abstract!} label={t("associationNews.fields.abstract")} rows={3} />
        <FieldInput field={textField(t("associationNews.fields.text"))} meta={f.text!} html={textHtml} />
        <ImageField meta={f.image!} value={imageValueOf(lastResult, "image", defaults.image)} label={t("associationNews.fields.image")} removeLabel={t("associationNews.fields.imageRemove")} alt={String(f.image_alt!.value ?? defaults.image_alt ?? "")} />
        <TextField meta={f.image_alt!} label={t("associationNews.fields.imageAlt")} hint={t("associationNews.fields.imageAltHint")} autoComplete="off" />
        <SelectField meta={f.news_group!} label={t("associationNews.fields.group")} placeholder={t("associationNews.fields.noGroup")} options={choices.groups.map((g) => ({ value: String(g.id), label: g.title }))} />
        <ChoiceGroup meta={f.brands!} legend={t("associationNews.fields.brands")} type="checkbox" scroll options={choices.brands.map((b) => ({ value: String(b.id), label: b.name }))} />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">{t("associationNews.sections.audience")}</legend>
        <ChoiceGroup meta={f.user_types!} legend={t("associationNews.fields.userTypes")} type="checkbox" options={NEWS_USER_TYPES.map((u) => ({ value: u, label: t(`associationNews.userTypes.${u}`) }))} />
        <ChoiceGroup meta={f.permissions!} legend={t("associationNews.fields.permissions")} hint={t("associationNews.fields.permissionsHint")} type="checkbox" options={NEWS_AUDIENCE_PERMISSIONS.map((p) => ({ value: p, label: t(`associationNews.permissions.${p}`) }))} />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">{t("associationNews.sections.publication")}</legend>
        <CheckboxField meta={f.important!} label={t("associationNews.fields.important")} />
        <SelectField meta={f.status!} label={t("associationNews.fields.status")} options={NEWS_STATUSES.map((s) => ({ value: s, label: t(`associationNews.status.${s}`) }))} />
        <MomentField meta={f.publish_at!} label={t("associationNews.fields.publishAt")} hint={t("associationNews.fields.publishAtHint")} />
        <MomentField meta={f.unpublish_at!} label={t("associationNews.fields.unpublishAt")} hint={t("associationNews.fields.unpublishAtHint")} />
      </fieldset>
      <SubmitAndCancel submitLabel={t("associationNews.save")} cancelTo="/verband/news" cancelLabel={t("associationNews.cancel")} />
    </Form>
  );
}
