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
