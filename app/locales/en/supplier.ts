import type de from "../de/supplier";
import type { Translation } from "../translation";

/** English twin of ../de/supplier.ts */
const supplier: Translation<typeof de> = {
  products: {
    intro: "Your brands with the product groups in which they are listed. For product groups with a share, the brand's sales are divided among these groups – exactly 100% in total.",
    noBrands: "No brands have been assigned to your company yet.",
    noGroups: "No product groups assigned yet.",
    supplierNr: "Supplier number",
    edit: "Edit product groups",
    editLabel: "Edit product groups of {{brand}}",
    editTitle: "Product groups: {{brand}}",
    back: "To the products",
    treeLegend: "Product groups",
    treeHint: "Select the product groups in which the brand is listed. For groups with a share, enter the share of sales as a percentage (one decimal place, e.g. 33.3).",
    withShare: "with share",
    share: "Share",
    shareLabel: "Share of “{{group}}” in %",
    shareInvalid: "Please enter a share for “{{group}}” between 0.1 and 100% with no more than one decimal place.",
    sum: "Total of the shares",
    sumOk: "The shares add up to 100%.",
    sumWrong: "The shares add up to {{sum}}% ({{diff}}% {{direction}}). They must add up to exactly 100%; until then, nothing is saved.",
    missing: "short",
    tooMuch: "too much",
    notSaved: "Nothing saved: please check the highlighted details.",
    save: "Save product groups",
    saved: "Saved successfully",
    forbidden: "This brand does not belong to your company.",
  },
  partners: {
    intro: "The trading partners who carry your brands.",
    search: "Name of the trading partner",
    searchHint: "From 2 characters; typing errors and transcribed umlauts are found (e.g. “Moebel”).",
    brand: "Brand",
    allBrands: "All brands",
    count_one: "{{count}} trading partner",
    count_other: "{{count}} trading partners",
    empty: "No trading partners found.",
    failed: "The trading partners could not be loaded, so the list is empty; please try again later.",
    carries: "Carries",
    back: "To the trading partners",
    address: "Address",
    contacts: "Contacts",
    noContacts: "This trading partner does not show any contacts.",
    brands: "Your brands at this trading partner",
    forbidden: "This trading partner does not carry any of your brands.",
  },
  contactPartner: {
    intro: "These contacts at the association look after your company.",
    empty: "No contact has been assigned to your company yet. Please write to:",
    failed: "The contacts could not be loaded just now. Please write to:",
  },
  errors: {
    fetchProductGroups: "The product groups could not be loaded or saved. Please try again later.",
  },
};

export default supplier;
