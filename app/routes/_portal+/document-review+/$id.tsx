/**
 * /Document-Review/{id}: a document for review — its metadata, file, status and history. The
 * supplier edits it while it is theirs (draft, Rückfrage), requests the review and may delete it
 * (a URL-state confirmation, ?delete); the reviewers take it over, forward, approve, deny or ask
 * back, each with a comment. The buttons follow the steps the API offers; the API checks again.
 */
import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "~/lib/forms/parse";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n";
import { access, accessSubjectOf } from "#contract/access";
import type { ReviewDocumentDetail, ReviewStatus, ReviewTarget } from "#contract/review";
import { guardedLoad } from "~/.server/content";
import { failedSaveReply, idParam, invalidReply, loadOrForbidden } from "~/.server/editing";
import { forbidden, requireRoute } from "~/.server/guards";
import { redirectWithToast } from "~/.server/toast";
import { isUpstreamError } from "~/.server/upstream";
import { DetailItem } from "~/components/content/detail-item";
import { DocumentVersions } from "~/components/content/document-versions";
import { DetailHeader } from "~/components/content/page-title";
import { ConfirmDialog } from "~/components/editing/confirm-dialog";
import { FormAlert } from "~/components/form/form-alert";
import { ReviewMetadataForm } from "~/components/review/metadata-form";
import { StatusBadge, useStatusLabel } from "~/components/review/status-badge";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { t } from "~/i18n";
import { formatDate, formatDateTime, formatNumber } from "~/lib/format";
import { reviewActionFormSchema, reviewMetadataFormSchema, reviewMetadataPayload, type ReviewActionForm } from "~/lib/schemas/review";
import { registerReview } from "~/locales/de/review";
import { flagParam } from "~/.server/query";

registerReview();

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.doc.name ?? t("content.review.title")} – ${t("portal.title")}` }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = idParam(params.id);
  const deleting = flagParam(new URL(request.url), "delete");
  const { user, data: doc } = await guardedLoad(request, context, "documentReview", () => context.upstream.call("reviewDocument", { params: { id } }));
  const editable = doc.actions.includes("edit");
  const options = editable ? await context.upstream.call("reviewDocuments", { query: { status: "draft" } }) : null;
  return {
    doc,
    options: options ? { brands: options.brands, document_types: options.document_types, sam_tags: options.sam_tags } : null,
    confirmDelete: deleting && doc.actions.includes("delete"),
    reviewer: access.documentDecision(accessSubjectOf(user)),
  };
}

/** German message of a refused review step (the codes of review/state-machine.ts). */
function refusalMessage(error: unknown): string {
  if (isUpstreamError(error) && (error.code === "ILLEGAL_TRANSITION" || error.code === "SELF_REVIEW" || error.code === "COMMENT_REQUIRED")) {
    return t(`content.review.errors.${error.code}`);
  }
  return t("content.review.errors.failed");
}

const TOAST_OF: Record<ReviewTarget, string> = {
  in_review: "content.review.requested",
  in_progress: "content.review.decided",
  check_modulemanager: "content.review.decided",
  approved: "content.review.decided",
  denied: "content.review.decided",
  needs_feedback: "content.review.decided",
};

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireRoute(request, context, "documentReview");
  const id = idParam(params.id);
  const form = await request.formData();
  const up = context.upstream;
  const back = `/document-review/${id}`;
  const intent = form.get("intent");
  if (intent === "save") {
    const submission = parseWithZod(form, { schema: reviewMetadataFormSchema });
    if (submission.status !== "success") return invalidReply(submission);
    try {
      await up.call("fileReviewMetadata", { params: { id: submission.value.file }, body: reviewMetadataPayload(submission.value) });
    } catch (error) {
      return failedSaveReply(submission, error, refusalMessage(error));
    }
    return redirectWithToast(context, back, { kind: "success", message: t("content.review.saved") });
  }
  // The brand-documents calls name one of the document's brands (spec §7).
  const doc = await loadOrForbidden(() => up.call("reviewDocument", { params: { id } }));
  const brandId = doc.responsibleBrands[0]?.id;
  if (brandId === undefined) throw forbidden();
  if (intent === "delete") {
    try {
      await up.call("reviewDocumentDelete", { params: { brandId, id } });
    } catch (error) {
      if (isUpstreamError(error) && error.status === 403) throw forbidden();
      return redirectWithToast(context, back, { kind: "error", message: refusalMessage(error) });
    }
    return redirectWithToast(context, "/document-review", { kind: "success", message: t("content.review.deleted") });
  }
  const submission = parseWithZod(form, { schema: reviewActionFormSchema });
  // `reviewResult`, not `result`: the metadata form on the same screen reads `result` (useEditForm).
  if (submission.status !== "success") return data({ reviewResult: submission.reply() }, { status: 400 });
  const { do: step, comment } = submission.value;
  try {
    if (step === "comment") {
      await up.call("reviewComment", { body: { collection: "documents", item: id, comment: comment! } });
      return redirectWithToast(context, back, { kind: "success", message: t("content.review.commented") });
    }
    const done = await up.call("reviewStep", { params: { brandId, id }, body: { status: step, ...(comment ? { comment } : {}) } });
    const label = t(`content.review.statuses.${done.status}`);
    // An approved new version answers as the document it replaced (decision 0541): go there.
    return redirectWithToast(context, `/document-review/${done.id}`, { kind: "success", message: t(TOAST_OF[step] as "content.review.decided", { status: label }) });
  } catch (error) {
    if (isUpstreamError(error) && error.status === 403) throw forbidden();
    return data({ reviewResult: submission.reply({ formErrors: [refusalMessage(error)] }) }, { status: 400 });
  }
}

const STEP_LABEL: Record<ReviewTarget, string> = {
  in_review: "content.review.requestReview",
  in_progress: "content.review.startReview",
  check_modulemanager: "content.review.forward",
  approved: "content.review.approve",
  denied: "content.review.deny",
  needs_feedback: "content.review.requestFeedback",
};
const EVENT_TARGET: Record<string, ReviewTarget> = {
  request_review: "in_review",
  start_review: "in_progress",
  forward: "check_modulemanager",
  approve: "approved",
  deny: "denied",
  request_feedback: "needs_feedback",
};

export default function ReviewDocumentScreen() {
  const { doc, options, confirmDelete, reviewer } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const row = (label: string, value: React.ReactNode) => <DetailItem label={label}>{value}</DetailItem>;
  const fileHref = `/document-review/${doc.id}/file`;
  return (
    <article className="mx-auto max-w-4xl">
      <DetailHeader
        backTo="/document-review"
        backLabel={t("content.review.back")}
        title={doc.name}
        actions={
          <>
            {doc.may_upload_version ? (
              <Link to={`/document-review/${doc.id}/new-version`} className={buttonClass("primary")}>
                <Icon name="document" className="h-4 w-4" />
                {t("content.review.newVersion")}
              </Link>
            ) : null}
            <a href={`${fileHref}?download`} className={buttonClass("secondary")} download>
              <Icon name="download" className="h-4 w-4" />
              {t("content.review.download")}
            </a>
          </>
        }
      />
      <VersionNotes doc={doc} reviewer={reviewer} />
      {confirmDelete ? (
        <ConfirmDialog
          title={t("content.review.deleteTitle")}
          cancelTo={pathname}
          cancelLabel={t("masterdata.cancel")}
          actions={
            <Form method="post" reloadDocument>
              <input type="hidden" name="intent" value="delete" />
              <button type="submit" className={buttonClass("primary")}>
                {t("content.review.delete")}
              </button>
            </Form>
          }
        >
          <p>{t("content.review.deleteText", { name: doc.name })}</p>
        </ConfirmDialog>
      ) : null}
      <dl className="grid gap-3 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-2">
        {row(t("content.review.status"), <StatusBadge status={doc.status} reviewer={reviewer} />)}
        {row(t("content.review.supplier"), doc.company.name)}
        {row(t("content.review.documentType"), doc.document_type?.title)}
        {row(t("content.review.class"), doc.class)}
        {row(t("content.review.brands"), doc.responsibleBrands.map((b) => b.name).join(", "))}
        {row(t("content.review.samTags"), doc.sam_tags.map((s) => s.name).join(", "))}
        {row(t("content.review.validFrom"), formatDate(doc.valid_from))}
        {row(t("content.review.validTo"), formatDate(doc.valid_to))}
        {row(t("content.documents.uploadedOn"), formatDate(doc.uploaded_on))}
        {doc.version_of ? null : row(t("content.documents.version"), doc.version)}
        {row(t("content.review.submittedBy"), doc.submitted_by)}
        {row(t("content.documents.size"), `${formatNumber(Math.ceil(doc.file.filesize / 1024))} KB · ${doc.file.filename_download}`)}
      </dl>
      <p className="mt-4">
        <a href={fileHref} className="text-brand-700 underline" target="_blank" rel="noopener noreferrer">
          {t("content.review.open")}
        </a>
      </p>
      <ReviewActions doc={doc} reviewer={reviewer} />
      {options ? (
        <section aria-labelledby="edit-title" className="mt-8">
          <h2 id="edit-title" className="mb-3 text-lg font-semibold text-slate-900">
            {t("content.review.editTitle")}
          </h2>
          <ReviewMetadataForm fileId={doc.file.id} doc={doc} version={doc.history.length} options={options} cancelTo="/document-review" />
        </section>
      ) : null}
      <DocumentVersions versions={doc.versions} fileHref={(v) => `/document-review/${doc.id}/versions/${v}/file`} />
      <ReviewHistory doc={doc} reviewer={reviewer} />
    </article>
  );
}

/** Which document a new version replaces, or that a new version of this one is under review. */
function VersionNotes({ doc, reviewer }: { doc: ReviewDocumentDetail; reviewer: boolean }) {
  const { t } = useTranslation();
  const label = useStatusLabel(reviewer);
  if (doc.version_of) {
    return (
      <p className="mb-4 rounded-md bg-blue-50 p-3 text-blue-900">
        {t("content.review.versionOf")}{" "}
        <Link to={`/document-review/${doc.version_of.id}`} className="font-medium underline">
          {doc.version_of.name}
        </Link>
      </p>
    );
  }
  if (!doc.open_version) return null;
  return (
    <p className="mb-4 rounded-md bg-blue-50 p-3 text-blue-900">
      {t("content.review.openVersion", { status: label(doc.open_version.status) })}{" "}
      <Link to={`/document-review/${doc.open_version.id}`} className="font-medium underline">
        {t("content.review.openVersionLink")}
      </Link>
    </p>
  );
}

function ReviewActions({ doc, reviewer }: { doc: ReviewDocumentDetail; reviewer: boolean }) {
  const { t } = useTranslation();
  const actionData = useActionData<{ reviewResult?: SubmissionResult<string[]> }>();
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useForm<ReviewActionForm>({ id: `review-${doc.id}-${doc.history.length}`, lastResult: actionData?.reviewResult });
  const steps = doc.actions.map((a) => EVENT_TARGET[a]).filter((s): s is ReviewTarget => s !== undefined);
  const canComment = doc.actions.includes("comment");
  if (!canComment && steps.length === 0) return null;
  return (
    <section aria-labelledby="decision-title" className="mt-8">
      <h2 id="decision-title" className="mb-3 text-lg font-semibold text-slate-900">
        {reviewer ? t("content.review.decisionTitle") : t("content.review.supplierStepsTitle")}
      </h2>
      <Form method="post" {...getFormProps(form)} className="space-y-4 rounded-lg bg-white p-4 shadow-sm">
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="review" />
        <div>
          <label htmlFor={fields.comment.id} className="block text-sm font-medium text-slate-800">
            {t("content.review.comment")}
          </label>
          <textarea
            {...getTextareaProps(fields.comment, { ariaDescribedBy: `${fields.comment.id}-hint` })}
            key={fields.comment.key}
            rows={3}
            maxLength={2000}
            className={`mt-1 block w-full rounded-md border bg-white px-3 py-2 shadow-sm ${fields.comment.errors?.length ? "border-red-600" : "border-slate-300"}`}
          />
          <p id={`${fields.comment.id}-hint`} className="mt-1 text-sm text-slate-600">
            {reviewer ? t("content.review.commentHint") : t("content.review.supplierCommentHint")}
          </p>
          {fields.comment.errors?.length ? (
            <p id={fields.comment.errorId} className="mt-1 text-sm text-red-700">
              {fields.comment.errors.join(" ")}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {steps.map((step) => (
            <button key={step} type="submit" name="do" value={step} disabled={submitting} className={buttonClass(step === "approved" || step === "in_review" ? "primary" : "secondary")}>
              {t(STEP_LABEL[step] as "content.review.approve")}
            </button>
          ))}
          {canComment ? (
            <button type="submit" name="do" value="comment" disabled={submitting} className={buttonClass("ghost")}>
              {t("content.review.addComment")}
            </button>
          ) : null}
          {doc.actions.includes("delete") ? (
            <Link to="?delete" className={buttonClass("ghost", "md", "text-red-700")}>
              {t("content.review.delete")}
            </Link>
          ) : null}
        </div>
      </Form>
    </section>
  );
}

function ReviewHistory({ doc, reviewer }: { doc: ReviewDocumentDetail; reviewer: boolean }) {
  const { t } = useTranslation();
  const label = useStatusLabel(reviewer);
  const status = (s: string | null) => (s ? label(s as ReviewStatus) : "–");
  return (
    <section aria-labelledby="history-title" className="mt-8">
      <h2 id="history-title" className="text-lg font-semibold text-slate-900">
        {t("content.review.historyTitle")}
      </h2>
      {doc.history.length === 0 ? (
        <p className="mt-2 text-slate-600">{t("content.review.historyEmpty")}</p>
      ) : (
        <ol className="mt-2 space-y-3">
          {doc.history.map((h) => (
            <li key={h.id} className="rounded-md bg-white p-3 text-sm shadow-sm">
              <p className="text-slate-800">
                {t("masterdata.history.entry", { date: formatDateTime(h.timestamp), user: h.user ?? "–", action: t(`masterdata.history.actions.${h.action as "comment"}`) })}
                {h.to ? <span className="text-slate-600"> · {t("content.review.historyStatus", { from: status(h.from), to: status(h.to) })}</span> : null}
              </p>
              {h.comment ? <blockquote className="mt-1 whitespace-pre-line border-l-4 border-slate-200 pl-3 text-slate-900">{h.comment}</blockquote> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
