/** Texts of the Wohnsinnspreise screens (decision 0920). */
import { addResources } from "~/locales/registry";

const awards = {
  intro: "Der Wohnsinnspreis des Verbands zeichnet Handelspartner für Schaufenster, Ausstellungen und nachhaltigen Handel aus.",
  currentRound: "Aktuelle Runde",
  window: "Einreichung vom {{from}} bis {{until}}",
  windowOpen: "Die Einreichung ist geöffnet.",
  windowUpcoming: "Die Einreichung beginnt am {{from}}.",
  windowClosed: "Der Einsendeschluss ist vorbei. Die Jury bewertet die eingereichten Beiträge.",
  categories: "Kategorien",
  conditions: "Teilnahmebedingungen",
  noRound: "Zurzeit gibt es keine Runde des Wohnsinnspreises.",
  ownEntries: "Ihre Beiträge",
  statusColumn: "Status",
  noEntries: "Ihr Unternehmen hat noch keine Beiträge.",
  newEntry: "Neuen Beitrag anlegen",
  edit: "Bearbeiten",
  show: "Ansehen",
  winners: "Bisherige Preisträger",
  noWinners: "Es gibt noch keine Preisträger.",
  winnerOf: "{{round}} – {{category}}",
  status: {
    draft: "Entwurf",
    submitted: "Eingereicht",
    in_review: "In Bewertung",
    not_submitted: "Nicht eingereicht",
    awarded: "Ausgezeichnet",
  },
  form: {
    titleNew: "Neuer Beitrag",
    titleEdit: "Beitrag bearbeiten",
    titleLocked: "Beitrag",
    category: "Kategorie",
    title: "Titel",
    text: "Beschreibung",
    textHint: "Mindestens {{min}} Zeichen, höchstens {{max}}.",
    images: "Fotos",
    imagesHint: "Ein bis {{max}} Fotos. Laden Sie ein Foto hoch und speichern Sie den Beitrag; danach können Sie das nächste hochladen.",
    imageAlt: "Foto {{n}} des Beitrags „{{title}}“",
    removeImage: "Foto {{n}} entfernen",
    saveDraft: "Als Entwurf speichern",
    submit: "Einreichen",
    withdraw: "Beitrag zurückziehen",
    back: "Zu den Wohnsinnspreisen",
    locked: "Dieser Beitrag ist gesperrt: Der Einsendeschluss ({{until}}) ist vorbei.",
    editableUntil: "Sie können den Beitrag bis zum {{until}} bearbeiten.",
  },
  errors: {
    category: "Bitte wählen Sie eine Kategorie.",
    title: "Bitte geben Sie einen Titel ein (höchstens {{max}} Zeichen).",
    text: "Die Beschreibung darf höchstens {{max}} Zeichen lang sein.",
    textMin: "Zum Einreichen braucht die Beschreibung mindestens {{min}} Zeichen.",
    images: "Zum Einreichen braucht der Beitrag mindestens ein Foto.",
    tooManyImages: "Ein Beitrag hat höchstens {{max}} Fotos.",
    closed: "Der Einsendeschluss ist vorbei. Der Beitrag kann nicht mehr geändert werden.",
    duplicate: "Ihr Unternehmen hat in dieser Kategorie bereits einen Beitrag.",
    failed: "Der Beitrag konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.",
  },
  saved: "Erfolgreich gespeichert",
  submitted: "Der Beitrag wurde eingereicht.",
  withdrawn: "Der Beitrag wurde zurückgezogen.",
} as const;

export default awards;

/** The area of the Wohnsinnspreise screens; a call, as the package is free of side effects. */
export function registerAwards(): void {
  addResources("de", { awards });
}

export type AwardsTexts = typeof awards;
