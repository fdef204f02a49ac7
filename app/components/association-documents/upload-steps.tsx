/**
 * The two steps of putting one of the association's documents up (decision 0958), the same for a
 * new document and a new version: first the file (a full-page upload that returns here with the
 * file in the URL), then — with the chosen file named and "andere Datei" beside it — the screen's
 * own form, which gets the file's id to post.
 */
import { useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { ASSOCIATION_DOCUMENT_FOLDER } from "#contract/document-audience";
import type { UploadState } from "~/components/editing/image-upload";
import { DocumentUpload } from "~/components/review/document-upload";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n";

export function UploadSteps({ upload, children }: { upload: Pick<UploadState, "file" | "error">; children: (fileId: string) => ReactNode }) {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  if (!upload.file) return <DocumentUpload returnTo={pathname} error={upload.error} folder={ASSOCIATION_DOCUMENT_FOLDER} />;
  return (
    <>
      <p className="mb-4 rounded-md bg-green-50 p-3 text-green-900">
        {t("associationDocuments.fileChosen", { name: upload.file.name })}{" "}
        <Link to={pathname} className="font-medium underline">
          {t("associationDocuments.otherFile")}
        </Link>
      </p>
      {children(upload.file.id)}
    </>
  );
}
