/**
 * The texts' lookup, shared by server and client (decisions 0512, 0986). It does what the texts
 * use of i18next — dotted keys, `{{name}}` interpolation without escaping (React escapes),
 * `_one`/`_other` plurals by `count` in the current language's rules, and `returnObjects` — in a
 * fraction of its bytes; `i18n.test.ts` holds it to i18next's answers for every key. The types
 * stay i18next's, so keys and `returnObjects` results are checked. The texts themselves are kept
 * per language by ./locales/registry.ts, where the area modules add theirs.
 *
 * The current language: in the browser the page's `<html lang>`, read once (a page never changes
 * its language; choosing another reloads the document). On the server the request's, which
 * app/.server/language.ts injects (`setLanguageSource`), so no `node:` module reaches the browser.
 */
import type { TFunction } from "i18next";
import type { Language } from "#contract/values";
import { initialResources, type GermanResources } from "./locales/de";
import { addResources, lookup } from "./locales/registry";

export const defaultNS = "common";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: { common: GermanResources };
  }
}

addResources("de", initialResources);

const pageLanguage: Language = typeof document !== "undefined" && document.documentElement.lang === "en" ? "en" : "de";
let languageSource = (): Language => pageLanguage;

/** An English page's texts, fetched as a chunk of their own; entry.client.tsx hydrates once they are in. */
export const englishTexts =
  pageLanguage === "en" ? import("./locales/en/screens").then((m) => m.englishScreens.forEach((texts) => addResources("en", texts))) : undefined;

/** The server's hook: where the current language comes from (the request's, app/.server/language.ts). */
export function setLanguageSource(source: () => Language): void {
  languageSource = source;
}

/** The language texts, plurals and formats (app/lib/format.ts) follow right now. */
export function currentLanguage(): Language {
  return languageSource();
}

const plurals: Partial<Record<Language, Intl.PluralRules>> = {};

type Options = Record<string, unknown> & { count?: number; returnObjects?: boolean };

function translate(key: string, options: Options = {}): unknown {
  const language = languageSource();
  const value =
    typeof options.count === "number"
      ? (lookup(language, `${key}_${(plurals[language] ??= new Intl.PluralRules(language)).select(options.count)}`) ?? lookup(language, key))
      : lookup(language, key);
  if (typeof value === "string") return !value.includes("{{") ? value : value.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in options ? String(options[name]) : match));
  if (value !== undefined && options.returnObjects) return value;
  return key;
}

/** Translate outside React (loaders, actions, toasts) and inside (via useTranslation). */
export const t = translate as unknown as TFunction;

const translation = { t };
/** The hook the components use; a page's language never changes while it is shown, so it is a constant. */
export function useTranslation(): { t: TFunction } {
  return translation;
}
