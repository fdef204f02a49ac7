/** A labelled input bound to a conform field, with its German error and described-by wiring. */
import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";

export function TextField({
  meta,
  label,
  type = "text",
  autoComplete,
  hint,
}: {
  meta: FieldMetadata<string>;
  label: string;
  type?: "text" | "email" | "password" | "tel" | "url" | "date" | "datetime-local";
  autoComplete?: string;
  hint?: ReactNode;
}) {
  const invalid = Boolean(meta.errors?.length);
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const { key, ...inputProps } = getInputProps(meta, { type, ariaDescribedBy: hintId });
  return (
    <div>
      <label htmlFor={meta.id} className="block text-sm font-medium text-slate-800">
        {label}
        {meta.required ? <span aria-hidden="true" className="text-red-700"> *</span> : null}
      </label>
      <input
        key={key}
        {...inputProps}
        autoComplete={autoComplete}
        className={`mt-1 block h-control w-full rounded-md border bg-white px-3 shadow-sm focus:border-brand-500 ${
          invalid ? "border-red-600" : "border-slate-300"
        }`}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {invalid ? (
        <p id={meta.errorId} className="mt-1 text-sm text-red-700">
          {meta.errors?.join(" ")}
        </p>
      ) : null}
    </div>
  );
}
