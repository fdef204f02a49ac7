/**
 * The association's support screens (issue 39, decision 0952): the partner accounts, their
 * support actions and the audit view. Registered by those screens only (registerSupport).
 */
import { addResources } from "~/locales/registry";

const support = {
  accounts: {
    intro: "Alle Accounts der Partnerfirmen. Support-Aktionen öffnen Sie über den Namen; jede braucht einen Grund und steht danach im Protokoll.",
    search: "Suche",
    searchHint: "Name, E-Mail-Adresse oder Firma",
    searchSubmit: "Suchen",
    name: "Name",
    email: "E-Mail",
    company: "Firma",
    status: "Status",
    locked: "Anmeldesperre",
    tfa: "Zwei-Faktor",
    lastLogin: "Letzte Anmeldung",
    never: "nie",
    active: "aktiv",
    suspended: "gesperrt",
    lockedYes: "gesperrt",
    lockedNo: "nein",
    tfaOn: "an",
    tfaOff: "aus",
    tfaPending: "neu einzurichten",
    empty: "Keine Accounts gefunden.",
    total_one: "{{count}} Account",
    total_other: "{{count}} Accounts",
    back: "Zu den Partner-Accounts",
  },
  detail: {
    heading: "{{name}}",
    company: "Firma: {{company}}",
    lastLogin: "Letzte Anmeldung: {{date}}",
    neverLoggedIn: "Noch nie angemeldet.",
    stateHeading: "Stand",
    statusActive: "Der Account ist aktiv.",
    statusSuspended: "Der Account ist seit {{date}} gesperrt.",
    lockedUntil: "Nach {{count}} Fehlanmeldungen ist die Anmeldung bis {{date}} gesperrt.",
    notLocked: "Keine Anmeldesperre ({{count}} Fehlanmeldungen im aktuellen Zeitfenster).",
    tfaOn: "Die Zwei-Faktor-Anmeldung ist eingeschaltet.",
    tfaOff: "Die Zwei-Faktor-Anmeldung ist ausgeschaltet.",
    tfaPending: "Die Zwei-Faktor-Anmeldung wurde zurückgesetzt; sie wird bei der nächsten Anmeldung neu eingerichtet.",
    auditLink: "Protokolleinträge zu diesem Account",
    actionsHeading: "Support-Aktion",
    actionsIntro: "Wählen Sie eine Aktion und nennen Sie den Grund (zum Beispiel die Ticketnummer). Beides steht danach mit Ihrem Namen im Protokoll.",
    action: "Aktion",
    reason: "Grund",
    reasonHint: "Pflichtfeld, höchstens 500 Zeichen.",
    submit: "Ausführen",
    actions: {
      unlock: "Anmeldesperre aufheben",
      "tfa-reset": "Zwei-Faktor-Anmeldung zurücksetzen (wird bei der nächsten Anmeldung neu eingerichtet, alle Sitzungen enden)",
      "password-link": "Link zum Zurücksetzen des Passworts senden",
      suspend: "Account sperren (alle Sitzungen enden)",
      reactivate: "Account wieder freischalten",
      impersonate: "Das Portal als dieser Benutzer ansehen (nur lesend, bis Sie die Ansicht beenden)",
    },
    done: {
      unlock: "Die Anmeldesperre von {{name}} ist aufgehoben.",
      "tfa-reset": "Die Zwei-Faktor-Anmeldung von {{name}} ist zurückgesetzt.",
      "password-link": "Der Link zum Zurücksetzen des Passworts ist an {{email}} unterwegs.",
      suspend: "{{name}} ist gesperrt.",
      reactivate: "{{name}} ist wieder freigeschaltet.",
      impersonate: "Sie sehen das Portal jetzt als {{name}}, nur lesend.",
    },
    errors: {
      action: "Bitte wählen Sie eine Aktion.",
      reason: "Bitte geben Sie einen Grund an.",
      reasonTooLong: "Der Grund darf höchstens 500 Zeichen lang sein.",
      notApplicable: "Diese Aktion passt nicht zum Stand des Accounts. Bitte laden Sie die Seite neu.",
      tfaRequired: "{{company}} verlangt die Zwei-Faktor-Anmeldung: Melden Sie sich mit Ihrem zweiten Faktor an, dann können Sie das Portal als dieser Benutzer ansehen.",
      alreadySwitched: "Sie sehen das Portal bereits als ein anderes Konto. Beenden Sie diese Ansicht zuerst.",
    },
  },
  audit: {
    intro: "Das Protokoll aller Firmen: Anmeldungen, Änderungen an Accounts und die Support-Aktionen des Verbands mit ihrem Grund.",
    filters: "Filter",
    company: "Firma",
    companyHint: "Teil des Firmennamens",
    user: "Benutzer",
    userHint: "Teil von Name oder E-Mail (handelnd oder betroffen)",
    action: "Aktion",
    allActions: "Alle Aktionen",
    from: "Von",
    to: "Bis",
    apply: "Filtern",
    reset: "Filter zurücksetzen",
    export: "Als CSV exportieren",
    when: "Zeitpunkt",
    actor: "Handelnd",
    target: "Betroffen",
    detail: "Angabe / Grund",
    from_: "Von (IP)",
    nobody: "–",
    onBehalf: "für {{name}}",
    empty: "Keine Einträge für diese Filter.",
    total_one: "{{count}} Eintrag",
    total_other: "{{count}} Einträge",
    totalCapped: "Mehr als {{number}} Einträge",
    periodInvalid: "Das Datum „Bis“ liegt vor „Von“.",
    csvFile: "protokoll.csv",
  },
} as const;

export type SupportTexts = typeof support;

export function registerSupport(): void {
  addResources("de", { support });
}

export default support;
