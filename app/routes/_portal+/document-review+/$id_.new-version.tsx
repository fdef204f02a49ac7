/**
 * /Document-Review/{id}/new-version: a new version of an approved document (decision 0541). The
 * same two steps as a new document — upload the file, then describe it (prefilled from the current
 * version, validity left open) — and the draft it creates goes through the review; until it is
 * approved the partners keep the current version. The expiry reminders link here.
 */
import { parseWithZod } from "~/lib/forms/parse";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n";
import { guardedLoad } from "~/.server/content";
import { failedSaveReply, idParam, invalidReply } from "~/.server/editing";
import { requireRoute } from "~/.server/guards";
import { redirectWithToast } from "~/.server/toast";
import { isUpstreamError } from "~/.server/upstream";
import { DetailHeader } from "~/components/content/page-title";
import { uploadStateOf } from "~/.server/upload-state";
import { DocumentUpload } from "~/components/review/document-upload";
import { ReviewMetadataForm } from "~/components/review/metadata-form";
import { Link } from "~/components/ui/link";
import { t } from "~/i18n";
import { reviewMetadataFormSchema, reviewMetadataPayload } from "~/lib/schemas/review";
import { registerReview } from "~/locales/de/review";

registerReview();

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? t("content.review.newVersionTitle", { name: data.doc.name }) : t("content.review.newVersion")} – ${t("portal.title")}` },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = idParam(params.id);
  const { data: doc } = await guardedLoad(request, context, "documentReview", () => context.upstream.call("reviewDocument", { params: { id } }));
  const options = doc.may_upload_version ? await context.upstream.call("reviewDocuments", { query: { status: "draft", limit: 1 } }) : null;
  return {
    // A new version starts with the current one's description; its validity is its own.
    doc: { ...doc, valid_from: null, valid_to: null },
    options: options ? { brands: options.brands, document_types: options.document_types, sam_tags: options.sam_tags } : null,
    upload: uploadStateOf(new URL(request.url)),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireRoute(request, context, "documentReview");
  const id = idParam(params.id);
  const form = await request.formData();
  form.set("version_of", String(id));
  const submission = parseWithZod(form, { schema: reviewMetadataFormSchema });
  if (submission.status !== "success") return invalidReply(submission);
  try {
    const created = await context.upstream.call("fileReviewMetadata", { params: { id: submission.value.file }, body: reviewMetadataPayload(submission.value) });
    return redirectWithToast(context, `/document-review/${created.id}`, { kind: "success", message: t("content.review.newVersionCreated") });
  } catch (error) {
    const refused = isUpstreamError(error) && error.code === "ILLEGAL_TRANSITION";
    return failedSaveReply(submission, error, refused ? t("content.review.versionOpen") : t("content.review.errors.failed"));
  }
}

export default function NewVersion() {
  const { doc, options, upload } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl">
      <DetailHeader backTo={`/document-review/${doc.id}`} backLabel={doc.name} title={t("content.review.newVersionTitle", { name: doc.name })} intro={t("content.review.newVersionIntro")} />
      {!options ? (
        <p className="rounded-md bg-amber-50 p-3 text-amber-900">
          {doc.open_version ? t("content.review.versionOpen") : t("content.review.versionNotPossible")}{" "}
          {doc.open_version ? (
            <Link to={`/document-review/${doc.open_version.id}`} className="font-medium underline">
              {t("content.review.openVersionLink")}
            </Link>
          ) : null}
        </p>
      ) : upload.file ? (
        <>
          <p className="mb-4 rounded-md bg-green-50 p-3 text-green-900">{t("content.review.fileChosen", { name: upload.file.name })}</p>
          <h2 className="mb-3 text-lg font-semibold text-slate-900">{t("content.review.metadataTitle")}</h2>
          <ReviewMetadataForm fileId={upload.file.id} doc={doc} version={0} options={options} cancelTo={`/document-review/${doc.id}`} versionOf={doc.id} />
        </>
      ) : (
        <DocumentUpload returnTo={pathname} error={upload.error} />
      )}
    </div>
  );
}
