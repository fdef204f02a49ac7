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

/** A group of radios or checkboxes sharing one name, as a fieldset with a legend. */
export function ChoiceGroup({
  meta,
  legend,
  type,
  options,
  hint,
}: {
  /** id lists arrive as numbers after parsing, but the inputs hold their string forms */
  meta: FieldMetadata<string | string[] | number[] | undefined>;
  legend: string;
  type: "radio" | "checkbox";
  options: { value: string; label: string }[];
  hint?: string;
}) {
  const invalid = Boolean(meta.errors?.length);
  const initial = meta.initialValue;
  const selected = new Set<string>(Array.isArray(initial) ? initial.map(String) : initial ? [String(initial)] : []);
  return (
    <fieldset aria-invalid={invalid || undefined} aria-describedby={invalid ? meta.errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        {legend}
        <RequiredMark required={meta.required} />
      </legend>
      {hint ? <p className="text-sm text-slate-600">{hint}</p> : null}
      <div className="mt-2 space-y-1">
        {options.map((option) => {
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
        })}
      </div>
      <FieldError id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}
