/**
 * A gallery's multi-photo upload (issue 27): one form with `<input type=file multiple>` posted
 * to /files/gallery, which answers with each file's result in the screen's URL — without
 * JavaScript that is the whole workflow. With JavaScript a drop zone (a button, so the keyboard
 * reaches it and Enter opens the file choice) takes files too, and the form sends one file per
 * request so each file has its own progress bar and result (gallery-upload-send.ts, loaded on
 * the first send); afterwards the page is loaded with the results in the URL, as without JavaScript.
 */
import { Form } from "@remix-run/react";
import { useEffect, useRef, useState, type DragEvent, type FormEvent } from "react";
import { useTranslation } from "~/i18n";
import type { GalleryResults } from "~/lib/gallery-results";
import type { SentRow } from "./gallery-upload-send";
import { buttonClass } from "../ui/button";
import { ERROR_KEYS, type UploadError } from "./image-upload";

const ACCEPT = "image/jpeg,image/png,image/webp";

export function GalleryUpload({
  id,
  action,
  returnTo,
  label,
  results,
  error,
}: {
  id: string;
  /** /files/gallery with the entry and the gallery */
  action: string;
  /** the screen URL the results are shown on */
  returnTo: string;
  label: string;
  results: GalleryResults | null;
  error: UploadError | null;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [chosen, setChosen] = useState(0);
  const [progress, setProgress] = useState<SentRow[] | null>(null);
  useEffect(() => setEnhanced(true), []);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const take = (files: FileList | null) => {
    if (!files || !input.current) return;
    input.current.files = files;
    setChosen(files.length);
  };
  const onDrop = (e: DragEvent<HTMLButtonElement>) => {
    e.preventDefault();
    take(e.dataTransfer.files);
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const files = [...(input.current?.files ?? [])];
    // Nothing chosen: the server says so, as without JavaScript.
    if (!files.length) return;
    e.preventDefault();
    setProgress(files.map((f) => ({ name: f.name, percent: 0, code: null, message: null })));
    void import("./gallery-upload-send").then(({ sendFiles }) => sendFiles(action, returnTo, id.replace(/-upload$/, ""), files, setProgress));
  };

  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div>
      {results ? (
        <div role="status" className="mb-3 rounded border border-slate-300 bg-slate-50 p-3">
          <h3 className="font-semibold">{t("website.gallery.results")}</h3>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {results.files.map((r, i) => (
              <li key={i} className={r.code === "ok" ? "text-slate-800" : "text-red-700"}>
                {r.name}: {r.message}
              </li>
            ))}
          </ul>
          {results.more ? <p className="mt-1 text-sm">{t("website.gallery.more", { count: results.more })}</p> : null}
        </div>
      ) : null}
      <Form method="post" action={action} encType="multipart/form-data" reloadDocument onSubmit={enhanced ? onSubmit : undefined} className="space-y-2">
        <div>
          <label htmlFor={id} className="block text-sm font-medium text-slate-800">
            {label}
          </label>
          <p id={hintId} className="text-sm text-slate-600">
            {t("website.gallery.uploadHint")}
          </p>
          <input
            ref={input}
            id={id}
            type="file"
            name="files"
            multiple
            accept={ACCEPT}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            onChange={(e) => setChosen(e.currentTarget.files?.length ?? 0)}
            className="mt-1 block text-sm"
          />
        </div>
        {enhanced ? (
          <button
            type="button"
            onClick={() => input.current?.click()}
            onDragOver={(e) => e.preventDefault()}
            onDrop={onDrop}
            className="block w-full rounded border-2 border-dashed border-slate-400 p-4 text-center text-slate-700 hover:border-brand-500 focus:border-brand-500"
          >
            {t("website.gallery.dropZone")}
            {chosen ? <span className="mt-1 block text-sm">{t("website.gallery.chosen", { count: chosen })}</span> : null}
          </button>
        ) : null}
        <button type="submit" className={buttonClass("secondary")} disabled={progress !== null && progress.some((p) => p.code === null)}>
          {t("website.gallery.uploadSubmit")}
        </button>
      </Form>
      {progress ? (
        <ul className="mt-2 space-y-1 text-sm" aria-live="polite">
          {progress.map((p, i) => (
            <li key={i} className="flex flex-wrap items-center gap-2">
              <span>{p.name}</span>
              <progress max={100} value={p.percent} aria-label={t("website.gallery.progress", { name: p.name })} className="h-2 w-40" />
              <span>{p.code ? (p.message ?? t("website.gallery.sendFailed")) : p.percent ? `${p.percent} %` : t("website.gallery.waiting")}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {t(ERROR_KEYS[error])}
        </p>
      ) : null}
    </div>
  );
}
