/**
 * The metadata of a document for review (PATCH files/{id}): name, document type, SAM tags,
 * responsible brands (the supplier's own), class EVA or EKA, valid from / to. A plain form post,
 * validated on the server; a refused save re-renders with the input as typed.
 */
import { getFormProps, getInputProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n";
import type { ReviewDocument } from "#contract/review";
import { DOCUMENT_CLASSES } from "#contract/values";
import { reviewMetadataDefaults } from "~/lib/form-values/review";
import { useEditForm } from "../editing/use-edit-form";
import { ChoiceGroup } from "../form/choice-fields";
import { SelectField } from "../form/fields";
import { EditFormActions, FormAlert } from "../form/form-alert";
import { TextField } from "../form/text-field";
import { registerReview } from "~/locales/de/review";

registerReview();

/** The fields as the browser sends them (the schema coerces ids and checks the rest). */
type FormShape = ReturnType<typeof reviewMetadataDefaults>;

export interface MetadataOptions {
  brands: { id: number; name: string }[];
  document_types: { id: number; title: string }[];
  sam_tags: { id: number; name: string }[];
}

export function ReviewMetadataForm({
  fileId,
  doc,
  version,
  options,
  suggestedName,
  cancelTo,
  versionOf,
}: {
  fileId: string;
  doc: ReviewDocument | null;
  /** changes with every save (the history length), so the form starts from the saved values */
  version: number;
  options: MetadataOptions;
  suggestedName?: string;
  cancelTo: string;
  /** a new version of this approved document (decision 0541) */
  versionOf?: number;
}) {
  const { t } = useTranslation();
  const { form, fields, saving, reloadHref } = useEditForm<FormShape>({
    kind: `review-${fileId}`,
    record: doc ? { id: doc.id, version } : null,
    defaultValue: reviewMetadataDefaults(fileId, doc, suggestedName),
    required: ["name", "responsibleBrands", "class"],
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      <FormAlert id={form.errorId} errors={form.errors} reloadHref={reloadHref} />
      <input type="hidden" name="intent" value="save" />
      {versionOf !== undefined ? <input type="hidden" name="version_of" value={versionOf} /> : null}
      <input {...getInputProps(fields.file, { type: "hidden" })} key={fields.file.key} />
      <div className="grid gap-6 rounded-lg bg-white p-4 shadow-sm md:grid-cols-2">
        <div className="md:col-span-2">
          <TextField meta={fields.name} label={t("content.review.name")} autoComplete="off" />
        </div>
        <SelectField
          meta={fields.document_type}
          label={t("content.review.documentType")}
          placeholder={t("content.review.noType")}
          options={options.document_types.map((d) => ({ value: String(d.id), label: d.title }))}
        />
        <ChoiceGroup meta={fields.class} legend={t("content.review.class")} type="radio" options={DOCUMENT_CLASSES.map((c) => ({ value: c, label: t(`content.review.classes.${c}`) }))} />
        <div>
          <ChoiceGroup meta={fields.responsibleBrands} legend={t("content.review.brands")} type="checkbox" options={options.brands.map((b) => ({ value: String(b.id), label: b.name }))} />
          <p className="mt-1 text-sm text-slate-600">{t("content.review.brandsHint")}</p>
        </div>
        <ChoiceGroup meta={fields.sam_tags} legend={t("content.review.samTags")} type="checkbox" options={options.sam_tags.map((s) => ({ value: String(s.id), label: s.name }))} />
        <TextField meta={fields.valid_from} label={t("content.review.validFrom")} type="date" />
        <TextField meta={fields.valid_to} label={t("content.review.validTo")} type="date" />
      </div>
      <EditFormActions cancelTo={cancelTo} saving={saving} />
    </Form>
  );
}
