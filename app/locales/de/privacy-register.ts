/**
 * Texts of the personal-data screens (issue 41): the processing record for Administration
 * (/verband/datenschutz) and "Meine Daten" (/account/meine-daten). The labels of the register's
 * vocabulary (server/api/values/privacy.ts) are typed by it, so a new value needs its label here.
 */
import { addResources } from "~/locales/registry";
import type { Erasure, PersonalCategory, Purpose, Retention } from "#contract/privacy";

const purposes: Record<Purpose, string> = {
  account: "Benutzerkonten des Portals: Anmeldung, Berechtigungen, Einstellungen und Datenexporte",
  security: "Sicherheit der Anmeldung: Sitzungen, Fehlanmeldungen, Einmal-Links",
  contacts: "Ansprechpartner der Mitgliedsfirmen in den Stammdaten",
  association: "Ansprechpartner des Verbands für die Mitgliedsfirmen",
  events: "Veranstaltungen des Verbands und Anmeldungen dazu",
  documents: "Dokumente der Lieferanten und ihre Prüfung",
  content: "Website- und Karriere-Inhalte der Partner, die Ansprechpartner nennen",
  notifications: "Benachrichtigungen und E-Mail-Versand",
  history: "Nachvollziehbarkeit: Protokoll und Änderungsverlauf",
  settlement: "Anmeldung am Zentralregulierungs-Client",
  memberAdmin: "Import von Mitgliedsfirmen mit ihrer ersten Account-Verwaltung",
  awards: "Wohnsinnspreise: Einreichungen der Partner",
  feedback: "Kundenzufriedenheit: Bewertungen von Endkunden",
};

const categories: Record<PersonalCategory, string> = {
  identity: "Name und Anrede",
  contact: "Kontaktdaten (E-Mail, Telefon)",
  professional: "Berufliche Angaben",
  image: "Bilder",
  signIn: "Anmeldedaten (Passwort, zweiter Faktor, Sitzungen, IP-Adresse, Browser)",
  permissions: "Berechtigungen und Unterkonten",
  preferences: "Einstellungen und Abonnements",
  participation: "Veranstaltungsanmeldungen",
  authored: "Selbst verfasste Texte",
  activity: "Handlungen im Portal (wer hat was getan)",
  communication: "Versandte und wartende Nachrichten",
};

const retentions: Record<Retention, string> = {
  account: "solange das Konto besteht",
  contact: "solange der Ansprechpartner gepflegt wird",
  record: "solange der zugehörige Datensatz besteht",
  rateLimit: "bis zum Ende der Sperrfrist nach Fehlanmeldungen",
  RETENTION_SESSIONS_DAYS: "Anmeldefrist (RETENTION_SESSIONS_DAYS, Standard 90 Tage)",
  RETENTION_OUTBOX_DAYS: "Postausgang (RETENTION_OUTBOX_DAYS, Standard 30 Tage)",
  RETENTION_JOBS_DAYS: "Hintergrundaufträge (RETENTION_JOBS_DAYS, Standard 30 Tage)",
  RETENTION_LINKS_DAYS: "Einmal-Links (RETENTION_LINKS_DAYS, Standard 7 Tage)",
  RETENTION_AUDIT_DAYS: "Protokoll (RETENTION_AUDIT_DAYS, Standard 2 Jahre; Anmeldeeinträge 90 Tage)",
};

const erasures: Record<Erasure, string> = {
  deleteRow: "Eintrag wird gelöscht",
  null: "Feld wird geleert",
  pseudonym: "Person wird durch ein Pseudonym ersetzt",
  deleteFile: "Datei wird mit allen Varianten gelöscht",
};

const privacyRegister = {
  record: {
    title: "Verzeichnis der Verarbeitungstätigkeiten",
    intro: "Erzeugt aus der Kennzeichnung jeder Spalte der Datenbank: wofür das Portal personenbezogene Daten verarbeitet, welche, von wem, wie lange und was bei einer Löschung geschieht.",
    caption: "Verarbeitungstätigkeiten",
    purpose: "Zweck",
    subjects: "Betroffene",
    categories: "Datenkategorien",
    retention: "Aufbewahrung",
    erasure: "Bei Löschung",
    tables: "Tabellen",
    subjectLabels: { user: "Nutzerinnen und Nutzer", contact: "Ansprechpartner der Firmen", samContact: "Ansprechpartner des Verbands" },
    exportTitle: "Daten einer Person exportieren",
    exportIntro: "Der Export wird im Hintergrund erstellt; Sie erhalten eine E-Mail und eine Benachrichtigung. Die Anforderung steht im Protokoll.",
    exportUser: "Account (E-Mail-Adresse)",
    exportUserSubmit: "Account exportieren",
    exportContact: "Ansprechpartner (Nummer)",
    exportContactSubmit: "Ansprechpartner exportieren",
    exportRequested: "Der Export wird erstellt. Sie erhalten eine E-Mail, sobald er bereit ist.",
    emailInvalid: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
    contactInvalid: "Bitte geben Sie die Nummer eines Ansprechpartners ein.",
    unknownUser: "Es gibt keinen Account mit dieser E-Mail-Adresse.",
    unknownContact: "Es gibt keinen Ansprechpartner mit dieser Nummer.",
    exportsLink: "Ihre angeforderten Exporte stehen unter „Meine Daten“.",
  },
  myData: {
    title: "Meine Daten",
    intro: "Laden Sie alles herunter, was das Portal über Sie gespeichert hat: eine ZIP-Datei mit einer JSON- und einer CSV-Datei je Kategorie und Ihrem Profilbild. Der Export wird im Hintergrund erstellt; Sie erhalten eine E-Mail und eine Benachrichtigung. Der Link funktioniert einmal, nur für Sie, sieben Tage lang.",
    request: "Export meiner Daten anfordern",
    requested: "Der Export wird erstellt. Sie erhalten eine E-Mail, sobald er bereit ist.",
    caption: "Angeforderte Exporte",
    subject: "Daten von",
    requestedAt: "Angefordert",
    status: "Stand",
    expiresAt: "Gültig bis",
    download: "Herunterladen",
    empty: "Noch keine Exporte angefordert.",
    statuses: { pending: "wird erstellt", ready: "bereit", downloaded: "heruntergeladen", expired: "abgelaufen", failed: "fehlgeschlagen" },
  },
  // Erasure screens (decision 0988): the colleague's account, a contact, and Administration's on request.
  erasure: {
    removes: "Was gelöscht wird",
    keeps: "Was bleibt",
    irreversible: "Die Löschung kann nicht rückgängig gemacht werden.",
    cancel: "Abbrechen",
    failed: "Die Löschung ist fehlgeschlagen. Bitte versuchen Sie es erneut.",
    refused: {
      OWN_ACCOUNT: "Ihren eigenen Account können Sie nicht löschen.",
      LAST_ACCOUNT_MANAGER: "Dies ist die letzte aktive Account-Verwaltung der Firma. Sperren Sie den Account zuerst oder geben Sie einer weiteren Person die Berechtigung „Account-Verwaltung“.",
      FORBIDDEN: "Diese Person gibt es nicht mehr, oder Sie dürfen sie nicht löschen.",
    },
    account: {
      heading: "Account löschen",
      intro: "Für ausgeschiedene Kolleginnen und Kollegen: Der Account und alle persönlichen Daten werden entfernt. Zum vorübergehenden Sperren genügt „Deaktivieren“.",
      action: "Account löschen …",
      title: "Account von {{name}} löschen?",
      removed: "Name, E-Mail-Adresse, Profilbild, Berechtigungen, Einstellungen und Abonnements; alle Sitzungen enden sofort; Anmeldungen zu künftigen Veranstaltungen, Links und Datenexporte.",
      kept: "Einträge im Protokoll, eingereichte Dokumente und Prüfentscheidungen bleiben – statt des Namens steht dort ein Pseudonym.",
      confirm: "Endgültig löschen",
      own: "Ihren eigenen Account können Sie hier nicht löschen.",
      done: "Der Account von {{name}} wurde gelöscht.",
    },
    contact: {
      action: "Löschen",
      actionLabel: "{{name}} löschen",
      title: "Ansprechpartner {{name}} löschen?",
      removed: "Name, Kontaktdaten, Foto mit allen Varianten, Nennungen auf der Website und Anmeldungen zu künftigen Veranstaltungen (mit der üblichen Absage an die Anmeldenden).",
      kept: "Der Änderungsverlauf bleibt, statt des Namens mit einem Pseudonym. Wer den Ansprechpartner nur ausblenden möchte, archiviert ihn.",
      confirm: "Endgültig löschen",
      done: "Der Ansprechpartner {{name}} wurde gelöscht.",
    },
    person: {
      title: "Person löschen",
      intro: "Auf Antrag einer Person (Art. 17 DSGVO) löschen Sie hier ihren Account oder ihre Daten als Ansprechpartner. Die Löschung steht mit dem Grund im Protokoll.",
      searchLabel: "Name oder E-Mail-Adresse",
      searchHint: "Mindestens drei Zeichen.",
      searchSubmit: "Suchen",
      searchTooShort: "Bitte geben Sie mindestens drei Zeichen ein.",
      resultsCaption: "Gefundene Personen",
      noResults: "Niemand gefunden.",
      name: "Name",
      email: "E-Mail-Adresse",
      company: "Firma",
      kind: "Art",
      kinds: { account: "Account", contact: "Ansprechpartner der Firma", samContact: "Ansprechpartner des Verbands" },
      association: "Verband",
      inactive: "gesperrt oder archiviert",
      select: "Löschen …",
      selectLabel: "{{name}} löschen",
      confirmTitle: "{{name}} löschen?",
      removedAccount: "Name, E-Mail-Adresse, Profilbild, Berechtigungen, Einstellungen und Abonnements; alle Sitzungen enden sofort; Anmeldungen zu künftigen Veranstaltungen, Links und Datenexporte.",
      removedContact: "Name, Kontaktdaten, Foto mit allen Varianten, Nennungen auf der Website und in Mails des Postausgangs, Anmeldungen zu künftigen Veranstaltungen (mit der üblichen Absage).",
      kept: "Einträge im Protokoll, eingereichte Dokumente und Prüfentscheidungen bleiben – statt des Namens steht dort ein Pseudonym.",
      reason: "Grund der Löschung",
      reasonHint: "Wer hat wann und wie die Löschung beantragt? Der Grund steht im Protokoll.",
      reasonRequired: "Bitte geben Sie den Grund der Löschung an.",
      reasonTooLong: "Der Grund darf höchstens 500 Zeichen lang sein.",
      confirm: "Endgültig löschen",
      done: "{{name}} wurde gelöscht. Die Löschung steht mit dem Grund im Protokoll.",
      suspendedTitle: "Lange gesperrte Accounts",
      suspendedIntro: "Diese Accounts sind länger gesperrt als die eingestellte Frist (Voreinstellung: zwölf Monate) und werden zur Löschung angeboten. Gelöscht wird erst, wenn Sie es bestätigen.",
      suspendedCaption: "Accounts, länger gesperrt als die Frist",
      suspendedSince: "Gesperrt seit",
      suspendedEmpty: "Kein Account ist länger gesperrt als die Frist.",
      suspendedReason: "Länger gesperrt als die Aufbewahrungsfrist",
      link: "Person löschen",
    },
  },
  purposes,
  categories,
  retentions,
  erasures,
} as const;

export default privacyRegister;

/** The area for the personal-data screens; a call, as the package is free of side effects. */
export function registerPrivacyRegister(): void {
  addResources("de", { privacyRegister });
}

export type PrivacyRegisterTexts = typeof privacyRegister;
