/**
 * Image upload for any edit screen: a separate multipart form to /files/upload (a full-page post,
 * identical with and without JavaScript). The server answers with the screen's URL plus
 *   ?image=<id>                   uploaded; the edit form takes the id over on save,
 *   ?pending=<id>&duplicate=<id>  the company has this content already: confirm or discard,
 *                                 the upload itself waits on the server (no second file pick),
 *   ?upload=<reason>              refused (too-large, pixels, batch-too-large, quota, wrong-type, missing, failed).
 */
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n";
import { buttonClass } from "../ui/button";
import { ConfirmDialog } from "./confirm-dialog";

export const UPLOAD_ERRORS = ["too-large", "pixels", "batch-too-large", "quota", "wrong-type", "missing", "failed"] as const;
/** The URL parameters an upload's answer sets on the screen (`file`: a document for review). */
export const UPLOAD_PARAMS = ["image", "file", "pending", "duplicate", "name", "upload", "result", "more"] as const;
export type UploadError = (typeof UPLOAD_ERRORS)[number];

export interface UploadState {
  image: string | null;
  /** an uploaded document for review and its file name */
  file: { id: string; name: string } | null;
  pending: { id: string; duplicate: string; name: string } | null;
  error: UploadError | null;
}

/** The screen URL without the upload parameters (where the dialog's cancel leads). */
export function withoutUploadParams(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of UPLOAD_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

export const ERROR_KEYS = {
  "too-large": "masterdata.upload.tooLarge",
  pixels: "masterdata.upload.pixels",
  // only a gallery's multi-photo form sends this many bytes at once (website screens)
  "batch-too-large": "website.gallery.batchTooLarge",
  quota: "masterdata.upload.quota",
  "wrong-type": "masterdata.upload.wrongType",
  missing: "masterdata.upload.missing",
  failed: "masterdata.upload.failed",
} as const;

export function ImageUpload({ returnTo, state, label, id = "image-upload" }: { returnTo: string; state: UploadState; label: string; id?: string }) {
  const { t } = useTranslation();
  const action = `/files/upload?returnTo=${encodeURIComponent(returnTo)}`;
  const errorId = `${id}-error`;
  return (
    <div>
      {state.pending ? (
        <ConfirmDialog
          title={t("masterdata.upload.duplicateTitle")}
          cancelTo={returnTo}
          cancelLabel={t("masterdata.upload.duplicateCancel")}
          actions={
            <>
              <Form method="post" action={action} reloadDocument>
                <input type="hidden" name="intent" value="confirm" />
                <input type="hidden" name="id" value={state.pending.id} />
                <button type="submit" className={buttonClass("primary")}>
                  {t("masterdata.upload.duplicateConfirm")}
                </button>
              </Form>
              <Form method="post" action={action} reloadDocument>
                <input type="hidden" name="intent" value="use-existing" />
                <input type="hidden" name="id" value={state.pending.id} />
                <input type="hidden" name="existing" value={state.pending.duplicate} />
                <button type="submit" className={buttonClass("secondary")}>
                  {t("masterdata.upload.duplicateUseExisting")}
                </button>
              </Form>
            </>
          }
        >
          <p>{t("masterdata.upload.duplicateText", { name: state.pending.name })}</p>
          <img src={`/assets/${state.pending.id}?width=160&height=160&fit=cover`} alt="" width={80} height={80} className="mt-2 h-20 w-20 rounded object-cover" />
        </ConfirmDialog>
      ) : null}
      <Form method="post" action={action} encType="multipart/form-data" reloadDocument className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={id} className="block text-sm font-medium text-slate-800">
            {label}
          </label>
          <input
            id={id}
            type="file"
            name="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            aria-invalid={state.error ? true : undefined}
            aria-describedby={state.error ? errorId : undefined}
            className="mt-1 block text-sm"
          />
        </div>
        <button type="submit" className={buttonClass("secondary")}>
          {t("masterdata.upload.submit")}
        </button>
      </Form>
      {state.error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {t(ERROR_KEYS[state.error])}
        </p>
      ) : null}
    </div>
  );
}
