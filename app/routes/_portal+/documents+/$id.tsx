/** /documents/{id}: name, description, upload date (DD.MM.YYYY), type, SAM tags, brands, class, validity, preview and download; the earlier versions. */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n";
import { guardedLoad } from "~/.server/content";
import { DetailItem } from "~/components/content/detail-item";
import { DocumentVersions } from "~/components/content/document-versions";
import { DetailHeader } from "~/components/content/page-title";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { t } from "~/i18n";
import { access, accessSubjectOf } from "#contract/access";
import { formatDate, formatNumber } from "~/lib/format";
import { registerContent } from "~/locales/de/content";

registerContent();

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.doc.name ?? t("content.documents.title")} – ${t("portal.title")}` }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { user, data: doc } = await guardedLoad(request, context, "documents", () => context.upstream.call("document", { params: { id: params.id ?? "" } }));
  return { doc, brandLinks: access.brands(accessSubjectOf(user)) };
}

export default function DocumentDetail() {
  const { doc, brandLinks } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const row = (label: string, value: React.ReactNode) => <DetailItem label={label}>{value}</DetailItem>;
  return (
    <article className="mx-auto max-w-3xl">
      <DetailHeader
        backTo="/documents"
        backLabel={t("content.documents.back")}
        title={doc.name}
        actions={
          <a href={`/documents/${doc.id}/file?download`} className={buttonClass("primary")} download>
            <Icon name="download" className="h-4 w-4" />
            {t("content.documents.download")}
          </a>
        }
      />
      {doc.description ? <p className="mb-4 whitespace-pre-line text-slate-800">{doc.description}</p> : null}
      <dl className="grid gap-3 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-2">
        {row(t("content.documents.uploadedOn"), formatDate(doc.uploaded_on))}
        {row(t("content.documents.version"), doc.version)}
        {row(t("content.documents.type"), doc.document_type?.title)}
        {row(t("content.documents.class"), doc.class)}
        {row(t("content.documents.validFrom"), formatDate(doc.valid_from))}
        {row(t("content.documents.validTo"), formatDate(doc.valid_to))}
        {row(t("content.documents.size"), `${formatNumber(Math.ceil(doc.file.filesize / 1024))} KB`)}
        {row(
          t("content.documents.tag"),
          doc.sam_tags.map((tag, i) => (
            <span key={tag.id}>
              {i > 0 ? ", " : ""}
              <Link to={`/tags/${tag.id}`} className="text-brand-700 underline">
                {tag.name}
              </Link>
            </span>
          )),
        )}
        {row(
          t("content.documents.brands"),
          doc.responsibleBrands.map((b, i) => (
            <span key={b.id}>
              {i > 0 ? ", " : ""}
              {brandLinks ? (
                <Link to={`/brands/${b.id}`} className="text-brand-700 underline">
                  {b.name}
                </Link>
              ) : (
                b.name
              )}
            </span>
          )),
        )}
      </dl>
      <p className="mt-4">
        <a href={`/documents/${doc.id}/file`} className="text-brand-700 underline" target="_blank" rel="noopener noreferrer">
          {t("content.documents.open")}
        </a>
      </p>
      {doc.file.type.startsWith("image/") ? (
        <img src={`/documents/${doc.id}/file?thumbnail`} alt={t("content.documents.preview", { name: doc.name })} className="mt-4 max-w-full rounded-lg shadow-sm" width={400} />
      ) : null}
      <DocumentVersions versions={doc.versions} fileHref={(v) => `/documents/${doc.id}/versions/${v}/file`} />
    </article>
  );
}
