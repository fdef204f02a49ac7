import { describe, expect, it } from "vitest";
import { fuzzyByName } from "./document-search";

const docs = [{ name: "Preisliste Küche 2026" }, { name: "Montageanleitung Schrank" }, { name: "Konditionen Frühjahr" }];

describe("fuzzyByName", () => {
  it("finds a name despite a typo", () => {
    expect(fuzzyByName(docs, "Preislste").map((d) => d.name)).toEqual(["Preisliste Küche 2026"]);
  });
  it("ignores search terms shorter than two characters", () => {
    expect(fuzzyByName(docs, "p")).toHaveLength(3);
  });
  it("drops what does not match", () => {
    expect(fuzzyByName(docs, "Xylophon")).toEqual([]);
  });
});
