/**
 * /Contact-Management: the company's contacts grouped by department_web, sorted by sort; sort by
 * "nach oben"/"nach unten" (form posts) or drag and drop; archive after a URL-state confirmation,
 * refused with the area named while the contact is an area's contact person; erase (`?delete=`,
 * issue 41, decision 0988) after a confirmation saying what goes and what stays.
 */
import { entityScreen } from "~/.server/entity-screen";
import { itemsOf } from "#contract/items";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { ErrorNotice } from "~/components/ui/error-notice";
import { useTranslation } from "~/i18n";
import { idParam, loadOrForbidden, saveFailure } from "~/.server/editing";
import { requireRoute } from "~/.server/guards";
import { redirectWithToast } from "~/.server/toast";
import { ConfirmDialog, IntentForm } from "~/components/editing/confirm-dialog";
import { SortButtons, useDragSort } from "~/components/editing/sort-buttons";
import { buttonClass } from "~/components/ui/button";
import { DataTable, type DataColumn } from "~/components/ui/data-table";
import { t } from "~/i18n";
import { archiveBlocked } from "~/.server/contact-archive";
import { contactName, groupByDepartment } from "~/lib/contacts";
import type { Contact } from "#contract";
import { PageTitle } from "~/components/content/page-title";
import { ExportAndAddActions } from "~/components/masterdata/export-and-add";
import { contactListActionSchema } from "~/lib/schemas/contact";
import { entityColumns } from "~/lib/entities/columns";
import { contactEntity } from "#contract/entities/contacts";
import { type EntityScreenField } from "#contract/describe";
import { registerMasterdata } from "~/locales/de/masterdata";
import { intParam } from "~/.server/query";
import { eraseAndRedirect } from "~/.server/erasure";
import { ErasureSummary } from "~/components/editing/erasure-summary";
import { registerPrivacyRegister } from "~/locales/de/privacy-register";

registerMasterdata();
registerPrivacyRegister();

export const meta: MetaFunction = () => [{ title: `${t("masterdata.contacts.pageTitle")} – ${t("portal.title")}` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRoute(request, context, "contactManagement");
  const contacts = await loadOrForbidden(() => context.upstream.call("contacts", { query: { sort: "sort" } }).then(itemsOf));
  const url = new URL(request.url);
  const pick = (name: string) => {
    const id = intParam(url, name);
    return id ? (contacts.find((c) => c.id === id) ?? null) : null;
  };
  return { contacts, archiving: pick("archive"), erasing: pick("delete"), screen: entityScreen(contactEntity) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireRoute(request, context, "contactManagement");
  const parsed = contactListActionSchema.safeParse(Object.fromEntries(await request.formData()));
  const here = new URL(request.url).pathname;
  if (!parsed.success) return redirectWithToast(context, here, { kind: "error", message: t("masterdata.saveFailed") });
  const input = parsed.data;
  if (input.intent === "sort") {
    try {
      await context.upstream.call("contactSort", { body: { item: input.item, to: input.to } });
    } catch (error) {
      const failure = saveFailure(error, t("masterdata.sortFailed"));
      return redirectWithToast(context, here, { kind: "error", message: failure.message });
    }
    // Back to the moved row, so a keyboard user goes on from there.
    return redirectWithToast(context, `${here}#contact-${input.item}`, { kind: "success", message: t("masterdata.sorted") });
  }
  const id = idParam(input.id);
  const contact = await loadOrForbidden(() => context.upstream.call("contact", { params: { id: id } }));
  const name = contactName(contact);
  if (input.intent === "erase") {
    return eraseAndRedirect(context, () => context.upstream.call("contactErase", { params: { id } }), { done: here, back: here, message: t("privacyRegister.erasure.contact.done", { name }) });
  }
  const blocked = archiveBlocked(contact);
  if (blocked) return data({ blocked }, { status: 400 });
  try {
    await context.upstream.call("contactUpdate", { params: { id: id }, body: { status: "archived", version: input.version } });
  } catch (error) {
    const failure = saveFailure(error, t("masterdata.contactSaveFailed"));
    return redirectWithToast(context, here, { kind: "error", message: failure.message });
  }
  return redirectWithToast(context, here, { kind: "success", message: t("masterdata.contacts.archived", { name }) });
}

export default function ContactManagement() {
  const { contacts, archiving, erasing, screen } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const drag = useDragSort();
  const columns = useContactColumns(screen.columns);
  const groups = groupByDepartment(contacts, t("masterdata.contacts.noDepartment"));
  return (
    <div className="mx-auto max-w-6xl">
      <PageTitle
        title={t("masterdata.contacts.pageTitle")}
        intro={t("masterdata.contacts.intro")}
        actions={<ExportAndAddActions list="/contact-management" addLabel={t("masterdata.contacts.add")} />}
      />
      <BlockedMessage />
      {archiving ? (
        <ConfirmDialog
          title={t("masterdata.contacts.archiveTitle")}
          cancelTo={pathname}
          cancelLabel={t("masterdata.cancel")}
          actions={
            <IntentForm
              intent="archive"
              fields={{ id: archiving.id, version: archiving.version }}
              label={t("masterdata.contacts.archiveConfirm")}
              className={buttonClass("primary")}
            />
          }
        >
          <p>{t("masterdata.contacts.archiveText", { name: contactName(archiving) })}</p>
        </ConfirmDialog>
      ) : null}
      {erasing ? (
        <ConfirmDialog
          title={t("privacyRegister.erasure.contact.title", { name: contactName(erasing) })}
          cancelTo={pathname}
          cancelLabel={t("masterdata.cancel")}
          actions={<IntentForm intent="erase" fields={{ id: erasing.id }} label={t("privacyRegister.erasure.contact.confirm")} className={buttonClass("primary", "md", "bg-red-700 hover:bg-red-800")} />}
        >
          <ErasureSummary removed={t("privacyRegister.erasure.contact.removed")} kept={t("privacyRegister.erasure.contact.kept")} />
        </ConfirmDialog>
      ) : null}
      {contacts.length === 0 ? <p className="mt-6 text-slate-600">{t("masterdata.contacts.empty")}</p> : null}
      <p className="mt-2 text-sm text-slate-600">{t("masterdata.dragHint")}</p>
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`group-${group.key}`} className="mt-6">
          <h2 id={`group-${group.key}`} className="text-lg font-semibold text-slate-900">
            {group.label}
          </h2>
          <DataTable
            className="mt-2"
            caption={group.label}
            rows={group.contacts}
            rowKey={(c) => c.id}
            rowProps={(c) => ({ id: `contact-${c.id}`, ...drag(c.id) })}
            empty={t("masterdata.contacts.empty")}
            columns={columns}
          />
        </section>
      ))}
    </div>
  );
}

function BlockedMessage() {
  const result = useActionDataSafe();
  return <ErrorNotice message={result} className="mt-4" />;
}

function useActionDataSafe(): string | null {
  const result = useActionData<typeof action>();
  return result && typeof result === "object" && "blocked" in result ? result.blocked : null;
}

function useContactColumns(described: readonly EntityScreenField[]): DataColumn<Contact>[] {
  const { t } = useTranslation();
  return [
    {
      key: "name",
      header: t("masterdata.contacts.name"),
      cell: (c) => (
        <div className="flex items-center gap-2">
          {c.thumbnail ? <img src={`/assets/${c.thumbnail.id}?width=64&height=64&fit=cover`} alt="" width={32} height={32} className="h-8 w-8 rounded-full object-cover" /> : null}
          <Link to={`/contact-management/${c.id}`} className="font-medium text-brand-700 underline">
            {contactName(c)}
          </Link>
        </div>
      ),
    },
    { key: "jobtitle", header: t("masterdata.contacts.jobtitle"), cell: (c) => c.jobtitle_web ?? c.jobtitle?.name ?? "" },
    // The description's list columns (decision 0527).
    ...entityColumns<Contact & Record<string, unknown>>(described).map((col) => ({ key: col.key, header: col.header, cell: (c: Contact) => col.value(c as Contact & Record<string, unknown>) })),
    {
      key: "actions",
      header: t("masterdata.contacts.actions"),
      cell: (c, i, rows) => {
        const name = contactName(c);
        return (
          <div className="flex flex-wrap items-center gap-2">
            <SortButtons item={c.id} previous={rows[i - 1]?.id} next={rows[i + 1]?.id} name={name} />
            <Link to={`?archive=${c.id}`} preventScrollReset className={buttonClass("ghost", "sm")} aria-label={t("masterdata.contacts.archiveLabel", { name })}>
              {t("masterdata.contacts.archive")}
            </Link>
            <Link to={`?delete=${c.id}`} preventScrollReset className={buttonClass("ghost", "sm")} aria-label={t("privacyRegister.erasure.contact.actionLabel", { name })}>
              {t("privacyRegister.erasure.contact.action")}
            </Link>
          </div>
        );
      },
    },
  ];
}
