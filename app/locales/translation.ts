/**
 * The shape of a German text module with any text in its place: what the module of another
 * language (./en) must fill, key for key. Extra or missing keys fail the typecheck, so the
 * languages cannot drift apart.
 */
export type Translation<T> = T extends string ? string : T extends number | boolean ? T : { readonly [K in keyof T]: Translation<T[K]> };
