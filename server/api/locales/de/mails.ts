/**
 * The German texts of every mail the API sends (issue 42, decision 0987): subjects, text lines, the
 * HTML layout's words, the names of attachments. ../en/mails.ts has the same keys (typecheck);
 * ../mails.ts picks the recipient's language. Values arrive as arguments, already formatted
 * (dates through Intl in the mail's language).
 */
const mails = {
  /** Intl's locale for dates and times in the mail (Europe/Berlin) */
  locale: "de-DE",
  common: {
    greeting: "Guten Tag,",
    greetingNamed: (name: string) => `Guten Tag ${name},`,
    /** the HTML layout's head and foot (mail/layout.ts) */
    portal: "Partnerportal",
    automatic: "Diese E-Mail wurde automatisch vom Partnerportal versendet.",
    association: "Einkaufsverband",
  },
  dates: {
    /** one day: "01.04.2026, 10:00 – 17:00 Uhr" */
    span: (date: string, from: string, to: string) => `${date}, ${from} – ${to} Uhr`,
    /** across days: "01.04.2026, 10:00 Uhr – 02.04.2026, 17:00 Uhr" */
    spanDays: (fromDate: string, from: string, toDate: string, to: string) => `${fromDate}, ${from} Uhr – ${toDate}, ${to} Uhr`,
    at: (date: string, time: string) => `${date}, ${time} Uhr`,
  },
  tfa: {
    subject: "Partnerportal: Zwei-Faktor-Anmeldung",
    enabled: "Die Zwei-Faktor-Anmeldung wurde für Ihr Konto eingerichtet.",
    disabled: "Die Zwei-Faktor-Anmeldung wurde für Ihr Konto ausgeschaltet.",
    recoveryUsed: "Für Ihr Konto wurde ein Wiederherstellungscode verwendet. Er ist damit verbraucht.",
    notYou: "Waren Sie das nicht, ändern Sie bitte sofort Ihr Passwort und wenden Sie sich an Ihre Kontoverwaltung.",
  },
  tfaReset: {
    subject: "Partnerportal: Zwei-Faktor-Anmeldung zurückgesetzt",
    lead: "der Support des Einkaufsverbands hat die Zwei-Faktor-Anmeldung Ihres Kontos im Partnerportal zurückgesetzt. Ihre bisherigen Wiederherstellungscodes gelten nicht mehr.",
    next: "Bei Ihrer nächsten Anmeldung richten Sie sie mit Ihrer Authenticator-App neu ein.",
    notYou: "Haben Sie das nicht veranlasst, wenden Sie sich bitte an den Einkaufsverband.",
  },
  passwordReset: {
    subject: "Partnerportal: Passwort zurücksetzen",
    lead: "für Ihr Konto im Partnerportal wurde ein neues Passwort angefordert. Über diesen Link legen Sie es fest (eine Stunde gültig, nur einmal verwendbar):",
    ignore: "Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.",
  },
  invitation: {
    subject: "Einladung in das Partnerportal",
    lead: (company: string) => `für Sie wurde ein Konto im Partnerportal für ${company} angelegt. Über diesen Link legen Sie Ihr Passwort fest (sieben Tage gültig, nur einmal verwendbar):`,
    then: "Danach melden Sie sich mit Ihrer E-Mail-Adresse und dem neuen Passwort an.",
  },
  emailChange: {
    confirmSubject: "Partnerportal: Neue E-Mail-Adresse bestätigen",
    confirmLead: (manager: string, company: string) =>
      `${manager} hat diese Adresse für Ihr Konto im Partnerportal bei ${company} eingetragen. Über diesen Link bestätigen Sie sie (24 Stunden gültig, nur einmal verwendbar):`,
    confirmThen: (email: string) => `Erst danach melden Sie sich mit ${email} an; bis dahin gilt Ihre bisherige Adresse.`,
    noticeSubject: "Partnerportal: Ihre E-Mail-Adresse soll geändert werden",
    noticeLead: (manager: string, company: string, email: string) => `${manager} hat für Ihr Konto im Partnerportal bei ${company} die neue E-Mail-Adresse ${email} eingetragen.`,
    noticeUntil: "Sie gilt erst, wenn sie über den Link in der E-Mail an diese Adresse bestätigt wird; bis dahin melden Sie sich weiter mit dieser Adresse an.",
    noticeHelp: "Haben Sie das nicht erwartet, wenden Sie sich bitte an die Account-Verwaltung Ihres Unternehmens.",
    changedSubject: "Partnerportal: Ihre E-Mail-Adresse wurde geändert",
    changedLead: (email: string) => `die E-Mail-Adresse Ihres Kontos im Partnerportal ist jetzt ${email}. Mit ihr melden Sie sich ab sofort an; an diese Adresse gehen keine E-Mails des Portals mehr.`,
  },
  review: {
    subject: (name: string, outcome: string) => `Dokumentenprüfung: „${name}“ ${outcome}`,
    lead: (name: string, outcome: string) => `Ihr Dokument „${name}“ ${outcome}`,
    outcomes: {
      approved: { subject: "freigegeben", line: "wurde geprüft und freigegeben. Die Handelspartner sehen es ab sofort in ihren Dokumentenlisten." },
      denied: { subject: "abgelehnt", line: "wurde geprüft und abgelehnt." },
      needs_feedback: {
        subject: "Rückfrage",
        line: "wurde geprüft; die Prüfung hat eine Rückfrage an Sie. Bitte ergänzen oder korrigieren Sie das Dokument und reichen Sie es erneut ein.",
      },
    },
    comment: "Kommentar der Prüfung:",
    link: (link: string) => `Zum Dokument im Partnerportal: ${link}`,
  },
  expiry: {
    subject: (name: string, until: string) => `Erinnerung: „${name}“ ist nur noch bis ${until} gültig`,
    lead: (name: string, until: string, days: number) => `Ihr Dokument „${name}“ ist nur noch bis ${until} gültig (${days === 1 ? "noch 1 Tag" : `noch ${days} Tage`}).`,
    after: "Danach erscheint es nicht mehr in den Dokumentenlisten der Handelspartner.",
    upload: "Bitte laden Sie rechtzeitig eine neue Version hoch. Sie durchläuft die Dokumentenprüfung und ersetzt nach der Freigabe die bisherige Fassung unter demselben Link:",
    why: "Diese Erinnerung erhalten Sie als Einreicher des Dokuments oder als Kontoverwaltung Ihres Unternehmens.",
  },
  dataExport: {
    subject: "Ihr Datenexport ist bereit",
    lead: (name: string, until: string) => `der angeforderte Export der Daten von ${name} ist bereit. Sie können ihn nach der Anmeldung einmal herunterladen, bis zum ${until}:`,
    contents: "Die ZIP-Datei enthält je Kategorie eine JSON- und eine CSV-Datei sowie das Profilbild.",
  },
  digest: {
    sections: { news: "News", documents: "Dokumente", events: "Termine" },
    important: "Wichtig: ",
    eventOn: (title: string, date: string) => `${title}, am ${date}`,
    more: (count: number) => `… und ${count} weitere`,
    settings: "Ihre Einstellungen",
    daily: { subject: "Ihre tägliche Zusammenfassung", intro: (since: string) => `Seit der letzten Zusammenfassung (seit dem ${since}) ist im Partnerportal Folgendes neu:` },
    weekly: { subject: "Ihre wöchentliche Zusammenfassung", intro: (since: string) => `In der vergangenen Woche (seit dem ${since}) ist im Partnerportal Folgendes neu:` },
    entries: (count: number) => (count === 1 ? "1 neuer Eintrag" : `${count} neue Einträge`),
    unsubscribe: "Diese Zusammenfassung abbestellen",
    importantSubject: (title: string) => `Wichtige News: ${title}`,
    importantIntro: "Der Verband hat eine wichtige Meldung veröffentlicht:",
    importantLink: (link: string) => `Zur Meldung: ${link}`,
    importantUnsubscribe: "Wichtige News nicht mehr sofort per E-Mail erhalten",
  },
  event: {
    subjects: {
      registered: "Anmeldebestätigung",
      changed: "Anmeldung geändert",
      cancelled: "Abmeldung bestätigt",
      reminder: "Erinnerung: morgen",
      waiting: "Warteliste",
      movedUp: "Platz frei – Anmeldung bestätigt",
      rescheduled: "Termin geändert",
      eventCancelled: "Abgesagt",
    },
    subject: (kind: string, title: string, date: string) => `${kind}: ${title} am ${date}`,
    leads: {
      registered: (company: string, title: string) =>
        `die Anmeldung von ${company} zur Veranstaltung „${title}“ ist eingegangen. Sie sind als Teilnehmerin oder Teilnehmer bzw. als anmeldende Person eingetragen.`,
      changed: (company: string, title: string) => `die Anmeldung von ${company} zur Veranstaltung „${title}“ wurde geändert. Es gilt der Stand unten.`,
      cancelled: (company: string, title: string) => `${company} hat Sie von der Veranstaltung „${title}“ abgemeldet. Der Termin wird mit dem Anhang aus Ihrem Kalender entfernt.`,
      reminder: (company: string, title: string) => `morgen findet die Veranstaltung „${title}“ statt, zu der ${company} Sie angemeldet hat.`,
      waiting: (company: string, title: string) =>
        `die Veranstaltung „${title}“ ist ausgebucht. Die Anmeldung von ${company} steht auf der Warteliste; wird ein Platz frei, rückt sie in der Reihenfolge des Eingangs nach und Sie erhalten eine Nachricht.`,
      movedUp: (company: string, title: string) => `für die Veranstaltung „${title}“ ist ein Platz frei geworden. Die Anmeldung von ${company} ist von der Warteliste nachgerückt und bestätigt.`,
      rescheduled: (company: string, title: string) => `der Termin der Veranstaltung „${title}“, zu der ${company} Sie angemeldet hat, hat sich geändert. Es gilt der neue Termin unten.`,
      eventCancelled: (company: string, title: string) =>
        `die Veranstaltung „${title}“, zu der ${company} Sie angemeldet hat, wurde vom Verband abgesagt. Der Termin wird mit dem Anhang aus Ihrem Kalender entfernt.`,
    },
    message: "Nachricht des Verbands:",
    event: (title: string) => `Veranstaltung: ${title}`,
    when: (span: string) => `Termin: ${span}`,
    where: (location: string) => `Ort: ${location}`,
    attached: "Den Termin für Ihren Kalender finden Sie im Anhang.",
    linkCancelled: "Zur Veranstaltung im Partnerportal",
    link: "Details, Änderung und Abmeldung im Partnerportal",
    questions: (email: string) => `Bei Fragen erreichen Sie uns unter ${email}.`,
    regards: (association: string) => `Mit freundlichen Grüßen\nIhr ${association}`,
    /** the .ics attachment's file name: the invitation, the cancellation */
    file: "termin.ics",
    cancelFile: "absage.ics",
  },
};

export default mails;
export type MailTexts = typeof mails;
