/** Select, textarea and checkbox bound to conform fields, wired like TextField (several choices: ChoiceGroup). */
import { getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";

export const CONTROL = "mt-1 block w-full rounded-md border bg-white px-3 shadow-sm focus:border-brand-500";

export function Label({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={id} className="block text-sm font-medium text-slate-800">
      {label}
      {required ? <span aria-hidden="true" className="text-red-700"> *</span> : null}
    </label>
  );
}

export function Errors({ meta }: { meta: FieldMetadata<unknown> }) {
  return meta.errors?.length ? (
    <p id={meta.errorId} className="mt-1 text-sm text-red-700">
      {meta.errors.join(" ")}
    </p>
  ) : null;
}

export function Hint({ id, hint }: { id?: string; hint?: ReactNode }) {
  return hint ? (
    <p id={id} className="mt-1 text-sm text-slate-600">
      {hint}
    </p>
  ) : null;
}

export function SelectField({
  meta,
  label,
  options,
  placeholder,
  hint,
}: {
  meta: FieldMetadata<string>;
  label: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  hint?: ReactNode;
}) {
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const { key, ...props } = getSelectProps(meta, { ariaDescribedBy: hintId });
  const invalid = Boolean(meta.errors?.length);
  return (
    <div>
      <Label id={meta.id} label={label} required={meta.required} />
      <select key={key} {...props} className={`${CONTROL} h-control ${invalid ? "border-red-600" : "border-slate-300"}`}>
        <option value="">{placeholder ?? ""}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Hint id={hintId} hint={hint} />
      <Errors meta={meta as FieldMetadata<unknown>} />
    </div>
  );
}

export function TextareaField({ meta, label, hint, rows = 4 }: { meta: FieldMetadata<string>; label: string; hint?: ReactNode; rows?: number }) {
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const { key, ...props } = getTextareaProps(meta, { ariaDescribedBy: hintId });
  const invalid = Boolean(meta.errors?.length);
  return (
    <div>
      <Label id={meta.id} label={label} required={meta.required} />
      <textarea key={key} {...props} rows={rows} className={`${CONTROL} py-2 ${invalid ? "border-red-600" : "border-slate-300"}`} />
      <Hint id={hintId} hint={hint} />
      <Errors meta={meta as FieldMetadata<unknown>} />
    </div>
  );
}

function isOn(value: unknown): boolean {
  return Array.isArray(value) ? value.includes("on") : value === "on" || value === true;
}

/** A checkbox that always submits: "on" when checked, the hidden "off" otherwise (so unchecking is a change). */
export function CheckboxField({ meta, label }: { meta: FieldMetadata<string> | FieldMetadata<boolean>; label: string }) {
  return (
    <div className="flex items-center gap-2">
      <input type="hidden" name={meta.name} value="off" />
      <input
        key={meta.key}
        id={meta.id}
        type="checkbox"
        name={meta.name}
        value="on"
        defaultChecked={isOn(meta.initialValue)}
        className="h-4 w-4 rounded border-slate-400"
      />
      <label htmlFor={meta.id} className="text-sm text-slate-800">
        {label}
      </label>
    </div>
  );
}
