/**
 * The language choice's texts (decision 0986): the sign-in screens' switch, the settings drawer's
 * and Account → Einstellungen's form (app/components/layout/language-form.tsx registers them, so
 * no other screen downloads them) and the toast after choosing.
 */
import { addResources } from "~/locales/registry";

const language = {
  heading: "Sprache",
  hint: "Für Seiten und E-Mails; angemeldet gilt sie für Ihr Konto.",
  // each language's name in itself: a reader of it looks for it so
  names: { de: "Deutsch", en: "English" },
  save: "Sprache übernehmen",
  // the toast after choosing, in the language just chosen
  saved: "Die Sprache ist jetzt {{language}}.",
  invalid: "Die Sprache konnte nicht gespeichert werden. Bitte wählen Sie eine der angebotenen Sprachen.",
};
export type LanguageTexts = typeof language;
export default language;

export function registerLanguage(): void {
  addResources("de", { language });
}
