/**
 * The one list of the association's catalogues (decision 0957) in the staff lists' frame: search,
 * current or archived, paging, and per row edit, "nach oben" / "nach unten" (plain form posts, no JavaScript needed)
 * and archive / restore. Columns come from the description's projection; a tree is indented.
 */
import { Form, useLoaderData } from "@remix-run/react";
import type { CatalogueListLoader } from "~/.server/catalogue-screens";
import { buttonClass } from "~/components/ui/button";
import { StaffList } from "~/components/staff/staff-list";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n";

type Data = Awaited<ReturnType<CatalogueListLoader>>;
type Row = Data["rows"][number];

export function CatalogueList() {
  const { view, search, shown, page, limit, total, sortable, rows } = useLoaderData<CatalogueListLoader>() as unknown as Data;
  const { t } = useTranslation();
  const title = t(`catalogue.titles.${view.name}`);
  const rowButton = "rounded px-2 py-1 text-sm text-brand-700 underline hover:bg-slate-100 disabled:text-slate-400 disabled:no-underline";
  return (
    <StaffList<Row>
      title={title}
      intro={t(`catalogue.intros.${view.name}`)}
      actions={
        <Link to={`${view.path}/neu`} className={buttonClass("primary")}>
          {t("catalogue.create")}
        </Link>
      }
      filters={{
        search: { name: "suche", label: t("catalogue.search"), value: search },
        // "current" is the list's default, so it is the empty choice the filter form sends
        selects: [{ name: "anzeigen", label: t("catalogue.shown"), value: shown === "archived" ? "archived" : "", allLabel: t("catalogue.shownCurrent"), options: [{ value: "archived", label: t("catalogue.shownArchived") }] }],
      }}
      paging={{ page, total, limit }}
      table={{
        caption: t("catalogue.count", { count: total }),
        rows,
        rowKey: (r) => r.id,
        rowProps: (r) => ({ id: `item-${r.id}` }),
        empty: t("catalogue.empty"),
        columns: [
          ...view.screen.columns.map((column, index) => ({
            key: column.name,
            header: column.label,
            cell: (r: Row) =>
              index === 0 ? (
                <span style={view.tree ? { paddingLeft: `${r.depth * 1.5}rem` } : undefined}>
                  <Link to={`${view.path}/${r.id}`} className="font-medium text-brand-700 underline">
                    {r.cells[index] || r.id}
                  </Link>
                </span>
              ) : (
                r.cells[index]
              ),
          })),
          {
            key: "actions",
            header: t("catalogue.actions"),
            className: "whitespace-nowrap",
            cell: (r: Row) => (
              <Form method="post" className="flex flex-wrap gap-1">
                <input type="hidden" name="id" value={r.id} />
                <input type="hidden" name="version" value={r.version} />
                {sortable ? (
                  <>
                    <button type="submit" name="intent" value="up" className={rowButton} aria-label={t("catalogue.upLabel", { name: r.title })}>
                      {t("catalogue.up")}
                    </button>
                    <button type="submit" name="intent" value="down" className={rowButton} aria-label={t("catalogue.downLabel", { name: r.title })}>
                      {t("catalogue.down")}
                    </button>
                  </>
                ) : null}
                {r.archived ? (
                  <button type="submit" name="intent" value="restore" className={rowButton} aria-label={t("catalogue.restoreLabel", { name: r.title })}>
                    {t("catalogue.restore")}
                  </button>
                ) : (
                  <button type="submit" name="intent" value="archive" className={rowButton} aria-label={t("catalogue.archiveLabel", { name: r.title })}>
                    {t("catalogue.archive")}
                  </button>
                )}
              </Form>
            ),
          },
        ],
      }}
    />
  );
}
