import { describe, expect, it } from "vitest";
import { normaliseName, searchByName } from "./trading-partner-search";

const partners = [
  { id: 1, name: "Möbelhaus Sommer GmbH & Co. KG" },
  { id: 2, name: "Wohnstudio Brandt e. K." },
  { id: 6, name: "Wohnwelt Hanse Lübeck GmbH" },
  { id: 8, name: "Küchenstudio Weiß" },
  { id: 9, name: "Einrichtungshaus Großmann" },
];
const names = (term: string) => searchByName(partners, term).map((p) => p.id);

describe("normaliseName", () => {
  it("ignores case, spells out umlauts and ß, drops other accents", () => {
    expect(normaliseName("  Möbel  GROß Café ")).toBe("moebel gross cafe");
    expect(normaliseName("Moebel")).toBe(normaliseName("MÖBEL"));
  });
});

describe("trading-partner search (spec §5: fuzzy on the name, threshold 0.4, min. 2 characters, normalised)", () => {
  it("finds umlauts and ß written out, in any case", () => {
    expect(names("Moebel")).toEqual([1]);
    expect(names("moebelhaus")).toEqual([1]);
    expect(names("Luebeck")).toEqual([6]);
    expect(names("Lübeck")).toEqual([6]);
    expect(names("WEISS")).toEqual([8]);
    expect(names("grossmann")).toEqual([9]);
  });

  it("forgives a typo", () => {
    expect(names("Somer")).toEqual([1]);
    expect(names("Wohnstuido")).toContain(2);
  });

  it("lists everything below two characters and nothing for a name that is not there", () => {
    expect(names("")).toEqual([1, 2, 6, 8, 9]);
    expect(names("W")).toEqual([1, 2, 6, 8, 9]);
    expect(names("Xylophon")).toEqual([]);
  });
});
