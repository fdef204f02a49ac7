/** Texts of the supplier screens (products, trading partners) and the association contacts. */
import { addResources } from "~/locales/registry";
import shell, { registerShell } from "./shell";

const supplier = {
  products: {
    intro: "Ihre Marken mit den Warengruppen, in denen sie geführt werden. Bei Warengruppen mit Anteil verteilt sich der Umsatz der Marke auf diese Gruppen – zusammen genau 100 %.",
    noBrands: "Ihrem Unternehmen sind noch keine Marken zugeordnet.",
    noGroups: "Noch keine Warengruppen zugeordnet.",
    supplierNr: "Lieferantennummer",
    edit: "Warengruppen bearbeiten",
    editLabel: "Warengruppen von {{brand}} bearbeiten",
    editTitle: "Warengruppen: {{brand}}",
    back: "Zu den Produkten",
    treeLegend: "Warengruppen",
    treeHint: "Wählen Sie die Warengruppen, in denen die Marke geführt wird. Bei Gruppen mit Anteil tragen Sie den Umsatzanteil in Prozent ein (eine Nachkommastelle, z. B. 33,3).",
    withShare: "mit Anteil",
    share: "Anteil",
    shareLabel: "Anteil „{{group}}“ in %",
    shareInvalid: "Bitte geben Sie für „{{group}}“ einen Anteil zwischen 0,1 und 100 % mit höchstens einer Nachkommastelle an.",
    sum: "Summe der Anteile",
    sumOk: "Die Anteile ergeben zusammen 100 %.",
    sumWrong: "Die Anteile ergeben zusammen {{sum}} % ({{diff}} % {{direction}}). Sie müssen genau 100 % ergeben; bis dahin wird nichts gespeichert.",
    missing: "fehlen",
    tooMuch: "zu viel",
    notSaved: "Nichts gespeichert: Bitte prüfen Sie die markierten Angaben.",
    save: "Warengruppen speichern",
    saved: "Erfolgreich gespeichert",
    forbidden: "Diese Marke gehört nicht zu Ihrem Unternehmen.",
  },
  partners: {
    intro: "Die Handelspartner, die Ihre Marken führen.",
    search: "Name des Handelspartners",
    searchHint: "Ab 2 Zeichen; Tippfehler und umschriebene Umlaute werden gefunden (z. B. „Moebel“).",
    brand: "Marke",
    allBrands: "Alle Marken",
    count_one: "{{count}} Handelspartner",
    count_other: "{{count}} Handelspartner",
    empty: "Keine Handelspartner gefunden.",
    failed: "Die Handelspartner konnten nicht geladen werden. Die Liste ist deshalb leer; bitte versuchen Sie es später erneut.",
    carries: "Führt",
    back: "Zu den Handelspartnern",
    address: "Anschrift",
    contacts: "Ansprechpartner",
    noContacts: "Dieser Handelspartner zeigt keine Ansprechpartner.",
    brands: "Ihre Marken bei diesem Handelspartner",
    forbidden: "Dieser Handelspartner führt keine Ihrer Marken.",
  },
  contactPartner: {
    intro: "Diese Ansprechpartner des Verbands betreuen Ihr Unternehmen.",
    empty: "Für Ihr Unternehmen ist noch kein Ansprechpartner hinterlegt. Bitte schreiben Sie an:",
    failed: "Die Ansprechpartner konnten gerade nicht geladen werden. Bitte schreiben Sie an:",
  },
  errors: {
    fetchProductGroups: "Die Warengruppen konnten nicht geladen oder gespeichert werden. Bitte versuchen Sie es später erneut.",
  },
} as const;

export default supplier;

/** The whole area (its shell texts included) for the screens and components that show it; a call, as the package is free of side effects. */
export function registerSupplier(): void {
  registerShell();
  addResources("de", { supplier });
}

/** The type of the whole area: the shell's part and the rest under the same keys. */
export type SupplierTexts = typeof shell.supplier & typeof supplier;
