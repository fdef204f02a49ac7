/**
 * The mail texts in a recipient's language (issue 42, decision 0987): `users.language`, or for an
 * address without an account the language of the user who caused the mail; German by default.
 */
import { LANGUAGES, type Language } from "../values/languages";
import de, { type MailTexts } from "./de/mails";
import en from "./en/mails";

export type { MailTexts };
export type { Language };

const TEXTS: Record<Language, MailTexts> = { de, en };

export const DEFAULT_LANGUAGE: Language = "de";

/** The texts of `language`; anything else (null, an unknown code) gets German. */
export function mailTexts(language: string | null | undefined): MailTexts {
  return TEXTS[languageOf(language)];
}

export function languageOf(language: string | null | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(language ?? "") ? (language as Language) : DEFAULT_LANGUAGE;
}
