/**
 * /Document-Review/new: upload a document for review (step 1), then describe it (step 2, PATCH
 * files/{id}); saving creates the draft and opens it, where the supplier requests the review.
 */
import { parseWithZod } from "~/lib/forms/parse";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n";
import { guardedLoad } from "~/.server/content";
import { failedSaveReply, invalidReply } from "~/.server/editing";
import { requireRoute } from "~/.server/guards";
import { redirectWithToast } from "~/.server/toast";
import { DetailHeader } from "~/components/content/page-title";
import { uploadStateOf } from "~/.server/upload-state";
import { DocumentUpload } from "~/components/review/document-upload";
import { ReviewMetadataForm } from "~/components/review/metadata-form";
import { t } from "~/i18n";
import { reviewMetadataFormSchema, reviewMetadataPayload } from "~/lib/schemas/review";
import { registerReview } from "~/locales/de/review";

registerReview();

export const meta: MetaFunction = () => [{ title: `${t("content.review.newTitle")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { data } = await guardedLoad(request, context, "documentReview", () => context.upstream.call("reviewDocuments", { query: { status: "draft" } }));
  const { brands, document_types, sam_tags } = data;
  return { options: { brands, document_types, sam_tags }, upload: uploadStateOf(new URL(request.url)) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireRoute(request, context, "documentReview");
  const submission = parseWithZod(await request.formData(), { schema: reviewMetadataFormSchema });
  if (submission.status !== "success") return invalidReply(submission);
  try {
    const doc = await context.upstream.call("fileReviewMetadata", { params: { id: submission.value.file }, body: reviewMetadataPayload(submission.value) });
    return redirectWithToast(context, `/document-review/${doc.id}`, { kind: "success", message: t("content.review.created") });
  } catch (error) {
    return failedSaveReply(submission, error, t("content.review.errors.failed"));
  }
}

/** The file name without its extension: a first suggestion for the document's name. */
const baseName = (name: string) => name.replace(/\.[A-Za-z0-9]{1,5}$/, "");

export default function NewReviewDocument() {
  const { options, upload } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl">
      <DetailHeader backTo="/document-review" backLabel={t("content.review.back")} title={t("content.review.newTitle")} />
      {upload.file ? (
        <>
          <p className="mb-4 rounded-md bg-green-50 p-3 text-green-900">{t("content.review.fileChosen", { name: upload.file.name })}</p>
          <h2 className="mb-3 text-lg font-semibold text-slate-900">{t("content.review.metadataTitle")}</h2>
          <ReviewMetadataForm fileId={upload.file.id} doc={null} version={0} options={options} suggestedName={baseName(upload.file.name)} cancelTo="/document-review" />
        </>
      ) : (
        <DocumentUpload returnTo={pathname} error={upload.error} />
      )}
    </div>
  );
}
