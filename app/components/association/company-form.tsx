/**
 * The member company's form (decision 0953), rendered from the description's zod-free projection:
 * the create screen shows customer number and relation, the edit screen only what may change. The
 * allowed permissions are checkboxes of every page permission but account management (always allowed).
 */
import { getFormProps, getInputProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { EntityScreen } from "#contract/describe";
import { PAGE_PERMISSIONS } from "#contract/permissions";
import { useEditForm } from "~/components/editing/use-edit-form";
import { EntityFields, requiredFields } from "~/components/form/entity-fields";
import { EditFormActions, FormAlert } from "~/components/form/form-alert";
import { useTranslation } from "~/i18n";
import { registerAccountScreens } from "~/locales/de/account-screens";

registerAccountScreens();

export function CompanyForm({ screen, record, defaults, isNew }: { screen: EntityScreen; record: { id: number; version: number } | null; defaults: Record<string, unknown>; isNew: boolean }) {
  const { t } = useTranslation();
  const { form, fields, saving, reloadHref } = useEditForm<Record<string, unknown>>({ kind: "member-company", record, defaultValue: defaults as never, required: requiredFields(screen, isNew) });
  const permissions = PAGE_PERMISSIONS.filter((p) => p !== "ACCOUNTMANAGEMENT").map((p) => ({ value: p, label: t(`account.permissionLabels.${p}`) }));
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      <FormAlert id={form.errorId} errors={form.errors} reloadHref={reloadHref} />
      {isNew ? null : <input {...getInputProps(fields.version!, { type: "hidden" })} key={fields.version!.key} />}
      <EntityFields screen={screen} fields={fields} isNew={isNew} choices={{ allowed_permissions: permissions }} />
      <EditFormActions cancelTo={record ? `/verband/firmen/${record.id}` : "/verband/firmen"} saving={saving} />
    </Form>
  );
}
