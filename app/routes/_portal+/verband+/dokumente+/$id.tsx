/**
 * /verband/dokumente/{id}: one of the association's documents (decision 0958) — its description,
 * audience and validity (edited in place), its current file and earlier versions (downloadable),
 * the link to a new version, and archiving (confirmed, `?bestaetigen=archivieren`) or restoring.
 * A supplier's document or an unknown id is the 403 page.
 */
import { entityScreen } from "~/.server/entity-screen";
import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "~/lib/forms/parse";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useSearchParams } from "@remix-run/react";
import { associationDocumentEntity } from "#contract/association-documents";
import { entityDefaultsOf } from "#contract/describe";
import { failedSaveReply, idParam, invalidReply, loadOrForbidden } from "~/.server/editing";
import { requireRoute } from "~/.server/guards";
import { redirectWithToast } from "~/.server/toast";
import { audienceChoices, validityText } from "~/components/association-documents/parts";
import { ConfirmDialog, IntentForm } from "~/components/editing/confirm-dialog";
import { useEditForm } from "~/components/editing/use-edit-form";
import { EntityFields, requiredFields } from "~/components/form/entity-fields";
import { FormAlert } from "~/components/form/form-alert";
import { buttonClass } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { BackLinkTitle } from "~/components/content/page-title";
import { SectionCard } from "~/components/ui/section-card";
import { t, useTranslation } from "~/i18n";
import { formatDate } from "~/lib/format";
import { documentEditFormSchema, documentEditPayload } from "~/lib/schemas/association-documents";
import { registerAssociationDocuments } from "~/locales/de/association-documents";

registerAssociationDocuments();

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.doc.name ?? t("associationDocuments.title")} – ${t("portal.title")}` }];

const CONFIRM = "archivieren";
type Context = LoaderFunctionArgs["context"];
const load = (context: Context, id: number) => loadOrForbidden(() => context.upstream.call("associationDocument", { params: { id } }));

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireRoute(request, context, "associationDocuments");
  const id = idParam(params.id);
  const [doc, list] = await Promise.all([load(context, id), context.upstream.call("associationDocuments", { query: { limit: 1 } })]);
  return {
    doc: {
      ...doc,
      validity: validityText(doc.valid_from, doc.valid_to),
      published: formatDate(doc.uploaded_on),
      versions: doc.versions.map((v) => ({ ...v, published: formatDate(v.published_on), replaced: formatDate(v.replaced_on) })),
    },
    screen: entityScreen(associationDocumentEntity),
    defaults: entityDefaultsOf(associationDocumentEntity, doc),
    choices: { ...audienceChoices(), document_type: list.document_types.map((c) => ({ value: String(c.id), label: c.title })) },
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireRoute(request, context, "associationDocuments");
  const id = idParam(params.id);
  const here = `/verband/dokumente/${id}`;
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "archive" || intent === "restore") {
    const doc = await loadOrForbidden(() => context.upstream.call("associationDocumentStatus", { params: { id }, body: { archived: intent === "archive" } }));
    return redirectWithToast(context, here, { kind: "success", message: t(intent === "archive" ? "associationDocuments.archived" : "associationDocuments.restored", { name: doc.name }) });
  }
  const submission = parseWithZod(form, { schema: documentEditFormSchema });
  if (submission.status !== "success") return invalidReply(submission);
  try {
    const loaded = await load(context, id);
    await context.upstream.call("associationDocumentUpdate", { params: { id }, body: documentEditPayload(submission.value, loaded) });
  } catch (error) {
    return failedSaveReply(submission, error, t("associationDocuments.saveFailed"));
  }
  return redirectWithToast(context, here, { kind: "success", message: t("associationDocuments.saved") });
}

export default function AssociationDocumentScreen() {
  const { doc, screen, defaults, choices } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const { t } = useTranslation();
  const { form, fields, saving, reloadHref } = useEditForm<Record<string, unknown>>({ kind: "association-document", record: doc, defaultValue: defaults, required: requiredFields(screen, false) });
  const here = `/verband/dokumente/${doc.id}`;
  const archived = doc.archived_on !== null;
  return (
    <div className="mx-auto max-w-4xl">
      <BackLinkTitle backTo="/verband/dokumente" backLabel={t("associationDocuments.back")}>
        {doc.name}
        {archived ? <span className="ml-2 rounded bg-slate-200 px-1.5 align-middle text-sm text-slate-700">{t("associationDocuments.archivedBadge")}</span> : null}
      </BackLinkTitle>
      <p className="mt-1 text-slate-700">
        {t("associationDocuments.version", { version: doc.version })} · {t("associationDocuments.published")} {doc.published} · {doc.validity}
      </p>

      <SectionCard id="file" heading={t("associationDocuments.file")} className="mt-6">
        <p className="mt-2">
          <a href={`${here}/file?download=true`} className="text-brand-700 underline">
            {t("associationDocuments.download")}: {doc.file.filename_download}
          </a>
        </p>
        <Link to={`${here}/neue-version`} className={`mt-4 ${buttonClass("secondary")}`}>
          {t("associationDocuments.newVersion")}
        </Link>
        <h3 className="mt-6 font-semibold text-slate-900">{t("associationDocuments.versionsHeading")}</h3>
        {doc.versions.length ? (
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {doc.versions.map((v) => (
              <li key={v.version}>
                <a href={`${here}/versions/${v.version}/file?download=true`} className="text-brand-700 underline">
                  {t("associationDocuments.versionRow", { version: v.version, name: v.name, published: v.published, replaced: v.replaced })}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-700">{t("associationDocuments.noVersions")}</p>
        )}
      </SectionCard>

      <h2 className="mt-8 text-xl font-semibold text-slate-900">{t("associationDocuments.details")}</h2>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-6">
        <FormAlert id={form.errorId} errors={form.errors} reloadHref={reloadHref} />
        <input {...getInputProps(fields.version!, { type: "hidden" })} key={fields.version!.key} />
        <EntityFields screen={screen} fields={fields} choices={choices} placeholder={t("associationDocuments.noCategory")} />
        <button type="submit" className={buttonClass("primary")} disabled={saving}>
          {t("associationDocuments.save")}
        </button>
      </Form>

      <SectionCard id="archive" heading={t("associationDocuments.archiveHeading")} className="mt-8">
        <p className="mt-2 text-slate-700">{t("associationDocuments.archiveIntro")}</p>
        {archived ? (
          <div className="mt-4">
            <IntentForm intent="restore" label={t("associationDocuments.restore")} className={buttonClass("primary")} />
          </div>
        ) : searchParams.get("bestaetigen") === CONFIRM ? (
          <ConfirmDialog
            title={t("associationDocuments.archive")}
            cancelTo={here}
            cancelLabel={t("associationDocuments.cancel")}
            actions={<IntentForm intent="archive" label={t("associationDocuments.archiveConfirmSubmit")} className={buttonClass("primary")} />}
          >
            {t("associationDocuments.archiveConfirm", { name: doc.name })}
          </ConfirmDialog>
        ) : (
          <Link to={`${here}?bestaetigen=${CONFIRM}`} className={`mt-4 ${buttonClass("secondary")}`}>
            {t("associationDocuments.archive")}
          </Link>
        )}
      </SectionCard>
    </div>
  );
}
