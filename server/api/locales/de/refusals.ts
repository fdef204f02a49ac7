/**
 * The German answers of the host's refusals before any route (server/app.ts): an unknown host, a
 * cross-site form post, a body without length or too large. ../en/refusals.ts has the same keys.
 */
const refusals = {
  400: "Diese Anfrage kam über einen unbekannten Host und wurde abgelehnt.",
  403: "Diese Anfrage kam nicht von dieser Seite und wurde abgelehnt.",
  411: "Die Länge der gesendeten Daten fehlt.",
  413: "Die gesendeten Daten sind zu groß.",
};

export default refusals;
export type RefusalTexts = typeof refusals;
