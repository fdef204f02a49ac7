/**
 * The portal's languages (issue 42, decision 0986): German is the default; the account's choice
 * decides the pages after sign-in and every mail to it. Zod-free, so the browser may import it.
 */
export const LANGUAGES = ["de", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "de";

export function isLanguage(value: unknown): value is Language {
  return value === "de" || value === "en";
}
