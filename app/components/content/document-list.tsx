/** A compact list of documents with upload date, type and download link (documents, tags, brands). */
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n";
import type { Document } from "#contract";
import { formatDate } from "~/lib/format";
import { Icon } from "../ui/icon";
import { registerContent } from "~/locales/de/content";

registerContent();

export function DocumentList({ documents }: { documents: Document[] }) {
  const { t } = useTranslation();
  if (documents.length === 0) return <p className="text-slate-600">{t("content.list.empty")}</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-lg bg-white shadow-sm">
      {documents.map((doc) => (
        <li key={doc.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
          <div className="min-w-0">
            <Link to={`/documents/${doc.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
              {doc.name}
            </Link>
            <p className="text-sm text-slate-600">
              {[doc.document_type?.title, doc.class, `${t("content.documents.uploadedOn")} ${formatDate(doc.uploaded_on)}`].filter(Boolean).join(" · ")}
            </p>
          </div>
          <a href={`/documents/${doc.id}/file?download`} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline" download>
            <Icon name="download" className="h-4 w-4" />
            {t("content.documents.download")}
            <span className="sr-only">: {doc.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
