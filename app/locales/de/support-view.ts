/**
 * Texts of the association's read-only support view (decision 0963): the hint bar (a lazy chunk,
 * so they stay out of every page's first visit), the way back, and the refusal of a write.
 */
import { addResources } from "~/locales/registry";

const supportView = {
  hint: "Support-Ansicht: Sie sehen das Portal als {{name}} ({{company}}), nur lesend – Änderungen sind hier nicht möglich.",
  return: "Support-Ansicht beenden",
  returned: "Die Support-Ansicht ist beendet.",
  readOnly: "In der Support-Ansicht lässt sich nichts ändern. Beenden Sie sie über die Leiste oben.",
} as const;

export default supportView;

/** The area for the support view's bar and its server side; a call, as the package is free of side effects. */
export function registerSupportView(): void {
  addResources("de", { supportView });
}

export type SupportViewTexts = typeof supportView;
