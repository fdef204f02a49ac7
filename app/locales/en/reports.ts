import type de from "../de/reports";
import type { Translation } from "../translation";

/** English twin of ../de/reports.ts */
const reports: Translation<typeof de> = {
  year: "Year",
  show: "Show",
  month: "Month",
  change: "Change",
  noChange: "–",
  notYet: "–",
  exportCsv: "Export as CSV",
  /** a CSV column of amounts */
  inEuro: "{{label}} (EUR)",
  purchaseVolume: {
    pageTitle: "Purchase volume",
    intro: "Your purchase volume with the association's suppliers from central settlement (ZR): invoices less credit notes, per month and compared with the previous year.",
    total: "Purchase volume {{year}}",
    previousTotal: "Previous year {{year}}, same period",
    period: "January to {{month}}",
    chartTitle: "Purchase volume per month, {{year}} against {{previous}}",
    chartDesc: "Bar chart with two bars per month: light for the previous year {{previous}}, dark for {{year}}. Highest monthly value {{max}}. The values are also shown in the table below.",
    monthsCaption: "Purchase volume per month, {{year}} and previous year",
    suppliers: "By supplier",
    suppliersCaption: "Purchase volume per supplier, {{year}} and the same period of the previous year",
    supplier: "Supplier",
    empty: "There is no settlement data for this year.",
    csvFile: "purchase-volume-{{year}}.csv",
    suppliersCsvFile: "purchase-volume-{{year}}-suppliers.csv",
  },
  settlements: {
    pageTitle: "Settlement statistics",
    intro: "The central settlement (ZR) runs for your company's accounts, per month.",
    caption: "Settlement runs per month {{year}}",
    chartTitle: "Gross amount of the settlement runs per month, {{year}} against {{previous}}",
    chartDesc: "Bar chart with two bars per month: light for the previous year {{previous}}, dark for {{year}}. Highest monthly value {{max}}. The values are also shown in the table below.",
    chartCaption: "Gross amount per month, {{year}} and previous year",
    runs: "Runs",
    receipts: "Receipts",
    gross: "Gross amount",
    discount: "Del credere and cash discount",
    sum: "Total",
    empty: "There are no settlement runs for this year.",
    csvFile: "settlement-statistics-{{year}}.csv",
  },
};

export default reports;
