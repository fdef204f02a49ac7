/** The mail that announces a prepared export (issue 41); the link works once, for the requester only. */
import { mailDate, mailTime } from "../mail/german-dates";

export function exportMail(to: string, subjectName: string, link: string, expiresAt: Date) {
  return {
    to,
    subject: "Ihr Datenexport ist bereit",
    text: [
      "Guten Tag,",
      "",
      `der angeforderte Export der Daten von ${subjectName} ist bereit. Sie können ihn nach der Anmeldung einmal herunterladen, bis zum ${mailDate(expiresAt)}, ${mailTime(expiresAt)} Uhr:`,
      "",
      link,
      "",
      "Die ZIP-Datei enthält je Kategorie eine JSON- und eine CSV-Datei sowie das Profilbild.",
    ].join("\n"),
    link,
  };
}
