/**
 * The upload of a document for review: a multipart form to /files/upload?kind=document (a full
 * page post, the same with and without JavaScript), answered with ?file=<id>&name=<file name> or
 * ?upload=<reason> on the screen's URL.
 */
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n";
import { DOCUMENT_TYPES, REVIEW_FOLDER } from "#contract/values";
import type { UploadError } from "../editing/image-upload";
import { buttonClass } from "../ui/button";
import { registerReview } from "~/locales/de/review";

registerReview();

/** `folder`: the review's (a supplier's document) or the association's documents' (the Redaktion, decision 0958). */
export function DocumentUpload({ returnTo, error, folder = REVIEW_FOLDER }: { returnTo: string; error: UploadError | null; folder?: string }) {
  const { t } = useTranslation();
  const errorId = "document-upload-error";
  return (
    <Form
      method="post"
      action={`/files/upload?kind=document&returnTo=${encodeURIComponent(returnTo)}`}
      encType="multipart/form-data"
      reloadDocument
      className="rounded-lg bg-white p-4 shadow-sm"
    >
      <input type="hidden" name="folder" value={folder} />
      <label htmlFor="document-upload" className="block text-sm font-medium text-slate-800">
        {t("content.review.fileLabel")}
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <input
          id="document-upload"
          type="file"
          name="file"
          required
          accept={[...DOCUMENT_TYPES, ".pdf", ".docx", ".xlsx", ".pptx", ".odt", ".ods", ".odp"].join(",")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="block text-sm"
        />
        <button type="submit" className={buttonClass("primary")}>
          {t("content.review.fileSend")}
        </button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-700">
          {t(`content.review.upload_.${error}`)}
        </p>
      ) : null}
    </Form>
  );
}
