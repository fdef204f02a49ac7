/**
 * Every visible German string of the portal shell. Texts quoted by the spec are verbatim.
 * Code refers to them by key; `t("…")` is type-checked against this object.
 */
const common = {
  portal: {
    title: "Partnerportal",
    association: "Einkaufsverband",
    skipLink: "Zum Inhalt springen",
    loading: "Seite wird geladen …",
    offline: "Sie sind offline. Änderungen können erst gespeichert werden, wenn die Verbindung wieder besteht.",
    backOnline: "Die Verbindung ist wieder da.",
    dismiss: "Schließen",
    messages: "Meldungen",
  },
  login: {
    pageTitle: "Anmelden",
    heading: "Anmeldung für Partner",
    intro: "Melden Sie sich mit dem Konto Ihres Unternehmens an.",
    email: "E-Mail",
    password: "Passwort",
    submit: "Anmelden",
    submitting: "Anmeldung läuft …",
    forgotPassword: "Passwort vergessen?",
    failed:
      "E-Mail-Adresse und Passwort stimmen nicht überein. Bitte prüfen Sie Ihre Eingaben oder nutzen Sie „Passwort vergessen?“.",
    rateLimited:
      "Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.",
    suspended: "Dieses Konto ist deaktiviert. Bitte wenden Sie sich an den Account-Verwalter Ihres Unternehmens.",
    unavailable: "Die Anmeldung ist gerade nicht möglich. Bitte versuchen Sie es gleich noch einmal.",
    sessionExpired: "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.",
    loggedOut: "Sie wurden abgemeldet.",
    emailRequired: "Bitte geben Sie Ihre E-Mail-Adresse ein.",
    emailInvalid: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
    passwordRequired: "Bitte geben Sie Ihr Passwort ein.",
  },
  header: {
    home: "Zum Dashboard",
    toggleSidebar: "Seitenleiste ein- oder ausklappen",
    openNavigation: "Navigation öffnen",
    closeNavigation: "Navigation schließen",
    profileMenu: "Profilmenü",
    signedInAs: "Angemeldet als",
    logout: "Abmelden",
    settings: "Darstellung",
    help: "Hilfe",
    notifications: "Benachrichtigungen",
    noNotifications: "Keine neuen Benachrichtigungen.",
  },
  nav: {
    label: "Hauptnavigation",
    groups: {
      overview: "Übersicht",
      masterdata: "Stammdaten",
      reports: "Auswertungen",
      account: "Konto",
      content: "Informationen",
      service: "Service",
    },
    dashboard: "Dashboard",
  },
  settings: {
    title: "Darstellung",
    description: "Diese Einstellungen gelten für diesen Browser.",
    navbarFixed: "Kopfzeile beim Scrollen fixieren",
    sidebarMini: "Seitenleiste minimieren",
    sidebarColor: "Farbe der Seitenleiste",
    colors: { dark: "Dunkel", light: "Hell", brand: "Verbandsblau" },
    save: "Übernehmen",
    close: "Schließen",
    saved: "Darstellung gespeichert.",
    invalid: "Die Darstellung konnte nicht gespeichert werden. Bitte wählen Sie eine der angebotenen Optionen.",
  },
  help: {
    title: "Hilfe",
    keyboardTitle: "Bedienung per Tastatur",
    keyboard: [
      "Tab und Umschalt+Tab springen zwischen Links, Schaltflächen und Feldern.",
      "Enter öffnet Links und sendet Formulare ab; die Leertaste schaltet Kontrollkästchen um.",
      "Escape schließt geöffnete Menüs und Seitenbereiche.",
      "„Zum Inhalt springen“ ist der erste Link jeder Seite.",
    ],
    supportTitle: "Support",
    support: "Bei Fragen zum Partnerportal erreichen Sie den Partner-Support unter",
    supportEmail: "partnerportal@einkaufsverband.example",
    supportPhone: "+49 521 123 456-0",
    supportHours: "Mo–Fr 8:00–17:00 Uhr",
  },
  footer: {
    copyright: "© {{year}} Einkaufsverband · Partnerportal",
    support: "Partner-Support",
    accessibility: "Barrierefreiheit",
  },
  accessibility: {
    pageTitle: "Erklärung zur Barrierefreiheit",
    intro:
      "Der Einkaufsverband ist bemüht, sein Partnerportal im Einklang mit den Bestimmungen des Behindertengleichstellungsgesetzes (BGG) und der Barrierefreie-Informationstechnik-Verordnung (BITV 2.0) barrierefrei zugänglich zu machen. Diese Erklärung gilt für das Partnerportal unter dieser Adresse.",
    statusTitle: "Stand der Vereinbarkeit mit den Anforderungen",
    status:
      "Das Partnerportal ist mit den Anforderungen der BITV 2.0 teilweise vereinbar. Alle Funktionen sind per Tastatur und ohne JavaScript bedienbar; die unten genannten Inhalte sind noch nicht barrierefrei.",
    gapsTitle: "Nicht barrierefreie Inhalte",
    gaps: [
      "Die Seiten des ZR-Clients werden vom Zentralregulierungssystem bereitgestellt und im Portal eingebettet; ihre Barrierefreiheit liegt außerhalb des Portals.",
      "PDF-Dokumente, die Lieferanten und der Verband hochladen, sind nicht durchgängig barrierefrei (z. B. ohne Tags oder Alternativtexte).",
      "Eine vollständige Prüfung durch eine unabhängige Prüfstelle steht noch aus; die automatisierten Prüfungen erfassen nur einen Teil der Anforderungen.",
    ],
    findingsTitle: "Von den automatisierten Prüfungen gefundene Mängel",
    noFindings: "Die automatisierten Prüfungen finden auf den geprüften Seiten derzeit keine Mängel.",
    finding: "Regel „{{rule}}“ (Schweregrad {{impact}}), zuletzt gefunden auf: {{screens}}",
    methodTitle: "Erstellung dieser Erklärung",
    method:
      "Diese Erklärung wurde am {{date}} aus den Ergebnissen der automatisierten Prüfung erstellt, die bei jeder Änderung des Portals läuft: {{count}} Bildschirmseiten werden mit axe-core gegen {{standard}} geprüft, jeweils mit und ohne JavaScript.",
    screensTitle: "Geprüfte Seiten",
    feedbackTitle: "Feedback und Kontakt",
    feedback:
      "Sind Ihnen Mängel beim barrierefreien Zugang zu Inhalten aufgefallen? Dann schreiben Sie uns bitte. Wir antworten innerhalb von zwei Wochen.",
    enforcementTitle: "Schlichtungsverfahren",
    enforcement:
      "Wenn auch nach Ihrem Feedback an den oben genannten Kontakt keine zufriedenstellende Lösung gefunden wurde, können Sie sich an die Schlichtungsstelle nach § 16 BGG wenden. Die Schlichtungsstelle BGG hat die Aufgabe, bei Konflikten zum Thema Barrierefreiheit zwischen Menschen mit Behinderungen und öffentlichen Stellen eine außergerichtliche Streitbeilegung zu unterstützen. Das Schlichtungsverfahren ist kostenlos; es muss kein Rechtsbeistand eingeschaltet werden.",
    enforcementContact: "Schlichtungsstelle nach dem Behindertengleichstellungsgesetz bei dem Beauftragten der Bundesregierung für die Belange von Menschen mit Behinderungen, Mauerstraße 53, 10117 Berlin, Telefon 030 18 527-2805, E-Mail info@schlichtungsstelle-bgg.de, www.schlichtungsstelle-bgg.de",
  },
  dashboard: {
    pageTitle: "Dashboard",
    greeting: "Willkommen, {{name}}",
    company: "Sie sind für {{company}} angemeldet.",
    userType: { HP: "Handelspartner", LF: "Lieferant" },
    companyLabel: "Unternehmen",
    typeLabel: "Partnertyp",
    typeValue: "{{type}} ({{relation}})",
  },
  errors: {
    forbidden: "Keine Berechtigung!",
    forbiddenDescription: "Sie haben keine Berechtigung, diese Seite zu sehen.",
    notFound: "Nicht gefunden!",
    notFoundDescription: "This page could not be found",
    notFoundHint: "Die aufgerufene Seite gibt es nicht oder nicht mehr.",
    internal: "Interner Server Fehler!",
    internalDescription:
      "Bitte versuchen Sie es später erneut. Besteht der Fehler weiter, wenden Sie sich an den Partner-Support.",
    unavailable: "Vorübergehend nicht erreichbar",
    unavailableDescription: "Das Partnerportal kann seine Daten gerade nicht abrufen. Bitte versuchen Sie es in einigen Augenblicken noch einmal.",
    unavailableSave: "Noch nicht gespeichert: Das Partnerportal erreicht seine Daten gerade nicht. Ihre Eingaben sind erhalten – bitte senden Sie das Formular in einigen Augenblicken noch einmal.",
    generic: "Error",
    errorPageFailed: "An error occurred while showing the error page",
    backToDashboard: "Zurück zum Dashboard",
    backHome: "Zur Startseite",
    requestId: "Fehlernummer: {{id}}",
    tooLarge: "Die gesendeten Daten sind zu groß.",
    crossSite: "Diese Anfrage kam nicht von dieser Seite und wurde abgelehnt.",
  },
  validation: {
    required: "Pflichtfeld",
  },
} as const;

export default common;
export type CommonResources = typeof common;
