import { describe, expect, it } from "vitest";
import { EXCERPT_MARK_END as E, EXCERPT_MARK_START as S } from "#contract/search";
import { excerptParts } from "./full-search-results";

describe("excerptParts", () => {
  it("splits an excerpt into text and marked words", () => {
    expect(excerptParts(`Die ${S}Küche${E} und ${S}Möbel${E}`)).toEqual([
      { text: "Die ", marked: false },
      { text: "Küche", marked: true },
      { text: " und ", marked: false },
      { text: "Möbel", marked: true },
    ]);
  });

  it("keeps markup as text and tolerates an unpaired mark", () => {
    expect(excerptParts(`<b>x</b> ${S}y`)).toEqual([
      { text: "<b>x</b> ", marked: false },
      { text: "y", marked: false },
    ]);
    expect(excerptParts(`a${E}b`)).toEqual([{ text: "ab", marked: false }]);
  });
});
