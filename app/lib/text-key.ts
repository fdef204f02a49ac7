/**
 * Words a text key of the contract (server/api/contract/text-key.ts, decision 0967) in the locale:
 * a rule's message, an API refusal, an import's row error. Anything that is not a key of the
 * registered texts — a sentence, a value — comes back as it is.
 */
import { parseTextKey } from "#contract/text-key";
import { currentLanguage, t } from "~/i18n";
import { lookup } from "~/locales/registry";

export function wordsOf(text: string): string {
  const parsed = parseTextKey(text);
  if (!parsed || typeof lookup(currentLanguage(), parsed.key) !== "string") return text;
  return (t as unknown as (key: string, options: Record<string, string>) => string)(parsed.key, parsed.params);
}
