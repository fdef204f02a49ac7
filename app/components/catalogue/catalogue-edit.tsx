/**
 * The one form of the association's catalogues (decision 0957): the description's fields
 * (EntityFields), a brand's logo chosen in the form itself (multipart, decision 0964) with its
 * alternative text, archive / restore, what the catalogue's screen adds (an instruction's steps),
 * and the record's history. Works without JavaScript; a failed save keeps what was typed.
 */
import { getFormProps, getInputProps } from "@conform-to/react";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import type { CatalogueEditLoader } from "~/.server/catalogue-screens";
import { History } from "~/components/editing/history";
import { useEditForm } from "~/components/editing/use-edit-form";
import { EntityFields, requiredFields } from "~/components/form/entity-fields";
import { EditFormActions, EditHeader, FormAlert } from "~/components/form/form-alert";
import { ImageField, imageValueOf } from "~/components/form/image-field";
import { TextField } from "~/components/form/text-field";
import { buttonClass } from "~/components/ui/button";
import { useTranslation } from "~/i18n";

type Data = Awaited<ReturnType<CatalogueEditLoader>>;

/** `children`: what a catalogue's screen shows besides the one form (an instruction's steps), below it. */
export function CatalogueEdit({ children }: { children?: ReactNode }) {
  const { view, item, defaults, choices, hasLogo, history } = useLoaderData<CatalogueEditLoader>() as unknown as Data;
  const { t } = useTranslation();
  const actionData = useActionData<{ result?: { initialValue?: Record<string, unknown> | null } }>();
  const { screen } = view;
  const { form, fields, saving, reloadHref } = useEditForm<Record<string, string>>({ kind: `catalogue-${view.name}`, record: item, defaultValue: defaults as Record<string, string | undefined>, required: requiredFields(screen, !item) });
  const what = t(`catalogue.one.${view.name}`);
  const logoAlt = screen.fields.find((f) => f.name === "logo_alt");
  return (
    <div className="mx-auto max-w-4xl">
      <EditHeader backTo={view.path} title={item ? `${t("catalogue.editTitle", { what })}: ${item.title}` : t("catalogue.createTitle", { what })} />
      {item?.archived ? <p className="mt-4 rounded-md bg-amber-50 p-3 text-amber-900">{t("catalogue.archivedNote")}</p> : null}
      <Form method="post" encType={hasLogo ? "multipart/form-data" : undefined} {...getFormProps(form)} className="mt-6 space-y-6" preventScrollReset>
        <FormAlert id={form.errorId} errors={form.errors} reloadHref={reloadHref} />
        <input {...getInputProps(fields.version!, { type: "hidden" })} key={fields.version!.key} />
        <EntityFields screen={screen} fields={fields} choices={choices} isNew={!item} placeholder={t("catalogue.choose")} />
        {logoAlt ? (
          <div className="space-y-4 rounded-lg bg-white p-4 shadow-sm">
            {hasLogo ? <ImageField meta={fields.logo as never} value={imageValueOf(actionData?.result, "logo", defaults.logo)} label={t("catalogue.logo")} removeLabel={t("catalogue.logoRemove")} alt={String(fields.logo_alt?.value ?? defaults.logo_alt ?? "")} /> : null}
            <TextField meta={fields.logo_alt as never} label={logoAlt.label} hint={logoAlt.hint} />
          </div>
        ) : null}
        <EditFormActions cancelTo={view.path} saving={saving} />
      </Form>
      {item ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="version" value={item.version} />
          <button type="submit" name="intent" value={item.archived ? "restore" : "archive"} className={buttonClass("secondary")}>
            {item.archived ? t("catalogue.restore") : t("catalogue.archive")}
          </button>
        </Form>
      ) : null}
      {children}
      {item ? <History entries={history} /> : null}
    </div>
  );
}
