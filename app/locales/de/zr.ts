/** Texts of the portal's ZR client screens (the frame around the settlement system); the simulator's own are in server/zr/texts-de.ts. */
import { addResources } from "~/locales/registry";

const zr = {
  intro: "Die Seiten der Zentralregulierung werden vom Regulierungssystem bereitgestellt und hier eingebettet.",
  tabs: "ZR-Konten",
  tabLabel: "{{tabName}} – {{brand}} ({{accid}})",
  loading: "Die Zentralregulierung wird geladen …",
  frameTitle: "Zentralregulierung: {{screen}} – {{tabName}}",
  back: "Zurück",
  openDirect: "Seite in einem eigenen Fenster öffnen",
  noAccounts: "Ihrem Unternehmen ist noch kein Konto der Zentralregulierung zugeordnet.",
  unavailable: "Die Zentralregulierung ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.",
  notConfigured: "Für dieses Portal ist kein System der Zentralregulierung eingerichtet.",
  forbidden: "Sie haben keine Berechtigung für diesen Bereich der Zentralregulierung.",
} as const;

export default zr;

/** The area for the ZR client screens; a call, as the package is free of side effects. */
export function registerZr(): void {
  addResources("de", { zr });
}

export type ZrTexts = typeof zr;
