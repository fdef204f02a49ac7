import { describe, expect, it } from "vitest";
import { propertyTypesOf, splitProperties } from "./contact-properties";

describe("contact property types (LF/HP split)", () => {
  it("is LF for vL: and oL:, HP for vM: and oM:", () => {
    expect(propertyTypesOf("vL:Ansprechpartner Reklamation")).toEqual(["LF"]);
    expect(propertyTypesOf("oL:Messe")).toEqual(["LF"]);
    expect(propertyTypesOf("vM:Einkauf Küche")).toEqual(["HP"]);
    expect(propertyTypesOf("oM:Marketing")).toEqual(["HP"]);
  });

  it("is both with both markers and neither without one", () => {
    expect(propertyTypesOf("vL:Rechnung;vM:Rechnung")).toEqual(["LF", "HP"]);
    expect(propertyTypesOf("Newsletter")).toEqual([]);
    expect(propertyTypesOf(null)).toEqual([]);
    // case matters: the markers are exact
    expect(propertyTypesOf("vl:klein")).toEqual([]);
  });

  it("splits a list", () => {
    const values = [
      { id: 1, additional1: "vL:A" },
      { id: 2, additional1: "oM:B" },
      { id: 3, additional1: "oL:C;vM:C" },
      { id: 4, additional1: "X" },
    ];
    const split = splitProperties(values);
    expect(split.LF.map((v) => v.id)).toEqual([1, 3]);
    expect(split.HP.map((v) => v.id)).toEqual([2, 3]);
  });
});
