/**
 * The one list screen of every described collection: its columns from the description, manual
 * order with "nach oben / nach unten" (drag and drop as enhancement), status, edit / view,
 * preview, delete (URL-state confirmation) and, for entries the association shares, switching
 * them off and on for the own website. Plain forms throughout: works without JavaScript.
 */
import { useLoaderData, useLocation } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import type { MetaFunction } from "@remix-run/node";
import type { ListLoader } from "~/.server/collection-screens";
import { PageTitle } from "~/components/content/page-title";
import { ConfirmDialog, IntentForm } from "~/components/editing/confirm-dialog";
import { SortButtons, useDragSort } from "~/components/editing/sort-buttons";
import { DataTable, type DataColumn } from "~/components/ui/data-table";
import { buttonClass } from "~/components/ui/button";
import { t as translate, useTranslation } from "~/i18n";
import { registerWebsite } from "~/locales/de/website";
import { displayValue, germanOf, itemName } from "./field-value";

registerWebsite();

type Data = Awaited<ReturnType<ListLoader>>;
type Row = Data["items"][number];

export const collectionListMeta: MetaFunction<ListLoader> = ({ data }) => [{ title: `${data?.screen.labels.many ?? ""} – ${translate("portal.title")}` }];

export function CollectionList() {
  const { screen, items, deleting } = useLoaderData<ListLoader>();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const drag = useDragSort();
  const editable = items.filter((i) => i.access === "edit");
  const neighbours = (row: Row) => {
    const at = editable.findIndex((i) => i.id === row.id);
    return { previous: editable[at - 1]?.id, next: editable[at + 1]?.id };
  };
  const yesNo: [string, string] = [t("website.yes"), t("website.no")];
  const columns: DataColumn<Row>[] = [
    {
      key: "order",
      header: t("website.order"),
      className: "whitespace-nowrap",
      cell: (row) => (row.access === "edit" ? <SortButtons item={row.id} name={itemName(row, screen.nameField)} {...neighbours(row)} /> : null),
    },
    ...screen.columns.map(
      (c): DataColumn<Row> => ({
        key: c.name,
        header: c.label,
        cell: (row) => {
          if (c.input === "status") {
            const status = screen.status === "translations" ? germanOf(row)?.status : (row.status as string | undefined);
            return (
              <span className="flex flex-wrap gap-1">
                <span>{screen.statuses.find((s) => s.value === status)?.label ?? "–"}</span>
                {row.access === "read" ? <span className="rounded bg-slate-100 px-1 text-xs text-slate-700">{t("website.shared")}</span> : null}
                {row.disabled ? <span className="rounded bg-amber-100 px-1 text-xs text-amber-900">{t("website.off")}</span> : null}
              </span>
            );
          }
          const field = screen.fields.find((f) => f.name === c.name)!;
          return displayValue(row, field, yesNo);
        },
      }),
    ),
    {
      key: "actions",
      header: t("website.actions"),
      cell: (row) => {
        const name = itemName(row, screen.nameField);
        return (
          <div className="flex flex-wrap gap-2">
            <Link to={`${screen.path}/${row.id}`} className={buttonClass("secondary", "sm")} aria-label={t(row.access === "edit" ? "website.editLabel" : "website.viewLabel", { name })}>
              {row.access === "edit" ? t("website.edit") : t("website.view")}
            </Link>
            <a href={`${screen.previewPath}/${row.id}`} className={buttonClass("ghost", "sm")} aria-label={t("website.previewLabel", { name })}>
              {t("website.preview")}
            </a>
            {screen.templateField && row[screen.templateField] === true ? (
              <Link to={`${screen.path}/add?template=${row.id}`} className={buttonClass("secondary", "sm")} aria-label={t("website.fromTemplateLabel", { name })}>
                {t("website.fromTemplate")}
              </Link>
            ) : null}
            {row.access === "edit" ? (
              <Link to={`?delete=${row.id}`} preventScrollReset className={buttonClass("ghost", "sm")} aria-label={t("website.deleteLabel", { name })}>
                {t("website.delete")}
              </Link>
            ) : (
              <IntentForm
                intent={row.disabled ? "enable" : "disable"}
                fields={{ id: row.id }}
                label={row.disabled ? t("website.enable") : t("website.disable")}
                className={buttonClass("secondary", "sm")}
              />
            )}
          </div>
        );
      },
    },
  ];
  return (
    <div className="mx-auto max-w-6xl">
      <PageTitle
        title={screen.labels.many}
        intro={t("website.intro")}
        actions={
          <div className="flex flex-wrap gap-2">
            {screen.links.map((l) => (
              <Link key={l.to} to={l.to} className={buttonClass("secondary")}>
                {l.label}
              </Link>
            ))}
            <Link to={`${screen.path}/add`} className={buttonClass("primary")}>
              {t("website.create")}
            </Link>
          </div>
        }
      />
      {deleting ? (
        <ConfirmDialog
          title={t("website.deleteTitle")}
          cancelTo={pathname}
          cancelLabel={t("masterdata.cancel")}
          actions={<IntentForm intent="delete" fields={{ id: deleting.id }} label={t("website.deleteConfirm")} className={buttonClass("primary")} />}
        >
          <p>{t("website.deleteText", { name: itemName(deleting, screen.nameField) })}</p>
        </ConfirmDialog>
      ) : null}
      {editable.length > 1 ? <p className="mb-2 text-sm text-slate-600">{t("masterdata.dragHint")}</p> : null}
      <DataTable
        caption={screen.labels.many}
        columns={columns}
        rows={items}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ id: `item-${row.id}`, ...(row.access === "edit" ? drag(row.id) : {}) })}
        empty={t("website.empty")}
      />
    </div>
  );
}
