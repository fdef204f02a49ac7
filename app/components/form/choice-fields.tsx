/** Conform-bound number inputs, checkboxes and radio groups with German errors (see text-field.tsx). */
import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";

function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  return errors?.length ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {errors.join(" ")}
    </p>
  ) : null;
}

function RequiredMark({ required }: { required?: boolean }) {
  return required ? <span aria-hidden="true" className="text-red-700"> *</span> : null;
}

export function NumberField({ meta, label, min = 0, max }: { meta: FieldMetadata<number>; label: string; min?: number; max?: number }) {
  const invalid = Boolean(meta.errors?.length);
  const { key, ...props } = getInputProps(meta, { type: "number" });
  return (
    <div>
      <label htmlFor={meta.id} className="block text-sm font-medium text-slate-800">
        {label}
        <RequiredMark required={meta.required} />
      </label>
      <input
        key={key}
        {...props}
        min={min}
        max={max}
        inputMode="numeric"
        className={`mt-1 block h-control w-32 rounded-md border bg-white px-3 shadow-sm ${invalid ? "border-red-600" : "border-slate-300"}`}
      />
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function CheckboxField({ meta, label }: { meta: FieldMetadata<string | undefined>; label: ReactNode }) {
  const { key, ...props } = getInputProps(meta, { type: "checkbox" });
  return (
    <div>
      <div className="flex items-start gap-2">
        <input key={key} {...props} className="mt-1 h-4 w-4 rounded border-slate-400" />
        <label htmlFor={meta.id} className="text-slate-800">
          {label}
          <RequiredMark required={meta.required} />
        </label>
      </div>
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** One choice; options with the same `group` are listed under that group's heading. */
export interface ChoiceOption {
  value: string;
  label: string;
  group?: string;
}

/** The options in runs of one group each, in the order the groups first appear. */
export function choiceGroupsOf(options: readonly ChoiceOption[]): { label: string | undefined; options: ChoiceOption[] }[] {
  const groups = new Map<string | undefined, ChoiceOption[]>();
  for (const option of options) {
    const run = groups.get(option.group);
    if (run) run.push(option);
    else groups.set(option.group, [option]);
  }
  return [...groups].map(([label, run]) => ({ label, options: run }));
}

/**
 * A group of radios or checkboxes sharing one name, as a fieldset with a legend. It is also the
 * portal's multiple choice (decision 0533): checkboxes post the same name/value pairs a
 * `<select multiple>` did, but a plain click or an arrow key changes one choice, never the whole
 * selection. `scroll` keeps a long list in a scrollable box; `group`ed options get a heading each.
 */
export function ChoiceGroup({
  meta,
  legend,
  type,
  options,
  hint,
  scroll = false,
}: {
  /** id lists arrive as numbers after parsing, but the inputs hold their string forms */
  meta: FieldMetadata<string | string[] | number[] | undefined>;
  legend: string;
  type: "radio" | "checkbox";
  options: readonly ChoiceOption[];
  hint?: string;
  scroll?: boolean;
}) {
  const invalid = Boolean(meta.errors?.length);
  const initial = meta.initialValue;
  const selected = new Set<string>(Array.isArray(initial) ? initial.map(String) : initial ? [String(initial)] : []);
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const describedBy = [hintId, invalid ? meta.errorId : undefined].filter(Boolean).join(" ") || undefined;
  const choice = (option: ChoiceOption) => {
    const id = `${meta.id}-${option.value}`;
    return (
      <div key={`${meta.key ?? ""}${option.value}`} className="flex items-center gap-2">
        <input
          type={type}
          id={id}
          name={meta.name}
          value={option.value}
          defaultChecked={selected.has(option.value)}
          required={type === "radio" ? meta.required : undefined}
          form={meta.formId}
          className="h-4 w-4 border-slate-400"
        />
        <label htmlFor={id}>{option.label}</label>
      </div>
    );
  };
  return (
    <fieldset aria-invalid={invalid || undefined} aria-describedby={describedBy}>
      <legend className="text-sm font-medium text-slate-800">
        {legend}
        <RequiredMark required={meta.required} />
      </legend>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className={scroll ? "mt-2 max-h-56 space-y-1 overflow-y-auto rounded-md border border-slate-300 bg-white px-3 py-2" : "mt-2 space-y-1"}>
        {choiceGroupsOf(options).map(({ label, options: run }, index) =>
          label === undefined ? (
            run.map(choice)
          ) : (
            <div key={label} role="group" aria-labelledby={`${meta.id}-group-${index}`} className="space-y-1 pb-1">
              {/* sticky: the country stays in sight while its long list scrolls by */}
              <p id={`${meta.id}-group-${index}`} className={`text-sm font-semibold text-slate-700 ${scroll ? "sticky top-0 bg-white" : ""}`}>
                {label}
              </p>
              {run.map(choice)}
            </div>
          ),
        )}
      </div>
      <FieldError id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}
