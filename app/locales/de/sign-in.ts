/**
 * The sign-in screens' texts (the password form and the two-factor step), out of the first visit's
 * common texts so that no signed-in screen downloads them (decision 0986): the sign-in routes
 * register them, the server has them all along (./all-areas.ts).
 */
import { addResources } from "~/locales/registry";

const signIn = {
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
    suspended:
      "Dieses Konto ist deaktiviert. Bitte wenden Sie sich an den Account-Verwalter Ihres Unternehmens.",
    unavailable:
      "Die Anmeldung ist gerade nicht möglich. Bitte versuchen Sie es gleich noch einmal.",
    sessionExpired:
      "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.",
    loggedOut: "Sie wurden abgemeldet.",
    emailRequired: "Bitte geben Sie Ihre E-Mail-Adresse ein.",
    emailInvalid: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
    passwordRequired: "Bitte geben Sie Ihr Passwort ein.",
  },
  loginTfa: {
    pageTitle: "Bestätigungscode",
    heading: "Anmeldung bestätigen",
    intro:
      "Geben Sie den sechsstelligen Code aus Ihrer Authenticator-App ein oder einen Ihrer Wiederherstellungscodes.",
    code: "Code",
    submit: "Bestätigen",
    codeRequired: "Bitte geben Sie den Code ein.",
    failed:
      "Der Code stimmt nicht oder wurde schon verwendet. Bitte geben Sie den aktuellen Code ein.",
    expired:
      "Die Anmeldung hat zu lange gedauert. Bitte melden Sie sich erneut an.",
    back: "Zurück zur Anmeldung",
  },
} as const;
export type SignInTexts = typeof signIn;
export default signIn;

export function registerSignIn(): void {
  addResources("de", signIn);
}
