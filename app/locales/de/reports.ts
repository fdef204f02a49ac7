/** Texts of the reports area's own screens (issue 30): purchase volume and settlement statistic. */
import { addResources } from "~/locales/registry";
import { registerShell } from "./shell";

const reports = {
  year: "Jahr",
  show: "Anzeigen",
  month: "Monat",
  change: "Veränderung",
  noChange: "–",
  notYet: "–",
  exportCsv: "Als CSV exportieren",
  /** a CSV column of amounts */
  inEuro: "{{label}} (EUR)",
  purchaseVolume: {
    pageTitle: "Einkaufsvolumen",
    intro: "Ihr Einkaufsvolumen bei den Lieferanten des Verbands aus der Zentralregulierung: Rechnungen abzüglich Gutschriften, je Monat und im Vergleich zum Vorjahr.",
    total: "Einkaufsvolumen {{year}}",
    previousTotal: "Vorjahr {{year}}, gleicher Zeitraum",
    period: "Januar bis {{month}}",
    chartTitle: "Einkaufsvolumen je Monat, {{year}} gegen {{previous}}",
    chartDesc: "Balkendiagramm mit zwei Balken je Monat: hell das Vorjahr {{previous}}, dunkel {{year}}. Höchster Monatswert {{max}}. Die Werte stehen auch in der Tabelle darunter.",
    monthsCaption: "Einkaufsvolumen je Monat, {{year}} und Vorjahr",
    suppliers: "Nach Lieferant",
    suppliersCaption: "Einkaufsvolumen je Lieferant, {{year}} und Vorjahr im gleichen Zeitraum",
    supplier: "Lieferant",
    empty: "Für dieses Jahr liegen keine Abrechnungsdaten vor.",
    csvFile: "einkaufsvolumen-{{year}}.csv",
    suppliersCsvFile: "einkaufsvolumen-{{year}}-lieferanten.csv",
  },
  settlements: {
    pageTitle: "Regulierungsstatistik",
    intro: "Die Regulierungsläufe der Zentralregulierung für die Konten Ihres Unternehmens, je Monat.",
    caption: "Regulierungsläufe je Monat {{year}}",
    chartTitle: "Bruttobetrag der Regulierungsläufe je Monat, {{year}} gegen {{previous}}",
    chartDesc: "Balkendiagramm mit zwei Balken je Monat: hell das Vorjahr {{previous}}, dunkel {{year}}. Höchster Monatswert {{max}}. Die Werte stehen auch in der Tabelle darunter.",
    chartCaption: "Bruttobetrag je Monat, {{year}} und Vorjahr",
    runs: "Läufe",
    receipts: "Belege",
    gross: "Bruttobetrag",
    discount: "Delkredere und Skonto",
    sum: "Summe",
    empty: "Für dieses Jahr liegen keine Regulierungsläufe vor.",
    csvFile: "regulierungsstatistik-{{year}}.csv",
  },
} as const;

export default reports;

export type ReportsTexts = typeof reports;

/** For the reports' screens; a call, as the package is free of side effects. */
export function registerReports(): void {
  registerShell();
  addResources("de", { reports });
}
