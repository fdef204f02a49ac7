/**
 * /Wohnsinnspreise/{id|neu} (decision 0920): an award entry of the company — category, title, text,
 * photos (the shared image upload, one per save) — saved as a draft or submitted, withdrawn; shown
 * locked once the API's clock says the deadline has passed (the API refuses every write then).
 */
import { Form, useLocation } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { AWARD_IMAGES_MAX, AWARD_TEXT_MAX, AWARD_TEXT_MIN } from "#contract/award-window";
import type { AwardRound, AwardSubmission } from "#contract/awards";
import { PageTitle } from "~/components/content/page-title";
import { ImageUpload, withoutUploadParams, type UploadState } from "~/components/editing/image-upload";
import { buttonClass } from "~/components/ui/button";
import { useTranslation } from "~/i18n";
import { formatDate } from "~/lib/format";

export interface AwardFormValues {
  category: string;
  title: string;
  text: string;
  images: string[];
  status: "draft" | "submitted";
}
export type AwardFormErrors = Partial<Record<"category" | "title" | "text" | "images", string>>;
/** what the action answers on a refusal: the messages and what was typed */
export interface AwardFormResult {
  values: AwardFormValues;
  errors: AwardFormErrors & { form?: string };
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

export function AwardEntry({ round, entry, upload, result }: { round: AwardRound; entry: AwardSubmission | null; upload: UploadState; result?: AwardFormResult }) {
  const { t } = useTranslation();
  const location = useLocation();
  const returnTo = withoutUploadParams(location.pathname, location.search);
  const errors: AwardFormResult["errors"] = result?.errors ?? {};
  const typed: Partial<AwardFormValues> = result?.values ?? {};
  const editable = entry ? entry.editable : round.window === "open";
  const images = [...new Set([...(typed.images ?? entry?.images ?? []), ...(upload.image ? [upload.image] : [])])];
  const title = entry?.title ?? "";
  const until = formatDate(round.submission_until);
  const heading = !editable ? t("awards.form.titleLocked") : entry ? t("awards.form.titleEdit") : t("awards.form.titleNew");
  const described = (field: keyof AwardFormErrors) => (errors[field] ? `${field}-error` : undefined);
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <PageTitle title={heading} intro={round.title} />
      <p>
        <Link to="/wohnsinnspreise" className="text-brand-700 underline">
          {t("awards.form.back")}
        </Link>
      </p>
      {entry ? (
        <p>
          <span className="font-medium">{t("awards.statusColumn")}:</span> {t(`awards.status.${entry.shown_status}`)}
        </p>
      ) : null}
      {errors.form ? (
        <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-red-800">
          {errors.form}
        </p>
      ) : null}
      {!editable ? (
        <section aria-labelledby="entry-title" className="rounded-lg bg-white p-4 shadow-sm">
          <p className="font-medium">{t("awards.form.locked", { until })}</p>
          {entry ? (
            <>
              <p className="mt-3 text-sm text-slate-700">{entry.category_title}</p>
              <h2 id="entry-title" className="text-lg font-semibold">{entry.title}</h2>
              <p className="mt-1 whitespace-pre-line">{entry.text}</p>
              <ul className="mt-3 flex flex-wrap gap-2">
                {entry.images.map((image, i) => (
                  <li key={image}>
                    <img src={`/assets/${image}?width=320&height=240&fit=cover`} alt={t("awards.form.imageAlt", { n: i + 1, title: entry.title })} width={160} height={120} className="h-28 w-40 rounded object-cover" />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : (
        <>
          <p>{t("awards.form.editableUntil", { until })}</p>
          <section aria-labelledby="images-title" className="rounded-lg bg-white p-4 shadow-sm">
            <h2 id="images-title" className="text-lg font-semibold">{t("awards.form.images")}</h2>
            <p className="text-sm text-slate-700">{t("awards.form.imagesHint", { max: AWARD_IMAGES_MAX })}</p>
            {images.length < AWARD_IMAGES_MAX ? (
              <div className="mt-2">
                <ImageUpload returnTo={returnTo} state={upload} label={t("masterdata.upload.label")} />
              </div>
            ) : null}
          </section>
          <Form method="post" className="space-y-4 rounded-lg bg-white p-4 shadow-sm" aria-label={heading}>
            <input type="hidden" name="round" value={round.id} />
            <div>
              <label htmlFor="category" className="block font-medium">{t("awards.form.category")}</label>
              <select id="category" name="category" defaultValue={typed.category ?? entry?.category ?? ""} aria-invalid={errors.category ? true : undefined} aria-describedby={described("category")} className="mt-1 block w-full rounded border border-slate-400 p-2">
                <option value="">–</option>
                {round.categories.map((c) => (
                  <option key={c.id} value={c.id}>{c.title}</option>
                ))}
              </select>
              <FieldError id="category-error" message={errors.category} />
            </div>
            <div>
              <label htmlFor="title" className="block font-medium">{t("awards.form.title")}</label>
              <input id="title" name="title" defaultValue={typed.title ?? title} aria-invalid={errors.title ? true : undefined} aria-describedby={described("title")} className="mt-1 block w-full rounded border border-slate-400 p-2" />
              <FieldError id="title-error" message={errors.title} />
            </div>
            <div>
              <label htmlFor="text" className="block font-medium">{t("awards.form.text")}</label>
              <p id="text-hint" className="text-sm text-slate-700">{t("awards.form.textHint", { min: AWARD_TEXT_MIN, max: AWARD_TEXT_MAX })}</p>
              <textarea id="text" name="text" rows={8} defaultValue={typed.text ?? entry?.text ?? ""} aria-invalid={errors.text ? true : undefined} aria-describedby={errors.text ? "text-hint text-error" : "text-hint"} className="mt-1 block w-full rounded border border-slate-400 p-2" />
              <FieldError id="text-error" message={errors.text} />
            </div>
            <fieldset aria-describedby={described("images")}>
              <legend className="font-medium">{t("awards.form.images")}</legend>
              <ul className="mt-2 flex flex-wrap gap-3">
                {images.map((image, i) => (
                  <li key={image}>
                    <input type="hidden" name="images" value={image} />
                    <img src={`/assets/${image}?width=320&height=240&fit=cover`} alt={t("awards.form.imageAlt", { n: i + 1, title: typed.title ?? title })} width={160} height={120} className="h-28 w-40 rounded object-cover" />
                    <label className="mt-1 flex items-center gap-1 text-sm">
                      <input type="checkbox" name="remove" value={image} /> {t("awards.form.removeImage", { n: i + 1 })}
                    </label>
                  </li>
                ))}
              </ul>
              <FieldError id="images-error" message={errors.images} />
            </fieldset>
            <div className="flex flex-wrap gap-2">
              <button type="submit" name="status" value="submitted" className={buttonClass("primary")}>{t("awards.form.submit")}</button>
              <button type="submit" name="status" value="draft" className={buttonClass("secondary")}>{t("awards.form.saveDraft")}</button>
            </div>
          </Form>
          {entry ? (
            <Form method="post">
              <button type="submit" name="intent" value="withdraw" className={buttonClass("secondary")}>{t("awards.form.withdraw")}</button>
            </Form>
          ) : null}
        </>
      )}
    </div>
  );
}
