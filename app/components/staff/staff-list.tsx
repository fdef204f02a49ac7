/**
 * The one frame of the association's staff lists (issue 39): the title with intro and actions, the
 * GET filter form (works without JavaScript), the table with its counted caption, and the pages
 * the server cut (`?page=`). A list only says its filters, columns and rows, so every staff list
 * looks, reads and pages alike.
 */
import type { ReactNode } from "react";
import { FilterBar, type FilterBarProps } from "~/components/content/filter-bar";
import { PageTitle } from "~/components/content/page-title";
import { Pagination } from "~/components/content/pagination";
import { DataTable, type DataTableProps } from "~/components/ui/data-table";
import { t } from "~/i18n";
import { formatNumber } from "~/lib/format";

export interface StaffListProps<T> {
  title: string;
  intro?: string;
  /** the create / import links beside the title */
  actions?: ReactNode;
  filters: FilterBarProps;
  /** between the filters and the table: a refused filter */
  notes?: ReactNode;
  /** the caption names the count of all matches, not of this page */
  table: Omit<DataTableProps<T>, "showCaption" | "variant">;
  /** `capped`: the count stopped a step past the page (decision 0992) */
  paging: { page: number; total: number; limit: number; capped?: boolean };
  /** a wider page for lists with many columns */
  wide?: boolean;
}

/** A counted list's caption: `key` with the count, or `<key>Capped` ("Mehr als 1.000 …") when the count stopped. */
export function countCaption(key: "associationNews.total" | "memberCompanies.list.total" | "support.audit.total", { total, capped }: { total: number; capped?: boolean }): string {
  // the key pair is built here, so it is looked up untyped (as app/lib/text-key.ts does)
  const lookup = t as unknown as (key: string, options: { count: number; number: string }) => string;
  return lookup(capped ? `${key}Capped` : key, { count: total, number: formatNumber(total) });
}

export function StaffList<T>({ title, intro, actions, filters, notes, table, paging, wide = false }: StaffListProps<T>) {
  return (
    <div className={`mx-auto ${wide ? "max-w-7xl" : "max-w-6xl"}`}>
      <PageTitle title={title} intro={intro} actions={actions} />
      <FilterBar {...filters} />
      {notes}
      <DataTable<T> {...table} showCaption />
      <Pagination {...paging} />
    </div>
  );
}
