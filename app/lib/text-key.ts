/**
 * Words a text key of the contract (server/api/contract/text-key.ts, decision 0967) in the locale:
 * a rule's message, an API refusal, an import's row error. Anything that is not a key of the
 * registered texts — a sentence, a value — comes back as it is.
 */
import type { ParseKeys } from "i18next";
import { parseTextKey, textKey } from "#contract/text-key";
import { currentLanguage, t } from "~/i18n";
import { lookup } from "~/locales/registry";

export function wordsOf(text: string): string {
  const parsed = parseTextKey(text);
  if (!parsed || typeof lookup(currentLanguage(), parsed.key) !== "string") return text;
  return (t as unknown as (key: string, options: Record<string, string>) => string)(parsed.key, parsed.params);
}

/**
 * A rule's message as a checked key of the texts (decision 0986): a schema is built once, so its
 * messages cannot be sentences of one language; the form's parse (~/lib/forms/parse) words them in
 * the request's language.
 */
export function messageKey(key: ParseKeys, params?: Record<string, string | number>): string {
  return textKey(key, params);
}
