/**
 * Texts the contract names but does not word (issue 42, decision 0967): a rule's message, an API
 * refusal shown at a field, an import's row error. The contract carries the locale key of
 * app/locales/de and the values the text interpolates, as one string (`key?name=value`), so a zod
 * message or an error's `message` can hold it; the portal words it in the user's language
 * (app/lib/text-key.ts). A message that is no key (a client's own) passes through as it is.
 */

export type TextParams = Record<string, string | number>;

/** `descriptions.validation.tooLong` with `{ max: 200 }` → "descriptions.validation.tooLong?max=200". */
export function textKey(key: string, params?: TextParams): string {
  if (!params) return key;
  return `${key}?${new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)])).toString()}`;
}

const KEY = /^([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)+)(?:\?(.*))?$/s;

/** The key and values of a text key; null for anything else (a sentence, an English message). */
export function parseTextKey(text: string): { key: string; params: Record<string, string> } | null {
  // The API ends a refusal's sentence with a full stop (http/errors.ts): not part of the key.
  const match = KEY.exec(text.endsWith(".") ? text.slice(0, -1) : text);
  if (!match) return null;
  return { key: match[1]!, params: Object.fromEntries(new URLSearchParams(match[2] ?? "")) };
}

/** The rules' messages of the descriptions (./describe), each a key of app/locales/de/descriptions.ts. */
export const FIELD_MESSAGES = {
  required: "descriptions.validation.required",
  tooLong: "descriptions.validation.tooLong",
  url: "descriptions.validation.url",
  textTooLong: "descriptions.validation.textTooLong",
  emailInvalid: "descriptions.validation.emailInvalid",
  email: "descriptions.validation.email",
  hostNotAllowed: "descriptions.validation.hostNotAllowed",
  integer: "descriptions.validation.integer",
  min: "descriptions.validation.min",
  tooLarge: "descriptions.validation.tooLarge",
  date: "descriptions.validation.date",
  dateValid: "descriptions.validation.dateValid",
  datetime: "descriptions.validation.datetime",
  datetimeValid: "descriptions.validation.datetimeValid",
  choose: "descriptions.validation.choose",
  maxEntries: "descriptions.validation.maxEntries",
  maxProductGroups: "descriptions.validation.maxProductGroups",
  image: "descriptions.validation.image",
  links: "descriptions.validation.links",
  icon: "descriptions.validation.icon",
} as const;
