import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { t } from "./i18n";
import { initialResources } from "./locales/de";
import accountScreens from "./locales/de/account-screens";
import associationNews from "./locales/de/association-news";
import { registerAllAreas } from "./locales/de/all-areas";
import content from "./locales/de/content";
import masterdata from "./locales/de/masterdata";
import review from "./locales/de/review";
import satisfaction from "./locales/de/satisfaction";
import shell from "./locales/de/shell";
import supplier from "./locales/de/supplier";
import websiteChrome from "./locales/de/website";
import websitePages from "./locales/de/website-pages";
import websiteServer from "./locales/de/website-server";
import richTextToolbar from "./locales/de/rich-text-toolbar";

registerAllAreas();

const website = [websitePages, websiteServer, { richTextToolbar }].reduce((whole, part) => merged(whole, part), websiteChrome as object);

/** The reference gets each area whole: the shell's part and the rest merged (what addResources does). */
function merged(a: object, b: object): object {
  const out: Record<string, unknown> = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const present = out[key];
    out[key] = present && typeof present === "object" && value && typeof value === "object" ? merged(present, value as object) : value;
  }
  return out;
}
const all = merged(merged({ ...initialResources }, { account: accountScreens, associationNews }), merged(merged(shell, { content, masterdata, supplier, website }), { content: { review }, masterdata: { satisfaction } }));

/** Every key to a string or to an object/array; plural keys reduced to their base. */
function keysOf(node: unknown, prefix = ""): string[] {
  if (typeof node !== "object" || node === null || Array.isArray(node)) return [prefix];
  const keys = Object.entries(node).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
  return [prefix, ...keys].filter(Boolean);
}

describe("the translator answers as i18next does", () => {
  const reference = i18next.createInstance();
  void reference.init({ lng: "de", resources: { de: { common: all } }, defaultNS: "common", interpolation: { escapeValue: false }, initImmediate: false });
  const keys = [...new Set(keysOf(all).map((k) => k.replace(/_(one|other)$/, "")))];

  it(`for all ${keys.length} keys, with interpolation, plurals and returnObjects`, () => {
    expect(keys.length).toBeGreaterThan(300);
    const options = { year: 2026, name: "Möbel Sommer", company: "Nordholz", date: "01.12.2026", max: 4, from: "01.12.", to: "02.12.", id: 7, version: 2 };
    for (const key of keys) {
      // An object asked for as a string is a type error; i18next answers it with a message text.
      const isText = typeof (reference.t as unknown as (k: string, o: object) => unknown)(key, { returnObjects: true, count: 1 }) === "string";
      const variants = isText ? [{}, options, { ...options, count: 0 }, { ...options, count: 1 }, { ...options, count: 5 }] : [{ returnObjects: true }];
      for (const variant of variants) {
        const ours = (t as unknown as (k: string, o: object) => unknown)(key, variant);
        const theirs = (reference.t as unknown as (k: string, o: object) => unknown)(key, variant);
        expect({ key, variant, value: ours }).toEqual({ key, variant, value: theirs });
      }
    }
  });

  it("answers an unknown key with the key", () => {
    expect((t as unknown as (k: string) => string)("nicht.vorhanden")).toBe("nicht.vorhanden");
  });
});
