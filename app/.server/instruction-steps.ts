/**
 * The steps of an instruction on its edit screen (/verband/anleitungen/{id}; decision 0965): what
 * the loader adds to the catalogue form (the steps in reading order, each with its form values and
 * the steps it may stand under) and the action of the step forms — add, save, "nach oben" /
 * "nach unten" among siblings, remove. Every form is a post validated with the step's description
 * (conform + zod) and answered with a redirect and a toast, so it works without JavaScript; each
 * names the instruction's loaded version. A step's image is chosen in its own form (multipart, the
 * news image's and brand logo's field, decision 0964), so adding a step with its image is one post.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { z } from "zod";
import { instructionStepEntity, type CatalogueItem, type InstructionStepRow } from "#contract/catalogue";
import { CATALOGUE_PATHS, STEP_FORM_ACTION } from "#contract/catalogue-names";
import { entityDefaultsOf, entityFormSchemaOf } from "#contract/describe";
import { t } from "~/i18n";
import { parseWithZod } from "~/lib/forms/parse";
import { apiFieldErrors, idParam, saveFailure } from "./editing";
import { entityScreen } from "./entity-screen";
import { requireRoute } from "./guards";
import { redirectWithToast } from "./toast";
import { INSTRUCTION_IMAGE_FOLDER } from "#contract/values";
import { wordsOf } from "~/lib/text-key";
import { imageRefusalMessage, readFormWithImage } from "./form-image";

const d = instructionStepEntity;
const screen = entityScreen(d);

/** A step's choices of where it stands: the other steps, without itself and the steps under it. */
function parentChoicesOf(steps: readonly InstructionStepRow[], self: number | null) {
  const under = new Set<number>(self === null ? [] : [self]);
  for (const s of steps) if (s.parent_id !== null && under.has(s.parent_id)) under.add(s.id);
  return steps.filter((s) => !under.has(s.id)).map((s) => ({ value: String(s.id), label: `${"– ".repeat(s.depth)}${s.title}` }));
}

/** What the loader adds for an instruction: its steps with their forms' values and the new step's form. */
export function instructionStepsView(item: CatalogueItem | null) {
  if (!item) return { steps: null };
  const steps = (item.steps ?? []) as InstructionStepRow[];
  const siblings = (s: InstructionStepRow) => steps.filter((o) => o.parent_id === s.parent_id);
  return {
    steps: {
      screen,
      version: item.version,
      rows: steps.map((s) => ({
        ...s,
        defaults: entityDefaultsOf(d, s),
        parents: parentChoicesOf(steps, s.id),
        first: siblings(s)[0]?.id === s.id,
        last: siblings(s).at(-1)?.id === s.id,
      })),
      fresh: { defaults: entityDefaultsOf(d, null), parents: parentChoicesOf(steps, null) },
    },
  };
}
export type InstructionStepsView = NonNullable<ReturnType<typeof instructionStepsView>["steps"]>;

const STEP_INTENTS = ["step-add", "step-save", "step-up", "step-down", "step-remove"] as const;

/** The step form's values: the description's rules; `image` the stored, kept or just uploaded image's id, empty for none. */
const stepFormSchema = entityFormSchemaOf(d, "create").extend({ version: z.coerce.number().int() });

const moveSchema = z.object({ step: z.coerce.number().int().positive(), version: z.coerce.number().int() });

/** The answer of a refused step form: its errors under `step` (the instruction's own form keeps `result`). */
function stepReply(key: string, reply: unknown, status: number) {
  return data({ step: { key, result: reply } }, { status });
}

/**
 * The step forms' action, or null when the post is the instruction's own (its intent is no step's).
 * Refusals of the API keep the typed input and name the field.
 */
export async function instructionStepAction({ request, params, context }: ActionFunctionArgs) {
  if (!new URL(request.url).searchParams.has(STEP_FORM_ACTION.slice(1))) return null;
  await requireRoute(request, context, "catalogueInstructions");
  const instructionId = idParam(params.id);
  const here = `${CATALOGUE_PATHS.instructions}/${instructionId}`;
  const { form, refusal } = await readFormWithImage(request, context, { field: "image", folder: INSTRUCTION_IMAGE_FOLDER });
  const intent = STEP_INTENTS.find((i) => i === form.get("intent"));
  if (!intent) return redirectWithToast(context, here, { kind: "error", message: t("catalogue.saveFailed") });
  const up = context.upstream;
  const failed = (error: unknown) => redirectWithToast(context, `${here}#steps`, { kind: "error", message: saveFailure(error, t("catalogue.saveFailed")).message });

  if (intent === "step-add" || intent === "step-save") {
    const stepId = intent === "step-save" ? moveSchema.shape.step.safeParse(form.get("step")) : null;
    if (stepId && !stepId.success) return redirectWithToast(context, here, { kind: "error", message: t("catalogue.saveFailed") });
    const key = stepId ? String(stepId.data) : "new";
    const submission = parseWithZod(form, { schema: stepFormSchema });
    if (refusal) {
      const label = wordsOf(d.fields.image.label);
      return stepReply(key, submission.reply({ formErrors: [t("masterdata.invalidInput")], fieldErrors: { image: [imageRefusalMessage(label, refusal)] } }), 400);
    }
    if (submission.status !== "success") return stepReply(key, submission.reply({ formErrors: [t("masterdata.invalidInput")] }), 400);
    const { version, image, ...fields } = submission.value as z.infer<typeof stepFormSchema>;
    try {
      if (stepId) await up.call("instructionStepUpdate", { params: { id: stepId.data }, body: { ...fields, image: image ?? null, version } });
      else await up.call("instructionStepCreate", { body: { ...fields, ...(image ? { image } : {}), instruction_id: instructionId, version } });
    } catch (error) {
      const failure = saveFailure(error, t("catalogue.saveFailed"));
      return stepReply(key, submission.reply({ formErrors: [failure.message], fieldErrors: apiFieldErrors(error, (f) => f in d.fields) }), failure.status);
    }
    return redirectWithToast(context, `${here}#steps`, { kind: "success", message: t(stepId ? "catalogue.steps.savedToast" : "catalogue.steps.addedToast") });
  }

  const move = moveSchema.safeParse(Object.fromEntries(form));
  if (!move.success) return redirectWithToast(context, here, { kind: "error", message: t("catalogue.saveFailed") });
  const { step, version } = move.data;
  try {
    if (intent === "step-remove") {
      await up.call("instructionStepDelete", { params: { id: step }, query: { version } });
      return redirectWithToast(context, `${here}#steps`, { kind: "success", message: t("catalogue.steps.removedToast") });
    }
    const { steps } = instructionStepsView(await up.call("catalogueItem", { params: { catalogue: "instructions", id: instructionId } }));
    const me = steps?.rows.find((s) => s.id === step);
    const level = steps?.rows.filter((s) => s.parent_id === me?.parent_id) ?? [];
    const to = level[level.findIndex((s) => s.id === step) + (intent === "step-up" ? -1 : 1)];
    if (!me || !to) return redirectWithToast(context, `${here}#step-${step}`, { kind: "error", message: t("catalogue.sortEdge") });
    await up.call("instructionStepSort", { body: { item: step, to: to.id, version } });
    // Back to the moved step, so a keyboard user goes on from there.
    return redirectWithToast(context, `${here}#step-${step}`, { kind: "success", message: t("catalogue.sortedToast") });
  } catch (error) {
    return failed(error);
  }
}
