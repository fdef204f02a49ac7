/**
 * The shape of the API's German text module with any text in its place: what the English module
 * must fill, key for key (as app/locales/translation.ts for the portal, which the API may not
 * import). A text with values is a function of them, so both languages take the same values and
 * each words plurals and order its own way.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: Translation<T[K]> };
