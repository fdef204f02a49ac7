/**
 * The host's refusal texts in the language the request asks for (Accept-Language; German by
 * default): they come before any session, so there is no account language to read (decision 0987).
 */
import type { Language } from "../values/languages";
import de, { type RefusalTexts } from "./de/refusals";
import en from "./en/refusals";

const TEXTS: Record<Language, RefusalTexts> = { de, en };

export function refusalText(status: keyof RefusalTexts, language: Language): string {
  return TEXTS[language][status];
}
