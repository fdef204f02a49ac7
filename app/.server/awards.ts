/**
 * The Wohnsinnspreise screens on the server (decision 0920). The entry form is read here: German messages per field, what was
 * typed comes back unchanged. Submitting needs the complete entry (award-window.ts); a draft only a title.
 */
import type { AppLoadContext } from "@remix-run/node";
import { data } from "@remix-run/node";
import type { AwardFormErrors, AwardFormResult, AwardFormValues } from "~/components/awards/entry";
import { uploadStateOf } from "./upload-state";
import { t } from "~/i18n";
import { idParam, loadOrForbidden } from "./editing";
import { forbidden } from "./guards";
import { redirectWithToast } from "./toast";
import { isUpstreamError } from "./upstream";
import { AWARD_IMAGES_MAX, AWARD_TEXT_MAX, AWARD_TEXT_MIN, AWARD_TITLE_MAX, missingForSubmission } from "#contract/award-window";


const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readAwardForm(form: FormData): { values: AwardFormValues; errors: AwardFormErrors; category: number | null } {
  const str = (name: string) => String(form.get(name) ?? "");
  const removed = new Set(form.getAll("remove").map(String));
  const images = [...new Set(form.getAll("images").map(String))].filter((id) => UUID.test(id) && !removed.has(id));
  const values: AwardFormValues = { category: str("category"), title: str("title").trim(), text: str("text").replace(/\r\n/g, "\n").trim(), images, status: str("status") === "submitted" ? "submitted" : "draft" };
  const errors: AwardFormErrors = {};
  const category = /^[1-9]\d{0,9}$/.test(values.category) ? Number(values.category) : null;
  if (category === null) errors.category = t("awards.errors.category");
  if (!values.title || values.title.length > AWARD_TITLE_MAX) errors.title = t("awards.errors.title", { max: AWARD_TITLE_MAX });
  if (values.text.length > AWARD_TEXT_MAX) errors.text = t("awards.errors.text", { max: AWARD_TEXT_MAX });
  if (images.length > AWARD_IMAGES_MAX) errors.images = t("awards.errors.tooManyImages", { max: AWARD_IMAGES_MAX });
  if (values.status === "submitted") {
    const missing = missingForSubmission(values);
    if (missing.includes("text") && !errors.text) errors.text = t("awards.errors.textMin", { min: AWARD_TEXT_MIN });
    if (missing.includes("images") && !errors.images) errors.images = t("awards.errors.images");
  }
  return { values, errors, category };
}

export async function loadAwardOverview(context: AppLoadContext) {
  const [rounds, submissions, winners] = await Promise.all([context.upstream.call("awardRounds"), context.upstream.call("awardSubmissions"), context.upstream.call("awardWinners")]);
  const current = rounds[0] ?? null;
  return { kind: "overview" as const, current, submissions: submissions.filter((s) => s.round === current?.id), winners };
}

/** "neu" for a new entry, else a positive integer id (anything else: the 403 page, as the API answers it). */
function entryId(raw: string): number | null {
  return raw === "neu" ? null : idParam(raw);
}

export async function loadAwardEntry(request: Request, context: AppLoadContext, rawId: string) {
  const id = entryId(rawId);
  const [rounds, entry] = await Promise.all([context.upstream.call("awardRounds"), id === null ? null : loadOrForbidden(() => context.upstream.call("awardSubmission", { params: { id } }))]);
  const round = (entry ? rounds.find((r) => r.id === entry.round) : rounds[0]) ?? null;
  if (!round) throw new Response("Not Found", { status: 404 });
  return { kind: "entry" as const, round, entry, upload: uploadStateOf(new URL(request.url)) };
}

export async function awardEntryAction(request: Request, context: AppLoadContext, rawId: string) {
  const id = entryId(rawId);
  const form = await request.formData();
  try {
    if (form.get("intent") === "withdraw" && id !== null) {
      await context.upstream.call("awardSubmissionDelete", { params: { id } });
      return redirectWithToast(context, "/wohnsinnspreise", { kind: "success", message: t("awards.withdrawn") });
    }
    const { values, errors, category } = readAwardForm(form);
    if (Object.keys(errors).length > 0 || category === null) return data<AwardFormResult>({ values, errors }, { status: 400 });
    const payload = { category, title: values.title, text: values.text, images: values.images, status: values.status };
    const saved =
      id === null
        ? await context.upstream.call("awardSubmissionCreate", { body: { ...payload, round: Number(form.get("round")) } })
        : await context.upstream.call("awardSubmissionUpdate", { params: { id }, body: payload });
    return redirectWithToast(context, `/wohnsinnspreise/${saved.id}`, { kind: "success", message: t(values.status === "submitted" ? "awards.submitted" : "awards.saved") });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    const { values } = readAwardForm(form);
    // another company's entry (or a guessed id): the portal's 403 page, like the API
    if (error.status === 403) throw forbidden();
    const message = error.code === "SUBMISSION_CLOSED" ? t("awards.errors.closed") : error.code === "RECORD_NOT_UNIQUE" ? t("awards.errors.duplicate") : t("awards.errors.failed");
    return data<AwardFormResult>({ values, errors: { form: message } }, { status: error.status >= 500 ? 502 : error.status });
  }
}

