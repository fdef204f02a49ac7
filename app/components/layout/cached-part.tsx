/**
 * A part of the page that the server renders once per key and copies after that (decision 0534).
 *
 * Only for parts that are a pure function of their key: the same key must always render the same
 * markup. The key holds everything the part shows (props and the bits of the URL it uses) and the
 * language is added to it; the translations and components are fixed for the life of a build. In the browser, and on the server
 * without a `CachedPartsContext` (tests, development), the part simply renders.
 */
import { createContext, createElement, useContext, type ReactElement } from "react";
import { currentLanguage } from "~/i18n";

/** Its root element carries it as its first attribute, on the server only (removed from the document). */
export type PartMark = { "data-cached-part"?: string };

export interface PartSlots {
  /** The slot of this part for this request: `hit` when its markup is stored already. */
  claim(key: string): { id: string; hit: boolean };
}

export const CachedPartsContext = createContext<PartSlots | null>(null);

const NO_MARK: PartMark = {};

/**
 * `render(mark)` must return one non-void element with `{...mark}` as its first props, and nothing
 * inside it may be raw markup (`dangerouslySetInnerHTML`): the server finds the part's end by its tag.
 */
export function CachedPart({ name, tag, keyOf, render }: { name: string; tag: string; keyOf: () => unknown; render: (mark: PartMark) => ReactElement }) {
  const slots = useContext(CachedPartsContext);
  if (!slots) return render(NO_MARK);
  const { id, hit } = slots.claim(`${name}\u0000${currentLanguage()}\u0000${JSON.stringify(keyOf())}`);
  const mark = { "data-cached-part": id };
  // On a hit an empty element of the same tag holds the place; the stored markup replaces it.
  return hit ? createElement(tag, mark) : render(mark);
}
