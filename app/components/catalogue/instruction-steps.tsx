/**
 * An instruction's steps on its edit screen (decision 0965): each step numbered as partners see
 * it (1, 1.1, …) with its own form (title, text, the step it stands under, image with its
 * alternative text), "nach oben" / "nach unten" among its siblings and remove; below them the form
 * of a new step. Every one is a plain form post (works without JavaScript, by keyboard); a step's
 * image is chosen in its own form (the shared ImageField, decision 0964), so it comes with the save.
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useActionData } from "@remix-run/react";
import { STEP_FORM_ACTION } from "#contract/catalogue-names";
import type { InstructionStepsView } from "~/.server/instruction-steps";
import { EntityFields } from "~/components/form/entity-fields";
import { ImageField, imageValueOf } from "~/components/form/image-field";
import { FormAlert } from "~/components/form/form-alert";
import { buttonClass } from "~/components/ui/button";
import { useTranslation } from "~/i18n";

type Row = InstructionStepsView["rows"][number];

/** "1", "1.1", "1.2", "2" … in reading order (the rows come depth-first). */
function numbersOf(rows: readonly Row[]): string[] {
  const counters: number[] = [];
  return rows.map((r) => {
    counters.length = r.depth + 1;
    counters[r.depth] = (counters[r.depth] ?? 0) + 1;
    return counters.join(".");
  });
}

function StepForm({ view, stepKey, defaults, parents, title }: { view: InstructionStepsView; stepKey: string; defaults: Record<string, unknown>; parents: Row["parents"]; title: string }) {
  const { t } = useTranslation();
  const actionData = useActionData<{ step?: { key: string; result: SubmissionResult<string[]> } }>();
  const isNew = stepKey === "new";
  const lastResult = actionData?.step?.key === stepKey ? actionData.step.result : undefined;
  const [form, fields] = useForm<Record<string, string>>({
    // a saved change gives the instruction a new version: the form starts afresh from it
    id: `step-${stepKey}-v${view.version}`,
    lastResult,
    defaultValue: defaults as Record<string, string>,
    constraint: { title: { required: true } },
  });
  return (
    <Form method="post" action={STEP_FORM_ACTION} encType="multipart/form-data" {...getFormProps(form)} className="space-y-3" preventScrollReset aria-label={title}>
      <FormAlert id={form.errorId} errors={form.errors} />
      <input type="hidden" name="version" value={view.version} />
      {isNew ? null : <input type="hidden" name="step" value={stepKey} />}
      <EntityFields screen={view.screen} fields={fields} choices={{ parent_id: parents }} isNew placeholder={t("catalogue.steps.topLevel")} />
      <ImageField meta={fields.image as never} value={imageValueOf(lastResult, "image", defaults.image)} label={view.screen.fields.find((f) => f.name === "image")?.label ?? ""} removeLabel={t("catalogue.steps.removeImage")} alt={String(fields.image_alt?.value ?? defaults.image_alt ?? "")} />
      <button type="submit" name="intent" value={isNew ? "step-add" : "step-save"} className={buttonClass(isNew ? "primary" : "secondary", "sm")}>
        {isNew ? t("catalogue.steps.add") : t("catalogue.steps.save")}
      </button>
    </Form>
  );
}

function MoveButtons({ row, version }: { row: Row; version: number }) {
  const { t } = useTranslation();
  return (
    <Form method="post" action={STEP_FORM_ACTION} className="flex flex-wrap gap-2" preventScrollReset>
      <input type="hidden" name="step" value={row.id} />
      <input type="hidden" name="version" value={version} />
      {row.first ? null : (
        <button type="submit" name="intent" value="step-up" aria-label={t("catalogue.steps.upLabel", { name: row.title })} className={buttonClass("ghost", "sm")}>
          {t("catalogue.up")}
        </button>
      )}
      {row.last ? null : (
        <button type="submit" name="intent" value="step-down" aria-label={t("catalogue.steps.downLabel", { name: row.title })} className={buttonClass("ghost", "sm")}>
          {t("catalogue.down")}
        </button>
      )}
      <button type="submit" name="intent" value="step-remove" aria-label={t("catalogue.steps.removeLabel", { name: row.title })} className={buttonClass("ghost", "sm", "text-red-700")}>
        {t("catalogue.steps.remove")}
      </button>
    </Form>
  );
}

export function InstructionSteps({ view }: { view: InstructionStepsView | null }) {
  const { t } = useTranslation();
  const numbers = view ? numbersOf(view.rows) : [];
  return (
    <section id="steps" aria-labelledby="steps-title" className="mt-6 rounded-lg bg-white p-4 shadow-sm">
      <h2 id="steps-title" className="text-lg font-semibold">
        {t("catalogue.steps.title")}
      </h2>
      {view ? (
        <>
          <p className="mt-1 text-sm text-slate-600">{t("catalogue.steps.intro")}</p>
          {view.rows.length ? (
            <ol className="mt-4 space-y-4">
              {view.rows.map((row, index) => {
                const label = t("catalogue.steps.stepLabel", { number: numbers[index], name: row.title });
                return (
                  <li key={row.id} id={`step-${row.id}`} aria-label={label} style={{ marginLeft: `${row.depth * 1.5}rem` }} className="rounded-md border border-slate-200 p-3">
                    <h3 className="font-medium">{label}</h3>
                    <div className="mt-2 space-y-3">
                      <MoveButtons row={row} version={view.version} />
                      <StepForm view={view} stepKey={String(row.id)} defaults={row.defaults} parents={row.parents} title={label} />
                    </div>
                  </li>
                );
              })}
            </ol>
          ) : (
            <p className="mt-4">{t("catalogue.steps.empty")}</p>
          )}
          <div className="mt-6 border-t border-slate-200 pt-4">
            <h3 className="font-medium">{t("catalogue.steps.addTitle")}</h3>
            <StepForm view={view} stepKey="new" defaults={view.fresh.defaults} parents={view.fresh.parents} title={t("catalogue.steps.addTitle")} />
          </div>
        </>
      ) : (
        <p className="mt-2">{t("catalogue.steps.saveFirst")}</p>
      )}
    </section>
  );
}
