/**
 * The earlier versions of a document (decision 0541), newest first: name, publication and
 * replacement dates, who approved it, validity and a download link. Shared by the partners'
 * document page and the supplier's and reviewers' review page; each names its own file route.
 */
import type { DocumentVersion } from "#contract/content";
import { useTranslation } from "~/i18n";
import { formatDate } from "~/lib/format";
import { DataTable, type DataColumn } from "../ui/data-table";

export function DocumentVersions({ versions, fileHref }: { versions: readonly DocumentVersion[]; fileHref: (version: number) => string }) {
  const { t } = useTranslation();
  if (versions.length === 0) return null;
  const columns: DataColumn<DocumentVersion>[] = [
    { key: "version", header: t("content.documents.version"), className: "whitespace-nowrap", cell: (v) => v.version },
    { key: "name", header: t("content.documents.versionName"), cell: (v) => v.name },
    { key: "published", header: t("content.documents.versionPublished"), className: "whitespace-nowrap", cell: (v) => formatDate(v.published_on) },
    { key: "replaced", header: t("content.documents.versionReplaced"), className: "whitespace-nowrap", cell: (v) => formatDate(v.replaced_on) },
    { key: "approved", header: t("content.documents.versionApprovedBy"), cell: (v) => v.approved_by ?? t("content.documents.versionApprovedByAssociation") },
    {
      key: "validity",
      header: t("content.documents.versionValidity"),
      className: "whitespace-nowrap",
      cell: (v) => `${formatDate(v.valid_from) || "–"} – ${formatDate(v.valid_to) || "–"}`,
    },
    {
      key: "file",
      header: t("content.documents.versionFile"),
      cell: (v) => (
        <a href={`${fileHref(v.version)}?download`} download className="text-brand-700 underline">
          {t("content.documents.versionDownload", { version: v.version })}
        </a>
      ),
    },
  ];
  return (
    <section aria-labelledby="versions-title" className="mt-8">
      <h2 id="versions-title" className="mb-3 text-lg font-semibold text-slate-900">
        {t("content.documents.versionsTitle")}
      </h2>
      <DataTable caption={t("content.documents.versionsCaption")} columns={columns} rows={versions} rowKey={(v) => v.version} empty={null} />
    </section>
  );
}
