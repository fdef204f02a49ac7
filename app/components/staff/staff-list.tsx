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

export interface StaffListProps<T> {
  title: string;
  intro?: string;
  /** the create / import links beside the title */
  actions?: ReactNode;
  filters: FilterBarProps;
  /** between the filters and the table: a refused filter, a capped count */
  notes?: ReactNode;
  /** the caption names the count of all matches, not of this page */
  table: Omit<DataTableProps<T>, "showCaption" | "variant">;
  paging: { page: number; total: number; limit: number };
  /** a wider page for lists with many columns */
  wide?: boolean;
}

export function StaffList<T>({ title, intro, actions, filters, notes, table, paging, wide = false }: StaffListProps<T>) {
  return (
    <div className={`mx-auto ${wide ? "max-w-7xl" : "max-w-6xl"}`}>
      <PageTitle title={title} intro={intro} actions={actions} />
      <FilterBar {...filters} />
      {notes}
      <DataTable<T> {...table} showCaption />
      <Pagination page={paging.page} total={paging.total} limit={paging.limit} />
    </div>
  );
}
