/**
 * /verband/dokumente/neu: upload one of the association's documents (decision 0958) in two steps,
 * the same with and without JavaScript: the file (a full-page multipart post to /files/upload,
 * answered with ?file=<id>&name=<name>), then its description, audience and validity. Saving
 * publishes it at once; a refused save keeps what was typed and the chosen file.
 */
import { entityScreen } from "~/.server/entity-screen";
import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "~/lib/forms/parse";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { associationDocumentEntity } from "#contract/association-documents";
import { entityDefaultsOf } from "#contract/describe";
import { failedSaveReply, invalidReply } from "~/.server/editing";
import { requireRoute } from "~/.server/guards";
import { redirectWithToast } from "~/.server/toast";
import { uploadStateOf } from "~/.server/upload-state";
import { audienceChoices } from "~/components/association-documents/parts";
import { useEditForm } from "~/components/editing/use-edit-form";
import { EntityFields, requiredFields } from "~/components/form/entity-fields";
import { FormAlert } from "~/components/form/form-alert";
import { UploadSteps } from "~/components/association-documents/upload-steps";
import { SubmitAndCancel } from "~/components/form/submit-and-cancel";
import { BackLinkTitle } from "~/components/content/page-title";
import { t, useTranslation } from "~/i18n";
import { documentCreateFormSchema, documentCreatePayload } from "~/lib/schemas/association-documents";
import { registerAssociationDocuments } from "~/locales/de/association-documents";

registerAssociationDocuments();

export const meta: MetaFunction = () => [{ title: `${t("associationDocuments.uploadTitle")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRoute(request, context, "associationDocuments");
  const list = await context.upstream.call("associationDocuments", { query: { limit: 1 } });
  return {
    screen: entityScreen(associationDocumentEntity),
    defaults: entityDefaultsOf(associationDocumentEntity, null),
    choices: { ...audienceChoices(), document_type: list.document_types.map((c) => ({ value: String(c.id), label: c.title })) },
    upload: uploadStateOf(new URL(request.url)),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireRoute(request, context, "associationDocuments");
  const submission = parseWithZod(await request.formData(), { schema: documentCreateFormSchema });
  if (submission.status !== "success") return invalidReply(submission);
  try {
    const created = await context.upstream.call("associationDocumentCreate", { body: documentCreatePayload(submission.value) });
    return redirectWithToast(context, `/verband/dokumente/${created.id}`, { kind: "success", message: t("associationDocuments.publishedToast", { name: created.name }) });
  } catch (error) {
    return failedSaveReply(submission, error, t("associationDocuments.saveFailed"));
  }
}

export default function UploadAssociationDocument() {
  const { screen, defaults, choices, upload } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { form, fields, saving } = useEditForm<Record<string, unknown>>({ kind: "association-document", record: null, defaultValue: defaults, required: requiredFields(screen, true) });
  return (
    <div className="mx-auto max-w-4xl">
      <BackLinkTitle backTo="/verband/dokumente" backLabel={t("associationDocuments.back")}>
        {t("associationDocuments.uploadTitle")}
      </BackLinkTitle>
      <p className="mt-2 mb-6 text-slate-700">{t("associationDocuments.uploadIntro")}</p>
      <UploadSteps upload={upload}>
        {(file) => (
          <Form method="post" {...getFormProps(form)} className="space-y-6">
            <FormAlert id={form.errorId} errors={form.errors} />
            <input type="hidden" name="file" value={file} />
            <EntityFields screen={screen} fields={fields} choices={choices} isNew placeholder={t("associationDocuments.noCategory")} />
            <SubmitAndCancel submitLabel={t("associationDocuments.publish")} cancelTo="/verband/dokumente" cancelLabel={t("associationDocuments.cancel")} saving={saving} />
          </Form>
        )}
      </UploadSteps>
    </div>
  );
}
