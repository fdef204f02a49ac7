/**
 * One image inside an edit form (decision 0964; the server's half is .server/form-image.ts): the
 * current image, a file input `<name>_file` and, with an image, the "remove" checkbox
 * `<name>_remove`; the image's file id rides in the hidden `<name>` (after a refused save the one
 * just uploaded, so it is not lost). The form must post multipart/form-data. Without JavaScript
 * that is all; with it, a chosen file is previewed before the form is sent.
 */
import type { FieldMetadata } from "@conform-to/react";
import { useEffect, useState } from "react";
import { Errors, Hint } from "~/components/form/fields";
import { useTranslation } from "~/i18n";

/** What the API stores (POST /files): the browser offers these. */
const ACCEPT = "image/jpeg,image/png,image/webp,image/gif";

/**
 * The image's id to show and keep: a refused save's (it may hold a new upload), else the loaded
 * record's. Not conform's initial value: with JavaScript a saved form stays mounted, and that value
 * would still be the one before the save.
 */
export function imageValueOf(lastResult: { initialValue?: Record<string, unknown> | null } | null | undefined, name: string, loaded: unknown): string | null {
  const value = lastResult?.initialValue ? lastResult.initialValue[name] : loaded;
  return typeof value === "string" && value ? value : null;
}

export function ImageField({ meta, value: current, label, removeLabel, alt }: { meta: FieldMetadata<string | null>; value: string | null; label: string; removeLabel: string; alt: string }) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  // a saved image replaces the chosen file's preview
  useEffect(() => setPreview(null), [current]);
  const fileId = `${meta.id}-file`;
  const hintId = `${meta.id}-hint`;
  const shown = preview ?? (current ? `/assets/${current}?width=480&height=480&fit=contain` : null);
  return (
    <div>
      <input type="hidden" name={meta.name} value={current ?? ""} />
      <label htmlFor={fileId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {shown ? (
        <img src={shown} alt={preview ? "" : alt} className="mt-2 h-32 w-auto max-w-xs rounded border border-slate-200 object-contain" />
      ) : null}
      <input
        key={current ?? ""}
        id={fileId}
        name={`${meta.name}_file`}
        type="file"
        accept={ACCEPT}
        aria-invalid={meta.errors?.length ? true : undefined}
        aria-describedby={meta.errors?.length ? `${hintId} ${meta.errorId}` : hintId}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          setPreview(file ? URL.createObjectURL(file) : null);
        }}
        className="mt-2 block w-full text-sm"
      />
      <Hint id={hintId} hint={t("masterdata.upload.label")} />
      <Errors meta={meta as FieldMetadata<unknown>} />
      {current ? (
        <label className="mt-2 flex items-center gap-2 text-sm text-slate-800">
          <input key={current} type="checkbox" name={`${meta.name}_remove`} className="h-4 w-4" />
          {removeLabel}
        </label>
      ) : null}
    </div>
  );
}
