/**
 * Texts of the two website screens that are not a collection — the overview (/Website/info) and the
 * general settings — kept apart from the collection editor's chrome, so the editor's screens (the
 * page builder's drawer among them) do not carry them in their first-visit JavaScript.
 */
import { addResources } from "~/locales/registry";
import { registerWebsite } from "./website";

const websitePages = {
  info: {
    intro: "Was Ihre Website jetzt zeigt: je Bereich die veröffentlichten Einträge und was noch fehlt.",
    site: "{{name}} – {{domain}}",
    noDomain: "noch ohne Domain",
    complete: "Die Einstellungen sind vollständig.",
    shown_one: "{{count}} Eintrag wird gezeigt",
    shown_other: "{{count}} Einträge werden gezeigt",
    counts: "Entwürfe: {{drafts}} · vom Verband geteilt: {{shared}}",
    missingLabel: "Was bei {{area}} fehlt",
    missing: {
      nothingPublished: "Noch nichts veröffentlicht.",
      imageMissing_one: "{{count}} veröffentlichter Eintrag ohne Bild.",
      imageMissing_other: "{{count}} veröffentlichte Einträge ohne Bild.",
      settingsMissing: "Die Website hat noch keine Einstellungen.",
      logoMissing: "Es fehlt ein Logo.",
      domainMissing: "Es fehlt die Domain.",
      imprintMissing: "Es fehlt das Impressum.",
      privacyMissing: "Es fehlt die Datenschutzerklärung.",
      openingHoursMissing: "Es ist keine Adresse für die Öffnungszeiten gewählt.",
    },
  },
  settings: {
    intro: "Name, Adresse im Netz, Logo, Kontaktblock, Links und Rechtstexte Ihrer Website. Diese Angaben gelten für alle Seiten Ihrer Website.",
    none: "Ihre Website hat noch keine Einstellungen. Mit dem ersten Speichern legen Sie sie an; danach können Sie auch die Adresse für die Öffnungszeiten wählen.",
    sections: { site: "Website", contact: "Kontaktblock", social: "Soziale Netzwerke", legal: "Rechtstexte" },
    logo: "Logo",
    logoCurrent: "Aktuelles Logo",
    logoNone: "Noch kein Logo.",
    logoAfterSave: "Das hochgeladene Logo wird mit dem nächsten Speichern übernommen.",
    removeLogo: "Logo entfernen",
    logoRemoved: "Das Logo wurde entfernt.",
    errors: {
      setWebsiteSettings: "Die Website-Einstellungen konnten nicht gespeichert werden.",
      setWebsiteSetting: "Die Einstellung konnte nicht gespeichert werden.",
    },
  },
} as const;

export default websitePages;

/** The website chrome plus the overview's and the settings' texts. */
export function registerWebsitePages(): void {
  registerWebsite();
  addResources("de", { website: websitePages });
}
