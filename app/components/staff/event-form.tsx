/**
 * The Redaktion's event form (issue 39, decision 0955), rendered from the event description's
 * zod-free projection with the entity form pieces; the description is a formatted text.
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { EntityScreen } from "#contract/describe";
import { EntityFields, requiredFields } from "~/components/form/entity-fields";
import type { ChoiceOption } from "~/components/form/choice-fields";
import { FormAlert } from "~/components/form/form-alert";
import { FieldInput } from "~/components/collections/field-input";
import { SubmitAndCancel } from "~/components/form/submit-and-cancel";
import { useTranslation } from "~/i18n";

export interface EventFormProps {
  screen: EntityScreen;
  choices: Record<string, ChoiceOption[]>;
  defaults: Record<string, unknown>;
  lastResult: SubmissionResult<string[]> | undefined;
  isNew: boolean;
  textHtml?: string | null;
  disabled?: boolean;
}

export function EventForm({ screen, choices, defaults, lastResult, isNew, textHtml, disabled = false }: EventFormProps) {
  const { t } = useTranslation();
  const [form, fields] = useForm<Record<string, string | string[] | undefined>>({
    id: isNew ? "event-create" : "event-edit",
    lastResult,
    defaultValue: defaults as Record<string, string | string[] | undefined>,
    constraint: Object.fromEntries(requiredFields(screen, isNew).map((name) => [name, { required: true }])),
    shouldRevalidate: "onBlur",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 space-y-6">
      <FormAlert id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="save" />
      <fieldset disabled={disabled} className="space-y-6">
        <EntityFields
          screen={screen}
          fields={fields}
          choices={choices}
          isNew={isNew}
          render={{
            // the collections' field input, so every screen with a formatted text shares one browser chunk
            text: (meta, field) => (
              <FieldInput
                field={{ name: field.name, label: field.label, hint: field.hint, input: "textarea", format: "markdown", required: field.required, translated: false, fixed: false }}
                meta={meta}
                html={textHtml}
              />
            ),
          }}
        />
        <SubmitAndCancel submitLabel={t("associationEvents.save")} cancelTo="/verband/termine" cancelLabel={t("associationEvents.back")} />
      </fieldset>
    </Form>
  );
}
