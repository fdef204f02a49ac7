/** Texts of the privacy page (/datenschutz, issue 41): loaded by that page only. */
import { addResources } from "~/locales/registry";
import type { CookieKey } from "~/lib/cookies";

const cookies: Record<CookieKey, string> = {
  session: "Hält Ihre Anmeldung (verschlüsselt, für JavaScript nicht lesbar) und einmalige Hinweise wie „Gespeichert“. Ohne ihn ist keine Anmeldung möglich.",
  shell: "Merkt sich Ihre Darstellung aus den Einstellungen (Seitenleiste, Farbe, fixierte Kopfzeile). Wird nur gesetzt, wenn Sie dort etwas speichern.",
  changeSeq: "Sorgt nach einer Änderung dafür, dass Sie Ihre eigene Änderung sofort sehen, auch wenn Ihre nächste Anfrage von einem anderen Server beantwortet wird.",
  locale: "Merkt sich die Sprache des Portals (Deutsch).",
};

const privacy = {
  pageTitle: "Datenschutz",
  intro: "Das Partnerportal verarbeitet nur die Daten, die es für seine Aufgaben braucht. Hier steht, welche Cookies es setzt, was es protokolliert und wie lange es Daten aufbewahrt.",
  cookiesTitle: "Cookies",
  cookiesIntro: "Das Portal setzt nur technisch notwendige Cookies; es verwendet keine Cookies zur Analyse, Werbung oder Wiedererkennung über andere Websites. Alle sind nur für das Portal selbst lesbar.",
  cookiesCaption: "Cookies des Partnerportals",
  name: "Name",
  purpose: "Zweck",
  lifetime: "Speicherdauer",
  lifetimes: {
    session: "bis zum Schließen des Browsers",
    years_one: "{{count}} Jahr",
    years_other: "{{count}} Jahre",
    days_one: "{{count}} Tag",
    days_other: "{{count}} Tage",
    hours_one: "{{count}} Stunde",
    hours_other: "{{count}} Stunden",
    minutes_one: "{{count}} Minute",
    minutes_other: "{{count}} Minuten",
  },
  cookies,
  thirdPartyTitle: "Keine Inhalte von Dritten",
  thirdParty: "Schriften, Skripte und Bilder lädt das Portal ausschließlich von seinem eigenen Server. Beim Aufruf einer Seite werden keine Daten an Dritte übertragen.",
  logsTitle: "Protokolle",
  logs: "Der Server protokolliert jede Anfrage ohne ihre Suchparameter. IP-Adressen werden dabei gekürzt gespeichert (bei IPv4 ohne das letzte Byte, bei IPv6 ohne die letzten 80 Bit), ebenso in Ihren Anmeldesitzungen und im Protokoll Ihres Kontos.",
  retentionTitle: "Aufbewahrung",
  retention: [
    "Beendete Anmeldesitzungen und Anmeldeeinträge im Protokoll: 90 Tage",
    "Versandte E-Mails im Postausgang des Servers: 30 Tage",
    "Abgeschlossene Hintergrundaufträge: 30 Tage",
    "Abgelaufene oder benutzte Einladungs-, Passwort- und Bestätigungslinks: 7 Tage",
    "Übrige Einträge im Protokoll: 2 Jahre",
  ],
  retentionNote: "Der Betreiber kann diese Fristen verkürzen.",
} as const;

export default privacy;

/** The area for the privacy page; a call, as the package is free of side effects. */
export function registerPrivacy(): void {
  addResources("de", { privacy });
}

export type PrivacyTexts = typeof privacy;
