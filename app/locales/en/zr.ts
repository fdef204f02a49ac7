import type de from "../de/zr";
import type { Translation } from "../translation";

/** English twin of ../de/zr.ts */
const zr: Translation<typeof de> = {
  intro: "The central settlement (ZR) pages are provided by the settlement system and embedded here.",
  tabs: "ZR accounts",
  tabLabel: "{{tabName}} – {{brand}} ({{accid}})",
  loading: "Loading central settlement …",
  frameTitle: "Central settlement: {{screen}} – {{tabName}}",
  back: "Back",
  openDirect: "Open page in a separate window",
  noAccounts: "No central settlement account has been assigned to your company yet.",
  unavailable: "Central settlement cannot be reached at the moment. Please try again later.",
  notConfigured: "No central settlement system has been set up for this portal.",
  forbidden: "You do not have permission for this area of central settlement.",
};

export default zr;
