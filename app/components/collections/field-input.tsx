/**
 * One described field as its form input, by input kind (text, select, contact, address, linked
 * entries, icon, product groups …). Its own module so screens that only render fields (the website
 * settings) do not load the whole collection editor into the browser (decision 0515 budget).
 */
import type { FieldMetadata } from "@conform-to/react";
import { CheckboxField, SelectField, TextareaField } from "~/components/form/fields";
import { RichTextField } from "~/components/form/rich-text-field";
import { TextField } from "~/components/form/text-field";
import { useTranslation } from "~/i18n";
import type { ScreenField } from "#contract/describe";

type Options = readonly { value: string; label: string }[];

/** The choices of a field: contacts, addresses, icons, or the entries a "relations" field may link. */
export interface FieldChoices {
  contacts?: Options;
  addresses?: Options;
  icons?: Options;
  relations?: Record<string, Options>;
  /** the association's published product groups */
  productGroups?: Options;
}

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : typeof value === "string" && value ? [value] : []);

/** A group of checkboxes or radio buttons under one legend (several linked entries, one icon). */
function ChoiceGroup({ field, meta, options, type, none, images }: { field: ScreenField; meta: FieldMetadata<string>; options: Options; type: "checkbox" | "radio"; none?: string; images?: boolean }) {
  const { t } = useTranslation();
  const chosen = asList(meta.initialValue);
  const hintId = field.hint ? `${meta.id}-hint` : undefined;
  const all = none ? [{ value: "", label: none }, ...options] : options;
  return (
    <fieldset key={meta.key} className="sm:col-span-2" aria-describedby={[hintId, meta.errors?.length ? meta.errorId : undefined].filter(Boolean).join(" ") || undefined}>
      <legend className="text-sm font-medium text-slate-800">{field.label}</legend>
      {field.hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {field.hint}
        </p>
      ) : null}
      {options.length === 0 ? <p className="mt-1 text-sm text-slate-600">{t("website.choicesEmpty")}</p> : null}
      <ul className={`mt-2 grid gap-2 ${images ? "grid-cols-2 sm:grid-cols-4" : "sm:grid-cols-2"}`}>
        {all.map((o) => {
          const id = `${meta.id}-${o.value || "none"}`;
          return (
            <li key={o.value} className="flex items-center gap-2">
              <input
                id={id}
                type={type}
                name={meta.name}
                value={o.value}
                defaultChecked={type === "radio" ? (chosen[0] ?? "") === o.value : chosen.includes(o.value)}
                className="h-4 w-4 border-slate-400"
              />
              <label htmlFor={id} className="flex items-center gap-2 text-sm text-slate-800">
                {images && o.value ? <img src={`/assets/${o.value}?width=64&height=64&fit=cover`} alt="" width={32} height={32} className="h-8 w-8 rounded" /> : null}
                {o.label}
              </label>
            </li>
          );
        })}
      </ul>
      {meta.errors?.length ? (
        <p id={meta.errorId} className="mt-1 text-sm text-red-700">
          {meta.errors.join(" ")}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * One described field as its input (also used by screens that are not a collection, e.g. the
 * website settings). `html`: a formatted field's saved text as the API rendered it (its preview).
 */
export function FieldInput({
  field,
  meta,
  html,
  contacts = [],
  addresses = [],
  icons = [],
  relations = {},
  productGroups = [],
}: { field: ScreenField; meta: FieldMetadata<string>; html?: string | null } & FieldChoices) {
  const { t } = useTranslation();
  switch (field.input) {
    case "productGroups":
      return <ChoiceGroup field={field} meta={meta} options={productGroups} type="checkbox" />;
    case "relations":
      return <ChoiceGroup field={field} meta={meta} options={relations[field.name] ?? []} type="checkbox" />;
    case "icon":
      return <ChoiceGroup field={field} meta={meta} options={icons} type="radio" none={t("website.iconNone")} images />;
    case "textarea":
      return (
        <div className="sm:col-span-2">
          {field.format === "markdown" ? <RichTextField meta={meta} label={field.label} hint={field.hint} html={html} /> : <TextareaField meta={meta} label={field.label} hint={field.hint} />}
        </div>
      );
    case "select":
      return <SelectField meta={meta} label={field.label} options={field.options ?? []} />;
    case "contact":
      return <SelectField meta={meta} label={field.label} options={contacts} placeholder={t("website.contactNone")} />;
    case "address":
      return <SelectField meta={meta} label={field.label} options={addresses} placeholder={t("website.addressNone")} hint={field.hint} />;
    case "checkbox":
      return <CheckboxField meta={meta} label={field.label} />;
    case "url":
      return <TextField meta={meta} label={field.label} type="url" hint={field.hint} />;
    case "date":
      return <TextField meta={meta} label={field.label} type="date" hint={field.hint} />;
    default:
      return <TextField meta={meta} label={field.label} hint={field.hint} />;
  }
}
