/**
 * The one list of the association's catalogues (decision 0957): search, current or archived,
 * paging, and per row edit, "nach oben" / "nach unten" (plain form posts, no JavaScript needed)
 * and archive / restore. Columns come from the description's projection; a tree is indented.
 */
import { Form, useLoaderData } from "@remix-run/react";
import type { CatalogueListLoader } from "~/.server/catalogue-screens";
import { buttonClass } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n";

type Data = Awaited<ReturnType<CatalogueListLoader>>;
type Row = Data["rows"][number];

export function CatalogueList() {
  const { view, search, shown, page, pages, total, sortable, rows } = useLoaderData<CatalogueListLoader>() as unknown as Data;
  const { t } = useTranslation();
  const title = t(`catalogue.titles.${view.name}`);
  const pageHref = (to: number) => `?${new URLSearchParams({ ...(search ? { suche: search } : {}), ...(shown === "archived" ? { anzeigen: shown } : {}), seite: String(to) })}`;
  const rowButton = "rounded px-2 py-1 text-sm text-brand-700 underline hover:bg-slate-100 disabled:text-slate-400 disabled:no-underline";
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
          <p className="mt-2 text-slate-700">{t(`catalogue.intros.${view.name}`)}</p>
        </div>
        <Link to={`${view.path}/neu`} className={buttonClass("primary")}>
          {t("catalogue.create")}
        </Link>
      </div>

      <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="catalogue-search" className="block text-sm font-medium text-slate-800">
            {t("catalogue.search")}
          </label>
          <input id="catalogue-search" type="search" name="suche" defaultValue={search} className="mt-1 block h-control w-72 rounded-md border border-slate-300 px-3" />
        </div>
        <div>
          <label htmlFor="catalogue-shown" className="block text-sm font-medium text-slate-800">
            {t("catalogue.shown")}
          </label>
          <select id="catalogue-shown" name="anzeigen" defaultValue={shown} className="mt-1 block h-control rounded-md border border-slate-300 px-3">
            <option value="current">{t("catalogue.shownCurrent")}</option>
            <option value="archived">{t("catalogue.shownArchived")}</option>
          </select>
        </div>
        <button type="submit" className={buttonClass("secondary")}>
          {t("catalogue.searchSubmit")}
        </button>
        {search || shown === "archived" ? (
          <Link to={view.path} className="text-sm text-brand-600 underline">
            {t("catalogue.searchReset")}
          </Link>
        ) : null}
      </Form>

      <DataTable<Row>
        className="mt-4"
        caption={t("catalogue.count", { count: total })}
        showCaption
        rows={rows}
        rowKey={(r) => r.id}
        rowProps={(r) => ({ id: `item-${r.id}` })}
        empty={t("catalogue.empty")}
        columns={[
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
        ]}
      />
      {pages > 1 ? (
        <nav aria-label={t("catalogue.page", { page, pages })} className="mt-4 flex items-center gap-4">
          {page > 1 ? <Link to={pageHref(page - 1)}>{t("catalogue.previous")}</Link> : null}
          <span>{t("catalogue.page", { page, pages })}</span>
          {page < pages ? <Link to={pageHref(page + 1)}>{t("catalogue.next")}</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}
