/**
 * The Redaktion's news form on the server (decision 0954): the new and the edit screen post here.
 * Validated with the description's rules (conform + zod), sent to items/news, redirected with a
 * toast; a refusal of the API names its field ("Invalid payload. publish_at: …") and keeps what was typed.
 * The image is part of the form (decision 0964, form-image.ts): stored before the item is saved.
 */
import { parseWithZod } from "~/lib/forms/parse";
import type { AppLoadContext } from "@remix-run/node";
import { data } from "@remix-run/node";
import { apiFieldErrors, saveFailure } from "~/.server/editing";
import { imageRefusalMessage, type FormWithImage } from "~/.server/form-image";
import { redirectWithToast } from "~/.server/toast";
import { t } from "~/i18n";
import { newsFormSchema, newsPayload } from "~/lib/schemas/news-editor";

export async function saveNews(context: AppLoadContext, { form: formData, refusal }: FormWithImage, id: number | null) {
  const submission = parseWithZod(formData, { schema: newsFormSchema });
  // A refused image file is named at its field; the rest of what was typed comes back with it.
  const imageError = refusal ? { image: [imageRefusalMessage(t("associationNews.fields.image"), refusal)] } : null;
  if (submission.status !== "success" || imageError) return data(submission.reply({ fieldErrors: imageError ?? {} }), { status: 400 });
  const body = newsPayload(submission.value);
  let saved: { id: number; title: string };
  try {
    saved = id === null ? await context.upstream.call("newsCreate", { body }) : await context.upstream.call("newsUpdate", { params: { id: String(id) }, body });
  } catch (error) {
    const fieldErrors = apiFieldErrors(error, () => true);
    if (fieldErrors) return data(submission.reply({ fieldErrors }), { status: 400 });
    const failure = saveFailure(error, t("associationNews.saveFailed"));
    return data(submission.reply({ formErrors: [failure.message] }), { status: failure.status });
  }
  return redirectWithToast(context, `/verband/news/${saved.id}`, { kind: "success", message: t(id === null ? "associationNews.created" : "associationNews.saved", { title: saved.title }) });
}

export async function deleteNewsItem(context: AppLoadContext, id: number) {
  await context.upstream.call("newsDelete", { params: { id: String(id) } });
  return redirectWithToast(context, "/verband/news", { kind: "success", message: t("associationNews.deleted") });
}
