/**
 * The portal's one list table: caption (visually hidden unless asked), column headers, rows, an
 * empty state instead of an empty table, and an optional CSV link to the export of what is shown.
 */
import type { HTMLAttributes, ReactNode } from "react";
import { CsvLink } from "./csv-link";

export interface DataColumn<T> {
  key: string;
  header: ReactNode;
  cell: (row: T, index: number, rows: readonly T[]) => ReactNode;
  /** extra classes for this column's cells (e.g. "whitespace-nowrap") */
  className?: string;
}

export interface DataTableProps<T> {
  /** names the table for screen readers; shown when `showCaption` */
  caption: string;
  showCaption?: boolean;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** extra attributes per row: an anchor id, drag-and-drop handlers … */
  rowProps?: (row: T, index: number) => HTMLAttributes<HTMLTableRowElement> & { [data: `data-${string}`]: string };
  /** shown instead of the table when there are no rows */
  empty: ReactNode;
  /** link to the CSV export of exactly these rows */
  csv?: { href: string; label: string };
  /** "card" (default) for a table on the page, "plain" inside an existing card */
  variant?: "card" | "plain";
  className?: string;
}

const CELL = "px-3 py-2 align-top";

export function DataTable<T>({ caption, showCaption, columns, rows, rowKey, rowProps, empty, csv, variant = "card", className = "" }: DataTableProps<T>) {
  return (
    <div className={className}>
      {csv ? (
        <p className="mb-2 flex justify-end">
          <CsvLink href={csv.href} label={csv.label} size="sm" />
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className="text-slate-600">{empty}</p>
      ) : (
        <div className={`overflow-x-auto ${variant === "card" ? "rounded-lg bg-white shadow-sm" : ""}`}>
          <table className="w-full text-left text-sm">
            <caption className={showCaption ? "px-3 py-2 text-left font-semibold text-slate-900" : "sr-only"}>{caption}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {columns.map((c) => (
                  <th key={c.key} scope="col" className={CELL}>
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={rowKey(row)} className="border-t border-slate-100" {...rowProps?.(row, i)}>
                  {columns.map((c) => (
                    <td key={c.key} className={`${CELL} ${c.className ?? ""}`}>
                      {c.cell(row, i, rows)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
