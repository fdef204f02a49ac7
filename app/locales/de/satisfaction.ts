/**
 * The customer satisfaction survey's texts (issue 5), under masterdata.satisfaction: only its own
 * screen shows them, so it registers them on its own (registerSatisfaction) and the other master
 * data screens do not download them.
 */
import { addResources } from "~/locales/registry";
import { registerShell } from "./shell";

const satisfaction = {
  pageTitle: "Kundenzufriedenheit",
  intro: "Auswertung der Kundenbewertungen Ihres Hauses.",
  responses: "Bewertungen",
  average: "Durchschnittliche Bewertung",
  averageValue: "{{value}} von 5",
  nps: "Weiterempfehlung (NPS)",
  noData: "Noch keine Bewertungen vorhanden.",
  distribution: "Verteilung der Bewertungen",
  stars_one: "{{count}} Stern",
  stars_other: "{{count}} Sterne",
  perMonth: "Durchschnitt pro Monat",
  chartSummary: "Diagramm; die Werte stehen auch in der Tabelle darunter.",
  month: "Monat",
  feedback: "Kundenfeedback",
  date: "Datum",
  customer: "Kunde",
  rating: "Bewertung",
  recommend: "Empfehlung (0–10)",
  comment: "Kommentar",
  status: "Status",
  setStatus: "Status setzen",
  setStatusLabel: "Status des Feedbacks vom {{date}}",
  statuses: { new: "Neu", in_progress: "In Bearbeitung", done: "Erledigt" },
  anonymous: "anonym",
  feedbackEmpty: "Noch kein Kundenfeedback vorhanden.",
  errors: {
    fetchFeedbackData: "Das Kundenfeedback konnte nicht geladen werden.",
    setFeedbackStatus: "Der Status des Feedbacks konnte nicht gesetzt werden.",
  },
} as const;

export default satisfaction;

/** For the survey's screen; a call, as the package is free of side effects. */
export function registerSatisfaction(): void {
  registerShell();
  addResources("de", { masterdata: { satisfaction } });
}
