/**
 * German strings of the account area that the sign-in screens and the shell need: terms of use,
 * password reset, sub-accounts and impersonation. The account screens' own texts (settings,
 * management, permissions, audit log) are in ./account-screens.ts. Texts quoted by the spec are verbatim.
 */
const account = {
  nav: {
    settings: "Kontoeinstellungen",
    subAccounts: "Unterkonten",
    management: "Account-Verwaltung",
    myData: "Meine Daten",
  },
  saved: "Erfolgreich gespeichert",
  saveFailed: "Fehler aufgetreten.",
  validation: {
    emailRequired: "Bitte geben Sie eine E-Mail-Adresse ein.",
    emailInvalid: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
    passwordRequired: "Bitte geben Sie ein neues Passwort ein.",
    passwordTooShort: "Das Passwort muss mindestens 8 Zeichen lang sein.",
    repeatRequired: "Bitte wiederholen Sie das neue Passwort.",
    mismatch: "Die Passwörter stimmen nicht überein.",
    currentRequired: "Bitte geben Sie Ihr aktuelles Passwort ein.",
    currentWrong: "Das aktuelle Passwort ist nicht korrekt.",
    nameTooLong: "Bitte höchstens 100 Zeichen.",
  },
  terms: {
    pageTitle: "Nutzungsbedingungen",
    heading: "Nutzungsbedingungen des Partnerportals",
    intro: "Bevor Sie das Partnerportal nutzen, lesen und akzeptieren Sie bitte die Nutzungsbedingungen.",
    version: "Fassung {{version}}",
    sections: [
      {
        title: "1. Zweck des Portals",
        text: "Das Partnerportal stellt den Handelspartnern und Lieferanten des Einkaufsverbands Informationen, Dokumente und Werkzeuge für die Zusammenarbeit bereit. Es darf nur für diesen Zweck genutzt werden.",
      },
      {
        title: "2. Zugangsdaten",
        text: "Ihre Zugangsdaten sind persönlich. Geben Sie Ihr Passwort nicht weiter und melden Sie sich an gemeinsam genutzten Geräten nach der Nutzung ab. Einen Verdacht auf Missbrauch melden Sie bitte sofort dem Partner-Support.",
      },
      {
        title: "3. Vertraulichkeit",
        text: "Konditionen, Preise, Umsatzdaten und Dokumente im Portal sind vertraulich. Sie dürfen nur innerhalb Ihres Unternehmens und nur von Personen genutzt werden, die sie für ihre Arbeit benötigen.",
      },
      {
        title: "4. Protokollierung",
        text: "Anmeldungen, Kontowechsel sowie Passwort- und Statusänderungen werden mit Zeitpunkt und IP-Adresse protokolliert. Die Account-Verwalter Ihres Unternehmens können dieses Protokoll einsehen.",
      },
      {
        title: "5. Änderungen",
        text: "Ändern sich die Nutzungsbedingungen, werden Sie bei der nächsten Anmeldung erneut um Ihre Zustimmung gebeten.",
      },
    ],
    accept: "Akzeptieren",
    deny: "Ablehnen",
    accepted: "Vielen Dank. Sie haben die Nutzungsbedingungen akzeptiert.",
    denied: "Sie haben die Nutzungsbedingungen abgelehnt und wurden abgemeldet.",
  },
  reset: {
    pageTitle: "Passwort zurücksetzen",
    requestHeading: "Passwort zurücksetzen",
    requestIntro: "Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir schicken Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.",
    email: "E-Mail",
    request: "Link anfordern",
    sent: "Wenn zu dieser E-Mail-Adresse ein Konto besteht, haben wir Ihnen einen Link geschickt. Er ist eine Stunde gültig.",
    requestFailed: "Die Anforderung konnte gerade nicht gesendet werden. Bitte versuchen Sie es gleich noch einmal.",
    newHeading: "Neues Passwort festlegen",
    newIntro: "Wählen Sie ein Passwort mit mindestens 8 Zeichen.",
    password: "Neues Passwort",
    repeat: "Passwort wiederholen",
    save: "Passwort speichern",
    done: "Ihr Passwort wurde gespeichert. Bitte melden Sie sich mit dem neuen Passwort an.",
    failed: "Das Passwort konnte nicht zurückgesetzt werden. Der Link ist ungültig, abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen Link an.",
    requestNew: "Neuen Link anfordern",
    backToLogin: "Zurück zur Anmeldung",
  },
  device: {
    unknown: "Unbekanntes Gerät",
    browserOn: "{{browser}} unter {{os}}",
  },
  subAccounts: {
    pageTitle: "Unterkonten",
    intro: "Wechseln Sie in das Konto einer Ihrer Filialen. Über die Hinweisleiste oben kehren Sie jederzeit zu Ihrem Hauptkonto zurück.",
    empty: "Ihrem Konto sind keine Unterkonten zugeordnet.",
    switchTo: "Wechseln",
    switchToLabel: "Zu {{name}} wechseln",
    switched: "Sie sind jetzt als {{name}} angemeldet.",
    failed: "Der Wechsel in dieses Konto ist nicht möglich.",
    tfaRequired: "{{name}} verlangt die Zwei-Faktor-Authentifizierung. Richten Sie sie in Ihrem Profil ein und melden Sie sich mit ihr neu an, dann können Sie wechseln.",
    headerSwitch: "Unterkonto wechseln",
  },
  impersonation: {
    hint: "Sie sind als {{name}} ({{company}}) angemeldet – über das Hauptkonto {{parent}}.",
    return: "Zum Hauptkonto zurückkehren",
    returned: "Sie sind wieder mit Ihrem Hauptkonto angemeldet.",
  },
} as const;

export default account;
