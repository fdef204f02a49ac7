/**
 * /verband/dokumente/{id}/neue-version: a new version of one of the association's documents
 * (decisions 0541, 0958), in two steps like the upload: the file, then title and the new version's
 * own validity. Publishing it replaces the current version under the same link at once; the
 * current one becomes an earlier version. A form loaded before another new version is refused.
 */
import { entityScreen } from "~/.server/entity-screen";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "~/lib/forms/parse";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { failedSaveReply, idParam, invalidReply, loadOrForbidden } from "~/.server/editing";
import { requireRoute } from "~/.server/guards";
import { redirectWithToast } from "~/.server/toast";
import { uploadStateOf } from "~/.server/upload-state";
import { FormAlert } from "~/components/form/form-alert";
import { TextField } from "~/components/form/text-field";
import { UploadSteps } from "~/components/association-documents/upload-steps";
import { buttonClass } from "~/components/ui/button";
import { BackLinkTitle } from "~/components/content/page-title";
import { t, useTranslation } from "~/i18n";
import { documentVersionFormSchema } from "~/lib/schemas/association-documents";
import { associationDocumentEntity } from "#contract/association-documents";
import { registerAssociationDocuments } from "~/locales/de/association-documents";

registerAssociationDocuments();

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${t("associationDocuments.newVersionTitle", { name: data?.doc.name ?? "" })} – ${t("portal.title")}` }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireRoute(request, context, "associationDocuments");
  const id = idParam(params.id);
  const doc = await loadOrForbidden(() => context.upstream.call("associationDocument", { params: { id } }));
  const { fields } = entityScreen(associationDocumentEntity);
  const label = (name: string) => fields.find((f) => f.name === name)!;
  return {
    doc: { id: doc.id, name: doc.name, version: doc.version },
    labels: { name: label("name").label, valid_from: label("valid_from").label, valid_to: label("valid_to").label, validToHint: label("valid_to").hint },
    upload: uploadStateOf(new URL(request.url)),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireRoute(request, context, "associationDocuments");
  const id = idParam(params.id);
  const submission = parseWithZod(await request.formData(), { schema: documentVersionFormSchema });
  if (submission.status !== "success") return invalidReply(submission);
  const { file, name, valid_from, valid_to, version } = submission.value;
  try {
    const doc = await context.upstream.call("associationDocumentVersion", { params: { id }, body: { file, name, valid_from, valid_to, version } });
    return redirectWithToast(context, `/verband/dokumente/${id}`, { kind: "success", message: t("associationDocuments.newVersionDone", { name: doc.name, version: doc.version }) });
  } catch (error) {
    const reply = failedSaveReply(submission, error, t("associationDocuments.saveFailed"));
    return reply.init?.status === 409 ? failedSaveReply(submission, error, t("associationDocuments.stale")) : reply;
  }
}

export default function NewAssociationDocumentVersion() {
  const { doc, labels, upload } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "association-document-version",
    lastResult: lastResult?.result,
    defaultValue: { name: doc.name, version: String(doc.version), valid_from: "", valid_to: "" },
    constraint: { name: { required: true } },
  });
  return (
    <div className="mx-auto max-w-3xl">
      <BackLinkTitle backTo={`/verband/dokumente/${doc.id}`} backLabel={doc.name}>
        {t("associationDocuments.newVersionTitle", { name: doc.name })}
      </BackLinkTitle>
      <p className="mt-2 mb-6 text-slate-700">{t("associationDocuments.newVersionIntro")}</p>
      <UploadSteps upload={upload}>
        {(file) => (
          <Form method="post" {...getFormProps(form)} className="space-y-5 rounded-lg bg-white p-6 shadow-sm">
            <FormAlert id={form.errorId} errors={form.errors} />
            <input type="hidden" name="file" value={file} />
            <input type="hidden" name="version" value={doc.version} />
            <TextField meta={fields.name} label={labels.name} autoComplete="off" />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField meta={fields.valid_from} label={labels.valid_from} type="date" />
              <TextField meta={fields.valid_to} label={labels.valid_to} type="date" hint={labels.validToHint} />
            </div>
            <button type="submit" className={buttonClass("primary")}>
              {t("associationDocuments.newVersionSubmit")}
            </button>
          </Form>
        )}
      </UploadSteps>
    </div>
  );
}
