/**
 * The edit form's fields of a described master-data entity (decision 0527), rendered from the
 * description's zod-free projection: one fieldset per section in the description's order, each
 * field by its input kind with the form pieces every screen uses (TextField, SelectField,
 * TextareaField, CheckboxField, ChoiceGroup — also for several lookups). A screen passes the
 * choices it loaded (lookups, brands, permissions, accounts) and may render a field of its own
 * instead (`render`).
 */
import type { FieldMetadata } from "@conform-to/react";
import { Fragment, type ReactNode } from "react";
import type { EntityScreen, EntityScreenField } from "#contract/describe";
import { ChoiceGroup, type ChoiceOption } from "./choice-fields";
import { CheckboxField, SelectField, TextareaField } from "./fields";
import { TextField } from "./text-field";

type Options = readonly ChoiceOption[];
/** more choices than this go into a scrollable box (a dozen permissions stay in full view) */
const LONG_LIST = 20;
type Meta = FieldMetadata<string>;

export interface EntityFieldsProps {
  screen: EntityScreen;
  /** conform's field metadata (whatever the form's value types: the inputs hold strings) */
  fields: Record<string, object>;
  /** the options of lookup, lookups and choices fields, by field name */
  choices?: Record<string, Options>;
  /** a new record: create-only fields are shown */
  isNew?: boolean;
  /** the empty option of an optional choice ("Bitte wählen") */
  placeholder?: string;
  /** legends the screen names itself (an address's type) */
  legends?: Record<string, string>;
  /** fields the screen renders itself (a contact's status, the quote with its word count) */
  render?: Record<string, (meta: Meta, field: EntityScreenField) => ReactNode>;
}

/** The fields the generic form renders (a field without section is the screen's: an image, a junction). */
export const shownFields = (screen: EntityScreen, isNew: boolean) => screen.fields.filter((f) => f.section !== undefined && f.input !== "none" && (isNew || !f.createOnly));

/** The conform `required` constraint: required fields without an initial choice (those get the asterisk). */
export const requiredFields = (screen: EntityScreen, isNew: boolean) => shownFields(screen, isNew).filter((f) => f.required && f.input !== "select").map((f) => f.name);

function Field({ field, meta, choices, placeholder }: { field: EntityScreenField; meta: Meta; choices: Options; placeholder?: string }) {
  switch (field.input) {
    case "email":
    case "tel":
    case "url":
    case "date":
      return <TextField meta={meta} label={field.label} type={field.input} autoComplete={field.autoComplete} hint={field.hint} />;
    case "datetime":
      return <TextField meta={meta} label={field.label} type="datetime-local" hint={field.hint} />;
    case "textarea":
      return (
        <div className="sm:col-span-2">
          <TextareaField meta={meta} label={field.label} hint={field.hint} />
        </div>
      );
    case "select":
      return <SelectField meta={meta} label={field.label} options={field.options ?? []} placeholder={field.required ? undefined : placeholder} hint={field.hint} />;
    case "lookup":
    case "choice":
      return <SelectField meta={meta} label={field.label} options={choices} placeholder={placeholder} hint={field.hint} />;
    case "lookups":
      // checkboxes, not <select multiple>: one click or arrow key cannot wipe a long selection (decision 0533)
      return <ChoiceGroup meta={meta} legend={field.label} type="checkbox" options={choices} hint={field.hint} scroll />;
    case "checkbox":
      return <CheckboxField meta={meta} label={field.label} />;
    case "choices":
      return (
        <div>
          {choices.length || !field.empty ? (
            <ChoiceGroup meta={meta} legend={field.label} type="checkbox" options={choices} hint={field.hint} scroll={choices.length > LONG_LIST} />
          ) : (
            <>
              <p>{field.empty}</p>
              {field.hint ? <p className="mt-1 text-sm text-slate-600">{field.hint}</p> : null}
            </>
          )}
        </div>
      );
    case "image":
    case "none":
      return null;
    default:
      return <TextField meta={meta} label={field.label} autoComplete={field.autoComplete} hint={field.hint} />;
  }
}

export function EntityFields({ screen, fields, choices = {}, isNew = false, placeholder, legends = {}, render = {} }: EntityFieldsProps) {
  const shown = shownFields(screen, isNew);
  return (
    <>
      {screen.sections.map((section) => {
        const inSection = shown.filter((f) => f.section === section.key);
        if (!inSection.length) return null;
        const content = inSection.map((f) => {
          const meta = fields[f.name] as Meta;
          const own = render[f.name];
          return <Fragment key={f.name}>{own ? own(meta, f) : <Field field={f} meta={meta} choices={choices[f.name] ?? []} placeholder={placeholder} />}</Fragment>;
        });
        const legend = legends[section.key] ?? section.label;
        return legend ? (
          <fieldset key={section.key} className="grid gap-4 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-2">
            <legend className="px-1 text-lg font-semibold">{legend}</legend>
            {content}
          </fieldset>
        ) : (
          <div key={section.key} className="space-y-6 rounded-lg bg-white p-4 shadow-sm">
            {content}
          </div>
        );
      })}
    </>
  );
}
