import type de from "../de/language";
import type { Translation } from "../translation";

const language: Translation<typeof de> = {
  heading: "Language",
  hint: "For pages and emails; when signed in, it applies to your account.",
  names: { de: "Deutsch", en: "English" },
  save: "Apply language",
  saved: "The language is now {{language}}.",
  invalid: "The language could not be saved. Please choose one of the languages offered.",
};
export default language;
