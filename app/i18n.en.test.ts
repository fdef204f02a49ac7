/**
 * English (decision 0986): every German text has its English one, the translator answers in
 * English as i18next does (English plural rules, interpolation), and nothing falls back to German.
 */
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { runInLanguage } from "~/.server/language";
import { t } from "./i18n";
import { registerAllAreas } from "./locales/de/all-areas";
import { registerPageBuilderTree } from "./locales/de/page-builder-tree";
import { registerShell } from "./locales/de/shell";
import { registerWebsite } from "./locales/de/website";
import { registerEnglish } from "./locales/en/all-areas";
import { addResources, resourcesOf } from "./locales/registry";

// What the server has: every area (the shell's and the website's come with their routes there).
registerAllAreas();
registerShell();
registerWebsite();
registerPageBuilderTree();
registerEnglish();

/** Every text's key (arrays as one text each), plural keys as they are. */
function leaves(node: unknown, prefix = ""): string[] {
  if (typeof node !== "object" || node === null) return [prefix];
  return Object.entries(node).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

const translate = t as unknown as (key: string, options?: object) => unknown;

describe("English", () => {
  const german = leaves(resourcesOf("de"));
  const english = new Set(leaves(resourcesOf("en")));

  it(`has every one of the ${german.length} German texts, and no other`, () => {
    expect(german.length).toBeGreaterThan(2000);
    expect(german.filter((key) => !english.has(key))).toEqual([]);
    expect([...english].filter((key) => !german.includes(key))).toEqual([]);
  });

  it("translates every key as i18next does in English: interpolation and English plurals", () => {
    const reference = i18next.createInstance();
    void reference.init({ lng: "en", resources: { en: { common: resourcesOf("en") } }, defaultNS: "common", interpolation: { escapeValue: false }, initImmediate: false });
    const keys = [...new Set(german.map((k) => k.replace(/\.\d+$/, "").replace(/_(one|other)$/, "")))];
    const options = { year: 2026, name: "Møbelfabrik Aarhus", company: "Nordholz", date: "01/12/2026", max: 4, from: "01/12", to: "02/12", id: 7, version: 2 };
    runInLanguage("en", () => {
      for (const key of keys) {
        const isText = typeof (reference.t as unknown as (k: string, o: object) => unknown)(key, { returnObjects: true, count: 1 }) === "string";
        const variants = isText ? [{}, options, { ...options, count: 0 }, { ...options, count: 1 }, { ...options, count: 5 }] : [{ returnObjects: true }];
        for (const variant of variants) {
          const theirs = (reference.t as unknown as (k: string, o: object) => unknown)(key, variant);
          expect({ key, variant, value: translate(key, variant) }).toEqual({ key, variant, value: theirs });
        }
      }
    });
  });

  it("counts in English: one is singular, zero and many are plural", () => {
    addResources("de", { zzTest: { files_one: "{{count}} Datei", files_other: "{{count}} Dateien" } } as never);
    addResources("en", { zzTest: { files_one: "{{count}} file", files_other: "{{count}} files", hello: "Hello {{name}}, {{name}}!" } } as never);
    runInLanguage("en", () => {
      expect([0, 1, 2].map((count) => translate("zzTest.files", { count }))).toEqual(["0 files", "1 file", "2 files"]);
      expect(translate("zzTest.hello", { name: "Ana" })).toBe("Hello Ana, Ana!");
    });
    expect(translate("zzTest.files", { count: 1 })).toBe("1 Datei");
  });

  it("never falls back to German: a key only German has answers as the bare key", () => {
    addResources("de", { zzTest: { onlyGerman: "Nur deutsch" } } as never);
    expect(translate("zzTest.onlyGerman")).toBe("Nur deutsch");
    expect(runInLanguage("en", () => translate("zzTest.onlyGerman"))).toBe("zzTest.onlyGerman");
  });

  it("names the languages and the choice in both", () => {
    expect(runInLanguage("en", () => [translate("language.heading"), translate("language.names.de"), translate("language.names.en")])).toEqual(["Language", "Deutsch", "English"]);
    expect([translate("language.heading"), translate("language.names.en")]).toEqual(["Sprache", "English"]);
  });
});
